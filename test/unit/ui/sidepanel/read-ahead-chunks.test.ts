// @vitest-environment happy-dom
// The visual editor's code is asked for by the panel's first script as soon as the tab is known
// to show a page or an entry, from the chunks the build names in the page; on anything else, or
// a site not added, none of it is loaded.
import { afterEach, expect, test } from 'vitest';
import type { TabContext } from '@/src/messages/protocol';
import { startEarly } from '@/src/ui/sidepanel/early-start';
import type { PanelStart } from '@/src/ui/sidepanel/panel-start';
import { opensVisualEditor, READ_AHEAD_META } from '@/src/ui/sidepanel/read-ahead-chunks';

const CHUNKS = ['/chunks/visual-engine-A1.js', '/chunks/dist-B2.js', '/chunks/purify.es-C3.js'];

function pageNaming(files: string[]) {
  document.head.innerHTML = `<meta name="${READ_AHEAD_META}" content="${files.join(' ')}"><link rel="modulepreload" href="/chunks/sidepanel-D4.js">`;
}

const preloaded = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')).filter((href) => !href!.includes('sidepanel'));

const shows = (resource: TabContext['resource'] | null) => resource && ({ url: 'https://example.ucoz.ru/', site: 'https://example.ucoz.ru', resource, parts: [] } as unknown as TabContext);

async function startOn(context: TabContext | null) {
  const started: Promise<PanelStart> = Promise.resolve({ tabId: 4, context, readAhead: Promise.resolve(null) });
  startEarly('?tab=4', {}, () => started);
  await started;
  // The preload follows the answer: let its callback run.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

afterEach(() => {
  document.head.innerHTML = '';
});

test('a page or an entry on screen: every chunk the page names is preloaded, once the tab is known', async () => {
  pageNaming(CHUNKS);
  await startOn(shows({ kind: 'page', id: 3 }));
  expect(preloaded()).toEqual(CHUNKS);
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')) expect(link.crossOrigin).toBe('');
  document.head.innerHTML = '';
  pageNaming(CHUNKS);
  await startOn(shows({ kind: 'entry', module: 'news', id: 7 } as TabContext['resource']));
  expect(preloaded()).toEqual(CHUNKS);
});

test('a menu, a forum topic, a site not added: nothing of the visual editor is loaded', async () => {
  pageNaming(CHUNKS);
  await startOn(shows({ kind: 'forum-topic', forumId: 1, topicId: 2 } as TabContext['resource']));
  await startOn(null);
  expect(preloaded()).toEqual([]);
  expect(opensVisualEditor(shows({ kind: 'page-slug', slug: 'about' }))).toBe(true);
  expect(opensVisualEditor(shows({ kind: 'product', id: 5 } as TabContext['resource']))).toBe(false);
});
