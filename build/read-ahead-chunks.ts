// The visual editor's code (Squire, parse5, DOMPurify: about 270 KB) is a chunk of its own,
// imported once a page or an entry opens. Asked for by the interface, it came in 50–60 ms later,
// after the form: the interface's own first task holds the main thread, and the chunk's answers
// wait behind it. The side panel's page names the chunk and what it imports in a meta element
// (not links: a panel opened on a menu or on a site not added loads none of it), and the page's
// first script asks for them as soon as it knows the tab shows a page or an entry
// (src/ui/sidepanel/read-ahead-chunks.ts).
import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { READ_AHEAD_META } from '../src/ui/sidepanel/read-ahead-chunks';

type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type OutputChunk = NonNullable<IndexHtmlTransformContext['chunk']>;

/** The chunk of `moduleEnding` and every chunk it imports statically, as the page addresses them. */
function chunkClosure(bundle: OutputBundle, moduleEnding: string): string[] {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(moduleEnding));
  if (!start) throw new Error(`no chunk is built from ${moduleEnding}`);
  const seen = new Set<string>();
  const queue = [start.fileName];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...((bundle[file] as OutputChunk | undefined)?.imports ?? []));
  }
  return [...seen].map((file) => `/${file}`);
}

/** Names, in `page`'s head, the chunks of `moduleEnding` that its page does not load already. */
export function readAheadChunks(page: string, moduleEnding: string): Plugin {
  return {
    name: 'inplace:read-ahead-chunks',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle || !context.filename.endsWith(page)) return html;
        const files = chunkClosure(context.bundle, moduleEnding).filter((file) => !html.includes(`"${file}"`));
        return [{ tag: 'meta', attrs: { name: READ_AHEAD_META, content: files.join(' ') }, injectTo: 'head-prepend' }];
      },
    },
  };
}
