// @vitest-environment happy-dom
// The background relays the panel's drafts to the tab: the first whole, each next one as the
// stretch that changed, in the order the panel sent them. The "tab" here is a page whose content
// script answers as the real one does (it hands the command to the editing script, or asks for
// it), reached through a JSON round trip as the browsers' messaging; putting the script in makes
// the editing script's own preview in that page.
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createEditing } from '@/src/content/editing-start';
import type { InPageEditing } from '@/src/content/editing-in-page';
import { EDITING_NOT_IN_PAGE, type PageDraft } from '@/src/messages/to-content-script';
import type { PreviewDocument, TabContext } from '@/src/messages/protocol';
import { deleteSite, listSites, putSite } from '@/src/vault/site-store';

const ORIGIN = 'https://studio.example';
const URL_SHOWN = `${ORIGIN}/index/0-2`;
const ORIGINAL = '<p>First paragraph.</p><p>Second paragraph.</p>';
const to: PreviewDocument = { tabId: 7, url: URL_SHOWN, documentId: 'doc-1' };
const draft = (html: string): PageDraft => ({ type: 'preview/show', kind: 'page', html, originalHtml: ORIGINAL });

/** The tab: a page with the content script; what it was sent, as it arrived, and the scripts put in. */
function openTab() {
  document.body.innerHTML = `<header>Studio</header><div id="content">${ORIGINAL}</div><footer>©</footer>`;
  let editing: InPageEditing | null = null;
  const received: Record<string, unknown>[] = [];
  const injected: unknown[] = [];
  vi.spyOn(fakeBrowser.tabs, 'sendMessage').mockImplementation((async (_tabId: number, message: unknown) => {
    const arrived = JSON.parse(JSON.stringify(message)) as Record<string, unknown>;
    received.push(arrived);
    // Another message's turn may come while this one is on its way.
    await new Promise((resolve) => setTimeout(resolve, 1));
    if (editing) return editing.follow(arrived);
    return arrived.type === 'preview/clear' ? false : EDITING_NOT_IN_PAGE;
  }) as never);
  vi.spyOn(fakeBrowser.scripting, 'executeScript').mockImplementation((async (injection: unknown) => {
    injected.push(injection);
    editing ??= createEditing(document);
    return [];
  }) as never);
  return {
    received,
    injected,
    content: () => document.querySelector('#content')!.innerHTML,
    /** The scripts start again in the same document: they have no draft. */
    restartScript: () => void (editing = createEditing(document)),
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
    expect(tab.received.map((message) => message.type)).toEqual(['preview/show', 'preview/show', 'preview/patch', 'preview/patch']);
    expect(tab.received[2]).toMatchObject({ patch: { removed: 0, inserted: ' more' } });
    expect(JSON.stringify(tab.received[3]).length).toBeLessThan(120);
  });

  test('the first draft puts the editing script into that very document, once, and goes again', async () => {
    const tab = openTab();
    expect(await showPageDraft(to, draft('<p>One.</p>'))).toBe(true);
    expect(await showPageDraft(to, draft('<p>One, two.</p>'))).toBe(true);
    expect(tab.injected).toEqual([{ target: { tabId: 7, documentIds: ['doc-1'] }, files: ['/editing.js'] }]);
    expect(tab.received.map((message) => message.type)).toEqual(['preview/show', 'preview/show', 'preview/patch']);
    expect(tab.content()).toBe('<p>One, two.</p>');
  });

  test('putting the page back needs no script: a clear before any draft puts nothing in', async () => {
    const tab = openTab();
    expect(await clearPreview(to)).toBe(false);
    expect(tab.injected).toEqual([]);
  });

  test('a tab that lost the draft (its script started again) is sent the whole draft, and shows it', async () => {
    const tab = openTab();
    await showPageDraft(to, draft('<p>One.</p>'));
    tab.restartScript();
    expect(await showPageDraft(to, draft('<p>One, two.</p>'))).toBe(true);
    expect(tab.received.map((message) => message.type)).toEqual(['preview/show', 'preview/show', 'preview/patch', 'preview/show']);
    expect(tab.content()).toBe('<p>One, two.</p>');
  });

  test('after the page went back, the next draft goes whole', async () => {
    const tab = openTab();
    await showPageDraft(to, draft('<p>One.</p>'));
    await clearPreview(to);
    expect(tab.content()).toBe(ORIGINAL);
    await showPageDraft(to, draft('<p>One, two.</p>'));
    expect(tab.received.map((message) => message.type)).toEqual(['preview/show', 'preview/show', 'preview/clear', 'preview/show']);
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
