// The side panel's page names the visual editor's chunk and every chunk it imports, less those
// the page loads already: the first script preloads exactly what the editor's import needs.
import { expect, test } from 'vitest';
import type { IndexHtmlTransformContext } from 'vite';
import { readAheadChunks } from '@/build/read-ahead-chunks';

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) => ({ type: 'chunk', fileName, imports, facadeModuleId });
const BUNDLE = Object.fromEntries(
  [
    chunk('chunks/sidepanel-1.js', ['chunks/i18n-2.js'], '/repo/entrypoints/sidepanel/main.tsx'),
    chunk('chunks/i18n-2.js', []),
    chunk('chunks/visual-engine-3.js', ['chunks/dist-4.js', 'chunks/sidepanel-1.js', 'chunks/purify-5.js'], '/repo/src/ui/rich-text/visual-engine.ts'),
    chunk('chunks/dist-4.js', ['chunks/decode-6.js']),
    chunk('chunks/purify-5.js', []),
    chunk('chunks/decode-6.js', []),
  ].map((each) => [each.fileName, each]),
) as unknown as Bundle;

const PAGE = '<head><script type="module" src="/chunks/sidepanel-1.js"></script><link rel="modulepreload" href="/chunks/i18n-2.js"></head>';

function transform(filename: string, bundle: Bundle = BUNDLE) {
  const hook = readAheadChunks('sidepanel/index.html', 'src/ui/rich-text/visual-engine.ts').transformIndexHtml as { handler: (html: string, context: IndexHtmlTransformContext) => unknown };
  return hook.handler(PAGE, { path: '/sidepanel.html', filename, bundle });
}

test("the panel's page names the editor's chunk and what it imports, not what the page loads already", () => {
  expect(transform('/repo/entrypoints/sidepanel/index.html')).toEqual([
    { tag: 'meta', attrs: { name: 'inplace-read-ahead', content: '/chunks/visual-engine-3.js /chunks/dist-4.js /chunks/purify-5.js /chunks/decode-6.js' }, injectTo: 'head-prepend' },
  ]);
});

test('other pages are left as they are, and a build without the editor chunk fails loudly', () => {
  expect(transform('/repo/entrypoints/options/index.html')).toBe(PAGE);
  const withoutEditor = Object.fromEntries(Object.entries(BUNDLE).filter(([file]) => !file.includes('visual-engine'))) as Bundle;
  expect(() => transform('/repo/entrypoints/sidepanel/index.html', withoutEditor)).toThrow('no chunk is built from src/ui/rich-text/visual-engine.ts');
});
