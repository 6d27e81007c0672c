// Relays the side panel's live preview to the content script of the document it was made for.
// The tab may have moved on since (another page, another site): then nothing is shown.
import { browser } from 'wxt/browser';
import { EDITING_NOT_IN_PAGE, type MessagesGone, type PageDraft, type PreviewCommand } from '../messages/to-content-script';
import type { PreviewDocument } from '../messages/protocol';
import { textPatch } from '../messages/text-patch';
import { getSite } from '../vault/site-store';
import { injectEditingScript } from './editing-script';
import { recallTab } from './tab-contexts';

type DesignCommand = Extract<PreviewCommand, { type: 'preview/css' | 'preview/block' | 'preview/menu' }>;

/** Per tab, the draft its page shows: the next one goes as the stretch that changed. */
interface ShownDraft extends PreviewDocument {
  html: string;
  version: number;
}
const shownDrafts = new Map<number, ShownDraft>();
let lastVersion = 0;

/**
 * Per tab, the commands in the order they came: the panel sends while it types and does not
 * wait, and a patch must reach the page after the draft it changes, a clear after the draft.
 */
const turns = new Map<number, Promise<unknown>>();

function inTurn<T>(tabId: number, job: () => Promise<T>): Promise<T> {
  const done = (turns.get(tabId) ?? Promise.resolve()).then(job);
  const settled = done.catch(() => {});
  turns.set(tabId, settled);
  void settled.then(() => turns.get(tabId) === settled && turns.delete(tabId));
  return done;
}

async function previewAllowed(tabId: number): Promise<boolean> {
  const context = await recallTab(tabId);
  const site = context && (await getSite(context.site.origin));
  return Boolean(site && !site.previewOff);
}

const sameDocument = (a: PreviewDocument, b: PreviewDocument) => a.tabId === b.tabId && a.url === b.url && a.documentId === b.documentId;

/**
 * Shows a page's or entry's draft in its page, unless the owner turned the live preview off for
 * the page's site. A draft after the one the page shows goes as what changed; should the page
 * not have that one (it reloaded, the preview was cleared), the whole draft follows.
 */
export function showPageDraft(to: PreviewDocument, draft: PageDraft): Promise<boolean> {
  return inTurn(to.tabId, async () => {
    if (!(await previewAllowed(to.tabId))) return false;
    const last = shownDrafts.get(to.tabId);
    const version = ++lastVersion;
    shownDrafts.delete(to.tabId);
    const patched = last && sameDocument(last, to)
      && (await sendToPage(to, { type: 'preview/patch', onto: last.version, version, patch: textPatch(last.html, draft.html), ...(draft.words && { words: draft.words }) }));
    const shown = patched || (await sendToPage(to, { ...draft, version }));
    if (shown) shownDrafts.set(to.tabId, { ...to, html: draft.html, version });
    return shown;
  });
}

/** Shows a part of the design (the site's CSS, a global block, a menu) as it is edited, unless the owner turned the preview off. */
export function showDesign(to: PreviewDocument, command: DesignCommand): Promise<boolean> {
  return inTurn(to.tabId, async () => (await previewAllowed(to.tabId)) && sendToPage(to, command));
}

/** Sends a command that must reach the page after the ones sent before it (Point to edit's states). */
export function sendInOrder(to: PreviewDocument, command: PreviewCommand): Promise<boolean> {
  return inTurn(to.tabId, () => sendToPage(to, command));
}

/** Puts the page back as it was. */
export function clearPreview(to: PreviewDocument): Promise<boolean> {
  return inTurn(to.tabId, () => {
    shownDrafts.delete(to.tabId);
    return sendToPage(to, { type: 'preview/clear' });
  });
}

/** A closed tab's draft is not kept. */
export function forgetPreview(tabId: number): void {
  shownDrafts.delete(tabId);
}

/** Whether the tab still shows the document the panel worked on (its site's, as it reported). */
export async function stillShows(to: PreviewDocument): Promise<boolean> {
  const context = await recallTab(to.tabId);
  return Boolean(context && context.url === to.url && context.documentId === to.documentId);
}

/**
 * Sends a command to the document the panel worked on, if the tab still shows it. The first one
 * that shows something there puts the editing script in (the content script asks for it) and goes again.
 */
export async function sendToPage(to: PreviewDocument, command: PreviewCommand | MessagesGone): Promise<boolean> {
  // Only tabs of registered sites have our content script listening, and only as they were.
  if (!(await stillShows(to))) return false;
  // Addressed to the document itself where the browser can: a page that replaced it in the
  // meantime (even at the same address) does not get it.
  const target = (to.documentId ? { documentId: to.documentId } : { frameId: 0 }) as { frameId?: number };
  const send = () => browser.tabs.sendMessage(to.tabId, command, target).catch(() => false);
  let answer: unknown = await send();
  if (answer === EDITING_NOT_IN_PAGE) answer = (await injectEditingScript(to)) && (await send());
  // false also where the tab navigated away or is reloading: nothing to show it in.
  return answer !== EDITING_NOT_IN_PAGE && Boolean(answer);
}
