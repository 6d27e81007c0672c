// The launcher as the owner meets it, in both browsers. Its shadow root is closed, and neither
// Playwright's nor puppeteer's selectors enter a closed root: it is read from the content
// scripts' isolated world of its tab (run there from an extension page through
// scripting.executeScript), where the browser hands extensions the closed root (Chrome:
// chrome.dom.openOrClosedShadowRoot; Firefox: element.openOrClosedShadowRoot), and clicked with
// a real mouse click where the button shows.
import { eventually, type BrowserUnderTest, type TestPage } from './driver.ts';
import { tabIdOf } from './flows.ts';
import { LAUNCHER } from './panel.ts';

// In extension pages Firefox offers `browser`, Chrome `chrome`; in content scripts Chrome alone
// has `chrome.dom`. Both have the calls used here.
declare const chrome: {
  dom?: { openOrClosedShadowRoot(element: HTMLElement): ShadowRoot | null };
  runtime: { onMessage: { addListener(listener: (message: { type?: string }, sender: { tab?: { id?: number } }) => void): void } };
  scripting: {
    executeScript(injection: { target: { tabId: number }; args: unknown[]; func: (...args: never[]) => unknown }): Promise<{ result?: unknown }[]>;
  };
};

export interface LauncherSeen {
  /** Whether the page's own scripts see its shadow root (`host.shadowRoot`). */
  openToPage: boolean;
  label: string;
  ariaLabel: string | null;
  /** It carries the dot: a draft of what the page shows waits, or the page shows one. */
  draft: boolean;
  /** What accessibility checks need of the button (axe cannot see into a closed root). */
  button: { tag: string; type: string; role: string | null; disabled: boolean; tabIndex: number; color: string; background: string };
  /** The note beside the button: null while hidden. */
  note: string | null;
  noteRole: string | null;
  /** The button's centre in the viewport's CSS pixels. */
  centre: { x: number; y: number };
  /** Text the page's styles generate on the host (`::before`, `::after`). */
  hostContent: string[];
}

/**
 * Every element named like the launcher (or `tag`, another of Inplace's on-page controls) in the
 * tab (the page may add its own), in document order.
 */
export async function launchersIn(extensionPage: TestPage, tab: TestPage, tag = LAUNCHER): Promise<LauncherSeen[]> {
  const tabId = await tabIdOf(extensionPage, await tab.evaluate(() => location.href));
  return extensionPage.evaluate(
    async ({ tabId, tag }) => {
      const api = (globalThis as unknown as { browser?: typeof chrome }).browser ?? chrome;
      const [injection] = await api.scripting.executeScript({
        target: { tabId },
        args: [tag],
        func: (tag: string) => {
          type Host = HTMLElement & { openOrClosedShadowRoot?: ShadowRoot | null };
          const rootOf = (host: Host) => chrome.dom?.openOrClosedShadowRoot(host) ?? host.openOrClosedShadowRoot ?? null;
          return [...document.querySelectorAll<Host>(tag)].map((host) => {
            const root = rootOf(host);
            const button = root?.querySelector('button');
            const note = root?.querySelector('p');
            const rect = button?.getBoundingClientRect();
            const style = button ? getComputedStyle(button) : null;
            return {
              openToPage: host.shadowRoot !== null,
              label: button?.textContent ?? '',
              ariaLabel: button?.getAttribute('aria-label') ?? null,
              draft: button?.classList.contains('draft') ?? false,
              button: {
                tag: button?.localName ?? '',
                type: button?.type ?? '',
                role: button?.getAttribute('role') ?? null,
                disabled: button?.disabled ?? true,
                tabIndex: button?.tabIndex ?? -1,
                color: style?.color ?? '',
                background: style?.backgroundColor ?? '',
              },
              note: !note || note.hidden ? null : note.textContent,
              noteRole: note?.getAttribute('role') ?? null,
              centre: rect ? { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 } : { x: NaN, y: NaN },
              hostContent: ['::before', '::after'].map((pseudo) => getComputedStyle(host, pseudo).content).filter((content) => !['none', 'normal', ''].includes(content)),
            };
          });
        },
      });
      return injection?.result as LauncherSeen[];
    },
    { tabId, tag },
  );
}

