// @vitest-environment happy-dom
// The background relays the panel's drafts to the tab: the first whole, each next one as the
// stretch that changed, in the order the panel sent them. The "tab" here is the content
// script's own preview in a page, reached through a JSON round trip as the browsers' messaging.
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { asPreviewCommand, createPreview } from '@/src/content/preview';
import type { PageDraft } from '@/src/messages/to-content-script';
import type { PreviewDocument, TabContext } from '@/src/messages/protocol';
import { deleteSite, listSites, putSite } from '@/src/vault/site-store';

const ORIGIN = 'https://studio.example';
const URL_SHOWN = `${ORIGIN}/index/0-2`;
const ORIGINAL = '<p>First paragraph.</p><p>Second paragraph.</p>';
const to: PreviewDocument = { tabId: 7, url: URL_SHOWN, documentId: 'doc-1' };
const draft = (html: string): PageDraft => ({ type: 'preview/show', kind: 'page', html, originalHtml: ORIGINAL });

/** The tab: a page with the content script's preview; what it was sent, as it arrived. */
function openTab() {
  document.body.innerHTML = `<header>Studio</header><div id="content">${ORIGINAL}</div><footer>©</footer>`;
  let preview = createPreview(document);
  const received: Record<string, unknown>[] = [];
  vi.spyOn(fakeBrowser.tabs, 'sendMessage').mockImplementation((async (_tabId: number, message: unknown) => {
    const arrived = JSON.parse(JSON.stringify(message)) as Record<string, unknown>;
    received.push(arrived);
    // Another message's turn may come while this one is on its way.
    await new Promise((resolve) => setTimeout(resolve, 1));
    const command = asPreviewCommand(arrived);
    if (command?.type === 'preview/show') return preview.show(command);
    if (command?.type === 'preview/patch') return preview.patch(command);
    if (command?.type === 'preview/clear') return preview.clear();
    return false;
  }) as never);
  return {
    received,
    content: () => document.querySelector('#content')!.innerHTML,
    /** The content script starts again in the same document: it has no draft. */
    restartScript: () => void (preview = createPreview(document)),
  };
}

// Fresh modules each time: what the background remembers of a tab must not carry over.
let showPageDraft: typeof import('@/src/background/preview').showPageDraft;
let clearPreview: typeof import('@/src/background/preview').clearPreview;

beforeEach(async () => {
  fakeBrowser.reset();
  vi.resetModules();
  ({ showPageDraft, clearPreview } = await import('@/src/background/preview'));
  const { rememberTab } = await import('@/src/background/tab-contexts');
  for (const site of await listSites()) await deleteSite(site.origin);
  await putSite({ origin: ORIGIN, apiBase: `${ORIGIN}/uapi`, label: 'studio', token: 't', addedAt: 1 });
  await rememberTab({
    tabId: 7, url: URL_SHOWN, documentId: 'doc-1', site: { origin: ORIGIN, label: 'studio', apiBase: `${ORIGIN}/uapi` },
    blocks: [], parts: [], resource: { kind: 'page', id: 2 },
  } as unknown as TabContext);
});

describe('the live preview between background and tab', () => {
  test('the first draft goes whole, the next ones as what changed, and the tab shows each', async () => {
    const tab = openTab();
    expect(await showPageDraft(to, draft('<p>First paragraph, typed.</p><p>Second paragraph.</p>'))).toBe(true);
    expect(await showPageDraft(to, draft('<p>First paragraph, typed more.</p><p>Second paragraph.</p>'))).toBe(true);
    expect(await showPageDraft(to, draft('<p>First paragraph, typed more.</p><p>Second paragraph!</p>'))).toBe(true);
    expect(tab.content()).toBe('<p>First paragraph, typed more.</p><p>Second paragraph!</p>');
    expect(tab.received.map((message) => message.type)).toEqual(['preview/show', 'preview/patch', 'preview/patch']);
    expect(tab.received[1]).toMatchObject({ patch: { removed: 0, inserted: ' more' } });
    expect(JSON.stringify(tab.received[2]).length).toBeLessThan(120);
  });

  test('a tab that lost the draft (its script started again) is sent the whole draft, and shows it', async () => {
    const tab = openTab();
    await showPageDraft(to, draft('<p>One.</p>'));
    tab.restartScript();
    expect(await showPageDraft(to, draft('<p>One, two.</p>'))).toBe(true);
    expect(tab.received.map((message) => message.type)).toEqual(['preview/show', 'preview/patch', 'preview/show']);
    expect(tab.content()).toBe('<p>One, two.</p>');
  });

  test('after the page went back, the next draft goes whole', async () => {
    const tab = openTab();
    await showPageDraft(to, draft('<p>One.</p>'));
    await clearPreview(to);
    expect(tab.content()).toBe(ORIGINAL);
    await showPageDraft(to, draft('<p>One, two.</p>'));
    expect(tab.received.map((message) => message.type)).toEqual(['preview/show', 'preview/clear', 'preview/show']);
    expect(tab.content()).toBe('<p>One, two.</p>');
  });

  test('drafts and a clear sent without waiting reach the tab in the order they were sent', async () => {
    const tab = openTab();
    const sent = [
      showPageDraft(to, draft('<p>A</p>')),
      showPageDraft(to, draft('<p>AB</p>')),
      showPageDraft(to, draft('<p>ABC</p>')),
    ];
    expect(await Promise.all(sent)).toEqual([true, true, true]);
    expect(tab.content()).toBe('<p>ABC</p>');
    await Promise.all([showPageDraft(to, draft('<p>ABCD</p>')), clearPreview(to)]);
    expect(tab.content()).toBe(ORIGINAL);
  });

  test('a page the tab no longer shows, or a site with the preview off, is sent nothing', async () => {
    const tab = openTab();
    expect(await showPageDraft({ ...to, url: `${ORIGIN}/index/0-3` }, draft('<p>Elsewhere</p>'))).toBe(false);
    await putSite({ origin: ORIGIN, apiBase: `${ORIGIN}/uapi`, label: 'studio', token: 't', addedAt: 1, previewOff: true });
    expect(await showPageDraft(to, draft('<p>Off</p>'))).toBe(false);
    expect(tab.received).toEqual([]);
    expect(tab.content()).toBe(ORIGINAL);
  });
});
