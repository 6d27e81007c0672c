// The side panel's first script only asks what the tab shows (src/ui/sidepanel/panel-start.ts)
// and then imports the interface. Named in the page as modulepreload links, the interface's
// chunks are fetched and compiled while that first script runs, not after it.
import type { Plugin } from 'vite';

const PANEL_PAGE = 'sidepanel/index.html';
const INTERFACE = 'src/ui/sidepanel/SidePanelApp.tsx';

export function preloadPanelInterface(): Plugin {
  return {
    name: 'inplace:preload-panel-interface',
    transformIndexHtml: {
      order: 'post',
      handler(html, { filename, bundle }) {
        if (!bundle || !filename.endsWith(PANEL_PAGE)) return [];
        const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
        const app = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(INTERFACE)));
        if (!app) throw new Error(`the side panel has no chunk holding ${INTERFACE}`);
        // The chunk and what it imports statically; the lazy editors stay lazy.
        const files = new Set<string>();
        const add = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          for (const imported of chunks.find((chunk) => chunk.fileName === file)?.imports ?? []) add(imported);
        };
        add(app.fileName);
        // What the page loads already needs no second link.
        return [...files].filter((file) => !html.includes(`/${file}"`)).map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}
