// The content script: tells the background what this page is, shows the launcher on pages of
// a registered site, and hands the live preview and Point to edit it is sent to the editing
// script (editing-in-page.ts), which comes with the panel. It holds no token and calls no API.
import { browser } from 'wxt/browser';
import { t } from '../i18n';
import { sendFromContentScript } from '../messages/send';
import { EDITING_NOT_IN_PAGE } from '../messages/to-content-script';
import { editingInPage, pointModeListening } from './editing-in-page';
import { mountCommentControls } from './comment-controls';
import { draftShownState, mountLauncher } from './launcher';
import { takeAltClicks } from './alt-click';
import { showClickNote } from './click-note';
import { holdClick } from './held-click';
import { asMessagesGone, removeMessages } from './page-messages';
import { readPageFacts } from './page-facts';

/** The copy of this script running in the page, kept on the isolated world's global (the page cannot see it). */
const RUNNING = Symbol.for('inplace.content-script');

interface Running {
  alive(): boolean;
  stop(): void;
}

function extensionConnected(): boolean {
  try {
    return browser.runtime?.id != null;
  } catch {
    // Firefox: the copy of an extension that was removed or updated is a dead object.
    return false;
  }
}

function isAlive(running: Running): boolean {
  try {
    return running.alive();
  } catch {
    return false;
  }
}

/**
 * Starts the content script once per page. A page can get it twice: from its registration and
 * from the background, which starts it in tabs that loaded before the registration was back
 * (after a browser restart, an install or an update). A copy that finds another one alive does
 * nothing; one that finds a copy left by an extension that went away takes its place.
 *
 * `invalidated` is WXT's context signal: WXT aborts it when another copy starts (which then
 * does nothing, see above) as well as when the extension goes away; only the latter ends this copy.
 */
export function startContentScript(invalidated: AbortSignal): Promise<void> {
  const world = globalThis as { [RUNNING]?: Running };
  const running = world[RUNNING];
  if (running && isAlive(running)) return Promise.resolve();
  try {
    running?.stop();
  } catch {
    // Gone with its extension.
  }
  const life = new AbortController();
  world[RUNNING] = { alive: () => !life.signal.aborted && extensionConnected(), stop: () => life.abort() };
  invalidated.addEventListener('abort', () => {
    if (!extensionConnected()) life.abort();
  });
  return run(life.signal).then(
    (staying) => {
      // Nothing left on the page: a later copy may start afresh.
      if (!staying) life.abort();
    },
    (error: unknown) => {
      life.abort();
      throw error;
    },
  );
}

/** Returns whether it stays on the page (false: not one of the owner's sites, or stopped). */
async function run(signal: AbortSignal): Promise<boolean> {
  // A page loaded ahead of a click (prerendered) is no tab's page yet: it says hello once shown.
  if ((document as { prerendering?: boolean }).prerendering) {
    await new Promise((shown) => document.addEventListener('prerenderingchange', shown, { once: true, signal }));
    if (signal.aborted) return false;
  }
  // The comments' controls, only while the panel shows this entry's comments: otherwise they
  // would sit on every comment for nothing.
  let picks: AbortController | null = null;
  const showCommentPicks = (on: boolean, commentControls: boolean): boolean => {
    if (!on || !commentControls) {
      picks?.abort();
      picks = null;
      return false;
    }
    if (picks) return true;
    picks = new AbortController();
    return mountCommentControls(document, (commentId) => void sendFromContentScript({ type: 'content/pick-comment', commentId }).catch(() => {}), picks.signal) > 0;
  };
  // Whether the page shows a draft now: the launcher says so while it does.
  const draftShown = draftShownState();
  const follow = (type: string, command: Record<string, unknown>, { commentControls }: { commentControls?: boolean }): boolean | typeof EDITING_NOT_IN_PAGE => {
    if (type === 'preview/comment-picks') return showCommentPicks(command.on === true && Object.keys(command).length === 2, commentControls === true);
    const editing = editingInPage();
    // Putting the page back, or pointing off, needs no script that is not there.
    if (!editing) return type === 'preview/clear' || command.on === false ? draftShown.heard(type, false) : EDITING_NOT_IN_PAGE;
    return draftShown.heard(type, editing.follow(command));
  };
  signal.addEventListener('abort', () => (showCommentPicks(false, false), editingInPage()?.stop()), { once: true });

  const hello = () => sendFromContentScript({ type: 'content/hello', ...readPageFacts(document), loadedFrom: loadedFrom() });
  // The background remembers this page, and the panel may send to it, before the hello's answer
  // is back here: the listener comes first, and answers once the answer is in.
  const answered = hello();
  // Answered through sendResponse, as both browsers take it without a polyfill (the content
  // script carries none: build/without-polyfill.ts); `true` keeps the answer open meanwhile.
  const onMessage = (message: unknown, sender: { id?: string; tab?: unknown }, sendResponse: (answer: boolean | typeof EDITING_NOT_IN_PAGE) => void): true | undefined => {
    // Only the background talks to us: our own extension, not from a tab.
    if (sender.id !== browser.runtime.id || sender.tab) return;
    const gone = asMessagesGone(message);
    const type = (message as { type?: unknown } | null)?.type;
    if (!gone && !(typeof type === 'string' && type.startsWith('preview/'))) return;
    void answered.then(
      (reply) => sendResponse(!reply.registered || signal.aborted ? false : gone ? removeMessages(document, gone) : follow(type as string, message as Record<string, unknown>, reply)),
      () => sendResponse(false),
    );
    return true;
  };
  browser.runtime.onMessage.addListener(onMessage);
  signal.addEventListener('abort', () => browser.runtime.onMessage.removeListener(onMessage), { once: true });
  const reply = await answered;
  if (!reply.registered || signal.aborted) return false;
  // Back or Forward brings the page back as it was (the back/forward cache), but the background
  // forgot the tab when it left: this page says hello again.
  window.addEventListener('pageshow', (event) => event.persisted && void hello().catch(() => {}), { signal });

  // Alt+click with the panel closed opens it at that spot, never the browser's own Alt+click.
  takeAltClicks(window, pointModeListening, (click, at) => {
    holdClick(click);
    void sendFromContentScript({ type: 'content/open-panel' }).then(
      ({ opened }) => showClickNote(window, at.x, at.y, t(opened ? 'point_opened_note' : 'point_open_hint'), signal),
      () => {},
    );
  }, signal);

  // The launcher goes on the page as soon as the background has answered. The script runs once
  // the page's document is complete, and a button fixed in a corner shifts nothing; drawn now, it
  // shares a frame the page draws anyway. Waiting for an idle moment gave it a frame of its own:
  // about 1 ms more of the page's main thread on every load (the bench's page loads, run by run).
  if (reply.launcher.show) {
    const shown = mountLauncher(document, reply.launcher.label, reply.launcher.aria, async () => {
      const { opened } = await sendFromContentScript({ type: 'content/open-panel' });
      // Firefox opens its sidebar only from its own buttons and shortcuts: say which.
      shown.say(opened ? '' : t('launcher_firefox_hint'));
    }, signal, reply.launcher.tip, reply.launcher.draft, t('launcher_preview'));
    draftShown.mounted(shown);
  }
  return true;
}

/** The address this document was loaded from, whatever the page's script did to the address bar since. */
function loadedFrom(): string {
  const navigation = performance.getEntriesByType('navigation')[0];
  return navigation?.name || location.href;
}
