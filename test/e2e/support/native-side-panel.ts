// Chromium's own side panel, the one the owner opens from the launcher: Playwright does not list
// it among pages, so it is reached through the DevTools protocol (a session attached to its
// target) to read it and type into it as a user would.
import { pollUntil, type BrowserUnderTest, type TestPage } from './driver.ts';

interface CdpSession {
  send(method: string, params?: object): Promise<any>;
  on(event: string, listener: (event: any) => void): void;
}
interface ChromiumContext {
  pages(): unknown[];
  newCDPSession(page: unknown): Promise<CdpSession>;
  serviceWorkers(): { url(): string; evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> }[];
}

/** Chromium: runs `fn(arg)` in the extension's service worker, with the extension's APIs (tabs as the owner moves between them). */
export async function inBackground<R, A>(browser: BrowserUnderTest, fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
  const context = (browser as unknown as { context: ChromiumContext }).context;
  const worker = context.serviceWorkers().find((candidate) => candidate.url().startsWith(browser.extensionBase));
  if (!worker) throw new Error('the extension has no service worker running');
  return worker.evaluate(fn, arg);
}

export interface NativeSidePanel {
  /** Runs `fn(arg)` in the panel and returns its (JSON) result. */
  evaluate<R, A = undefined>(fn: (arg: A) => R, arg?: A): Promise<R>;
  waitFor<A = undefined>(fn: (arg: A) => unknown, arg?: A, timeoutMs?: number): Promise<void>;
  /** Focuses the element matching `selector`, puts the caret at its end and types `text` there. */
  typeAtEnd(selector: string, text: string): Promise<void>;
  /** A real mouse click (a user gesture) at the middle of the element matching `selector`. */
  click(selector: string): Promise<void>;
  /** Pastes `text` into the element matching `selector`, as Ctrl+V from the clipboard does: in one input. */
  paste(selector: string, text: string): Promise<void>;
}

/** Waits for the native side panel to open (after a click on the launcher) and attaches to it. */
export async function nativeSidePanel(browser: BrowserUnderTest, timeoutMs = 10_000): Promise<NativeSidePanel> {
  const context = (browser as unknown as { context: ChromiumContext }).context;
  const cdp = await context.newCDPSession(context.pages()[0]);
  const url = `${browser.extensionBase}sidepanel.html`;
  const deadline = Date.now() + timeoutMs;
  let targetId: string | undefined;
  while (!targetId) {
    const { targetInfos } = await cdp.send('Target.getTargets');
    targetId = (targetInfos as { targetId: string; url: string }[]).find((target) => target.url === url)?.targetId;
    if (!targetId && Date.now() > deadline) throw new Error('the side panel did not open');
    if (!targetId) await new Promise((r) => setTimeout(r, 50));
  }
  const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: false });
  let nextId = 0;
  const waiting = new Map<number, (reply: { result?: any; error?: { message: string } }) => void>();
  cdp.on('Target.receivedMessageFromTarget', (event: { sessionId: string; message: string }) => {
    if (event.sessionId !== sessionId) return;
    const reply = JSON.parse(event.message);
    waiting.get(reply.id)?.(reply);
    waiting.delete(reply.id);
  });
  const call = (method: string, params: object) =>
    new Promise<any>((resolve, reject) => {
      const id = ++nextId;
      waiting.set(id, (reply) => (reply.error ? reject(new Error(reply.error.message)) : resolve(reply.result)));
      void cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) }).catch(reject);
    });

  const run = async (expression: string): Promise<unknown> => {
    const reply = await call('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true });
    if (reply.exceptionDetails) throw new Error(reply.exceptionDetails.exception?.description ?? reply.exceptionDetails.text);
    return reply.result.value;
  };
  const source = (fn: Function, arg: unknown) => `(${String(fn)})(${JSON.stringify(arg) ?? 'undefined'})`;

  return {
    evaluate: (fn, arg) => run(source(fn, arg)) as never,
    waitFor: (fn, arg, ms = 10_000) => pollUntil(run, fn, arg, ms),
    async typeAtEnd(selector, text) {
      await run(source((s: string) => {
        const field = document.querySelector(s) as HTMLInputElement;
        field.focus();
        field.setSelectionRange(field.value.length, field.value.length);
      }, selector));
      for (const key of text) {
        await call('Input.dispatchKeyEvent', { type: 'keyDown', key, text: key });
        await call('Input.dispatchKeyEvent', { type: 'keyUp', key });
      }
    },
    async click(selector) {
      const { x, y } = (await run(source((s: string) => {
        const element = document.querySelector(s)!;
        element.scrollIntoView({ block: 'center' });
        const box = element.getBoundingClientRect();
        return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
      }, selector))) as { x: number; y: number };
      for (const type of ['mousePressed', 'mouseReleased']) await call('Input.dispatchMouseEvent', { type, x, y, button: 'left', clickCount: 1 });
    },
    async paste(selector, text) {
      await run(source((s: string) => (document.querySelector(s) as HTMLInputElement).focus(), selector));
      await call('Input.insertText', { text });
    },
  };
}

/** Waits until no native side panel is left (one just closed may still be listed for a moment). */
export async function nativeSidePanelGone(browser: BrowserUnderTest, timeoutMs = 10_000): Promise<void> {
  const context = (browser as unknown as { context: ChromiumContext }).context;
  const cdp = await context.newCDPSession(context.pages()[0]);
  const url = `${browser.extensionBase}sidepanel.html`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { targetInfos } = await cdp.send('Target.getTargets');
    if (!(targetInfos as { url: string }[]).some((target) => target.url === url)) break;
    if (Date.now() > deadline) throw new Error('the side panel did not close');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Chromium: closes the native side panel in every window, and says whether one was open. In
 * Chromium a script injected from a test's evaluate carries that evaluate's user gesture, so a
 * valid `content/open-panel` (or a real click on the launcher) really opens the panel, which then
 * follows the active tab; closing it keeps later tests' request logs their own. null in Firefox,
 * whose sidebar a content script cannot open.
 */
export async function closeNativeSidePanel(extensionPage: TestPage): Promise<boolean | null> {
  return extensionPage.evaluate(async () => {
    type SidePanelApi = { close?(options: { windowId: number }): Promise<void> };
    const api = globalThis as unknown as { chrome?: { sidePanel?: SidePanelApi; windows?: { getAll(): Promise<{ id?: number }[]> } } };
    const sidePanel = api.chrome?.sidePanel;
    if (!sidePanel?.close || !api.chrome?.windows) return null;
    let closed = false;
    for (const window of await api.chrome.windows.getAll()) {
      if (window.id === undefined) continue;
      try {
        await sidePanel.close({ windowId: window.id });
        closed = true;
      } catch {
        // No panel open in that window.
      }
    }
    return closed;
  });
}