/** The tab's launcher, the one and only. */
export async function launcherState(extensionPage: TestPage, tab: TestPage): Promise<LauncherSeen> {
  const all = await launchersIn(extensionPage, tab);
  if (all.length !== 1) throw new Error(`${all.length} launchers in the tab`);
  return all[0]!;
}

/** A real mouse click at the centre of the launcher's button. */
export async function clickLauncher(extensionPage: TestPage, tab: TestPage): Promise<void> {
  const { centre } = await launcherState(extensionPage, tab);
  await tab.clickAt(centre.x, centre.y);
}

/** Waits until the launcher's note shows, and returns what it says. */
export async function launcherNote(extensionPage: TestPage, tab: TestPage): Promise<string> {
  let note: string | null = null;
  await eventually(async () => (note = (await launcherState(extensionPage, tab)).note) !== null, 'the launcher to show its note');
  return note!;
}

/**
 * Starts keeping, in `extensionPage`, the id of the tab of every request to open the panel that a
 * content script sends: every extension page hears a content script's messages, in the order
 * sent. Pair with `openRequestsHeard`.
 */
export async function listenForOpenRequests(extensionPage: TestPage): Promise<void> {
  await extensionPage.evaluate(() => {
    const api = (globalThis as unknown as { browser?: typeof chrome }).browser ?? chrome;
    const heard: number[] = ((globalThis as unknown as { openRequests: number[] }).openRequests = []);
    // Returns nothing: the background's answer stays the only one.
    api.runtime.onMessage.addListener((message, sender) => {
      if (message?.type === 'content/open-panel') heard.push(sender.tab?.id ?? -1);
    });
  });
}

/** The tabs whose requests to open the panel `extensionPage` heard so far. */
export function openRequestsHeard(extensionPage: TestPage): Promise<number[]> {
  return extensionPage.evaluate(() => [...(globalThis as unknown as { openRequests: number[] }).openRequests]);
}

export interface AccessibleNode {
  role: string;
  name: string;
  focusable: boolean;
}

/**
 * Chromium: the buttons of the tab as assistive technology gets them, from the browser's own
 * accessibility tree (built from what renders, closed shadow roots included), over DevTools.
 */
export async function accessibleButtons(browser: BrowserUnderTest, tab: TestPage): Promise<AccessibleNode[]> {
  type AxNode = { ignored: boolean; role?: { value: string }; name?: { value: string }; properties?: { name: string; value: { value: unknown } }[] };
  type Cdp = { send(method: string): Promise<{ nodes: AxNode[] }>; detach(): Promise<void> };
  const { context } = browser as unknown as { context: { newCDPSession(page: unknown): Promise<Cdp> } };
  const cdp = await context.newCDPSession((tab as unknown as { page: unknown }).page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    return nodes
      .filter((node) => !node.ignored && node.role?.value === 'button')
      .map((node) => ({
        role: node.role!.value,
        name: node.name?.value ?? '',
        focusable: node.properties?.some((property) => property.name === 'focusable' && property.value.value === true) ?? false,
      }));
  } finally {
    await cdp.detach();
  }
}

/**
 * The text of the first element matching `selector` inside the closed root of the control `host`
 * in the tab, read from the content scripts' world; null when there is none, or it is hidden.
 */
export async function closedRootText(extensionPage: TestPage, tab: TestPage, host: string, selector: string): Promise<string | null> {
  const tabId = await tabIdOf(extensionPage, await tab.evaluate(() => location.href));
  return extensionPage.evaluate(
    async ({ tabId, host, selector }) => {
      const api = (globalThis as unknown as { browser?: typeof chrome }).browser ?? chrome;
      const [injection] = await api.scripting.executeScript({
        target: { tabId },
        args: [host, selector],
        func: (host: string, selector: string) => {
          type Host = HTMLElement & { openOrClosedShadowRoot?: ShadowRoot | null };
          const element = document.querySelector<Host>(host);
          const root = element ? (chrome.dom?.openOrClosedShadowRoot(element) ?? element.openOrClosedShadowRoot ?? null) : null;
          const found = root?.querySelector<HTMLElement>(selector);
          return found && !found.hidden ? found.textContent : null;
        },
      });
      return (injection?.result ?? null) as string | null;
    },
    { tabId, host, selector },
  );
}
