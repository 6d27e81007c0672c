// The launcher against the page it sits on: the site's own scripts, even ones that ran first and
// replaced the DOM's methods, cannot read it, press it, relabel it or pass a look-alike off as
// it; the owner's real click and key still work.
import { describe, expect, test } from 'vitest';
import { BROWSERS } from './support/browsers.ts';
import { eventually, type TestPage } from './support/driver.ts';
import { CUSTOM_ELEMENT_TRAP, trappedInPage } from './support/custom-element-trap.ts';
import { siteAndBrowser } from './support/fixture.ts';
import { tabIdOf } from './support/flows.ts';
import { clickLauncher, launcherNote, launchersIn, launcherState, listenForOpenRequests, openRequestsHeard } from './support/launcher.ts';
import { closeNativeSidePanel, nativeSidePanel, nativeSidePanelGone } from './support/native-side-panel.ts';
import { LAUNCHER, waitForFieldValue } from './support/panel.ts';

const FIREFOX_HINT = 'Open Inplace with its toolbar button (✎) or Alt+Shift+E.';

interface Hooks {
  /** No launcher was on the page yet when the hooks went in. */
  ranFirst: boolean;
  shadows: string[];
  roots: number;
  created: Element[];
  texts: string[];
  clickListeners: [EventTarget, EventListenerOrEventListenerObject][];
  nativeShadowRoot: (this: Element) => ShadowRoot | null;
}

/**
 * Runs in the page's HTML, before Inplace starts: replaces the DOM methods a content script
 * would call with ones that force shadow roots open and keep whatever passes through them.
 */
function hookTheDom() {
  const hooks: Hooks = { ranFirst: !document.querySelector('span[data-inplace="launcher"]'), shadows: [], roots: 0, created: [], texts: [], clickListeners: [], nativeShadowRoot: Object.getOwnPropertyDescriptor(Element.prototype, 'shadowRoot')!.get! };
  (window as unknown as { hooks: Hooks }).hooks = hooks;
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    hooks.shadows.push(this.localName);
    return attach.call(this, { ...init, mode: 'open' });
  };
  Object.defineProperty(Element.prototype, 'shadowRoot', {
    configurable: true,
    get(this: Element) {
      return hooks.nativeShadowRoot.call(this);
    },
  });
  const create = Document.prototype.createElement;
  Document.prototype.createElement = function (this: Document, ...args: [string, ElementCreationOptions?]) {
    const element = create.apply(this, args);
    hooks.created.push(element);
    return element;
  } as typeof Document.prototype.createElement;
  const append = DocumentFragment.prototype.append;
  DocumentFragment.prototype.append = function (this: DocumentFragment, ...nodes: (Node | string)[]) {
    if (this instanceof ShadowRoot) hooks.roots++;
    return append.apply(this, nodes);
  };
  const text = Object.getOwnPropertyDescriptor(Node.prototype, 'textContent')!;
  Object.defineProperty(Node.prototype, 'textContent', {
    configurable: true,
    get(this: Node) {
      return text.get!.call(this);
    },
    set(this: Node, value: string) {
      hooks.texts.push(String(value));
      text.set!.call(this, value);
    },
  });
  const listen = EventTarget.prototype.addEventListener;
  EventTarget.prototype.addEventListener = function (this: EventTarget, type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) {
    if (type === 'click' && listener) hooks.clickListeners.push([this, listener]);
    return listen.call(this, type, listener, options);
  };
}

/** The site's page 3, with the hooks ahead of everything Inplace does. */
function hostilePage(): string {
  return `${CUSTOM_ELEMENT_TRAP}<h2>Услуги</h2><script>(${String(hookTheDom)})()</script>`;
}

/** What the page reads of the launcher, plainly and through its hooks. */
function pageReads({ tag, words }: { tag: string; words: string[] }) {
  const hooks = (window as unknown as { hooks: Hooks }).hooks;
  const host = document.querySelector(tag)!;
  const selection = getSelection()!;
  selection.selectAllChildren(document.documentElement);
  const selected = selection.toString();
  selection.removeAllRanges();
  const readable = [
    document.documentElement.innerText, document.documentElement.textContent ?? '', selected,
    host.innerHTML, host.shadowRoot?.textContent ?? '', (host as unknown as { getHTML?(options: object): string }).getHTML?.({ serializableShadowRoots: true }) ?? '',
  ].join('\n');
  return {
    ranFirst: hooks.ranFirst,
    hosts: document.querySelectorAll(tag).length,
    shadowRoot: host.shadowRoot !== null,
    nativeShadowRoot: hooks.nativeShadowRoot.call(host) !== null,
    wordsSeen: words.filter((word) => readable.includes(word)),
    // What passed through the page's hooks from Inplace: nothing at all.
    hookedShadows: hooks.shadows,
    hookedRoots: hooks.roots,
    hookedElements: hooks.created.filter((element) => element.matches(tag) || element.getRootNode() instanceof ShadowRoot).length,
    hookedTexts: hooks.texts.filter((text) => words.some((word) => text.includes(word))),
    hookedListeners: hooks.clickListeners.filter(([target]) => (target as Node).getRootNode?.() instanceof ShadowRoot).length,
  };
}

/** Every way a page script has to press the launcher, without the owner. */
function pagePresses({ tag, centre }: { tag: string; centre: { x: number; y: number } }) {
  const host = document.querySelector(tag) as HTMLElement;
  const at = { bubbles: true, composed: true, cancelable: true, view: window, clientX: centre.x, clientY: centre.y };
  // Null while the root is closed; were it open, the button itself.
  const button = host.shadowRoot?.querySelector('button');
  host.click();
  button?.click();
  (document.elementFromPoint(centre.x, centre.y) as HTMLElement | null)?.click();
  for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']) {
    host.dispatchEvent(type.startsWith('pointer') ? new PointerEvent(type, at) : new MouseEvent(type, at));
  }
  host.focus();
  button?.focus();
  for (const key of ['Enter', ' ']) {
    for (const type of ['keydown', 'keypress', 'keyup']) {
      for (const target of [host, button, document.activeElement, document]) target?.dispatchEvent(new KeyboardEvent(type, { key, code: key === ' ' ? 'Space' : key, bubbles: true, composed: true, cancelable: true }));
    }
  }
  // A click listener caught by the hooks would be called with an event that claims to be trusted.
  for (const [target, listener] of (window as unknown as { hooks: Hooks }).hooks.clickListeners) {
    if (!((target as Node).getRootNode?.() instanceof ShadowRoot)) continue;
    const forged = { type: 'click', isTrusted: true, target, currentTarget: target } as unknown as Event;
    if (typeof listener === 'function') listener.call(target, forged);
    else listener.handleEvent(forged);
  }
  return { pointedHost: document.elementFromPoint(centre.x, centre.y)?.matches(tag) ?? false, focused: document.activeElement?.localName };
}

/** A page script's ways to change what the launcher says or where it is. */
function pageRelabels(tag: string) {
  const host = document.querySelector(tag) as HTMLElement;
  host.textContent = 'Pay now';
  host.shadowRoot?.querySelector('button')?.replaceChildren('Pay now');
  host.setAttribute('style', 'display: none !important; left: 0 !important; right: auto !important; transform: scale(3) !important');
  const style = document.createElement('style');
  style.textContent = `${tag} { display: none !important; top: 0 !important; bottom: auto !important; opacity: 0 !important }
    ${tag}::before, ${tag}::after { content: 'Pay now' !important; display: block !important }`;
  document.head.append(style);
  try {
    host.attachShadow({ mode: 'open' });
    return 'attached';
  } catch (error) {
    return (error as Error).name;
  }
}

/** A look-alike in the launcher's place (covering its corner), the real one kept aside. */
function pageSwapsInLookAlike(tag: string) {
  const ours = document.querySelector(tag)!;
  // The same host element, empty: a closed root is not cloned.
  const fake = ours.cloneNode(false) as Element;
  fake.attachShadow({ mode: 'open' }).innerHTML =
    '<style>:host { all: initial !important; position: fixed !important; right: 0 !important; bottom: 0 !important; width: 400px !important; height: 200px !important; z-index: 2147483647 !important }' +
    ' button { width: 100%; height: 100% }</style><button>Edit page</button>';
  fake.shadowRoot!.querySelector('button')!.addEventListener('click', (event) => ((window as unknown as { fakeClicked: boolean }).fakeClicked = event.isTrusted));
  ours.replaceWith(fake);
  (window as unknown as { ours: Element }).ours = ours;
}

function pagePutsBack(tag: string) {
  document.querySelector(tag)!.replaceWith((window as unknown as { ours: Element }).ours);
}

describe.each(BROWSERS)('%s: the launcher against the page', (name) => {
  const setting = siteAndBrowser(name, { siteAdded: true });

  /** The owner's real click has been heard, and its effect shows: the panel (Chrome) or the hint (Firefox). */
  async function answeredOnce(extension: TestPage, tab: TestPage, tabId: number) {
    await eventually(async () => (await openRequestsHeard(extension)).length > 0, 'a request to open the panel');
    // One content script's requests arrive in the order sent: an earlier one would be first.
    expect(await openRequestsHeard(extension)).toEqual([tabId]);
    if (name === 'firefox') {
      expect(await launcherNote(extension, tab)).toBe(FIREFOX_HINT);
      return;
    }
    const panel = await nativeSidePanel(setting.browser);
    await panel.waitFor(() => document.body?.innerText.includes('this tab shows a page'));
    expect(await closeNativeSidePanel(extension)).toBe(true);
    expect((await launcherState(extension, tab)).note).toBeNull();
  }

  test('a page script that ran first cannot read, press or relabel the launcher, nor pass a look-alike off as it', async () => {
    await setting.control.setRecord('pages', 3, { message: hostilePage() });
    const url = `${setting.site.url}/index/0-3`;
    const extension = await setting.browser.newPage(`${setting.browser.extensionBase}options.html`);
    await listenForOpenRequests(extension);
    const tab = await setting.browser.newPage(url);
    await tab.waitFor((tag) => document.querySelector(tag), LAUNCHER);
    const tabId = await tabIdOf(extension, url);
    const shown = await launcherState(extension, tab);
    expect(shown).toMatchObject({ openToPage: false, label: 'Edit page', ariaLabel: 'Edit page with Inplace', note: null, hostContent: [] });

    // Reading: a host with nothing in it, whatever the hooks.
    const words = [shown.label, shown.ariaLabel!];
    expect(await tab.evaluate(pageReads, { tag: LAUNCHER, words })).toEqual({
      ranFirst: true, hosts: 1, shadowRoot: false, nativeShadowRoot: false, wordsSeen: [], hookedShadows: [], hookedRoots: 0, hookedElements: 0, hookedTexts: [], hookedListeners: 0,
    });

    // Pressing: the page reaches the host at most, and nothing it does asks for the panel.
    expect(await tab.evaluate(pagePresses, { tag: LAUNCHER, centre: shown.centre })).toEqual({ pointedHost: true, focused: 'body' });

    // A class of the page's own for every name Inplace's hosts once had got hold of nothing.
    expect(await trappedInPage(tab)).toEqual([]);

    // Relabelling: what it says and where it is stay as they were.
    expect(await tab.evaluate(pageRelabels, LAUNCHER)).toBe('NotSupportedError');
    expect(await launcherState(extension, tab)).toEqual(shown);

    // A look-alike in its corner takes the owner's click, and Inplace asks nothing for it.
    await tab.evaluate(pageSwapsInLookAlike, LAUNCHER);
    // The hooks do see the page's own calls (the attempt on the host, the look-alike): their
    // silence above was Inplace's world keeping its own DOM methods.
    expect(await tab.evaluate(() => (window as unknown as { hooks: Hooks }).hooks.shadows)).toEqual(['span', 'span']);
    expect((await launchersIn(extension, tab)).map((seen) => seen.openToPage)).toEqual([true]);
    await tab.clickAt(shown.centre.x, shown.centre.y);
    expect(await tab.evaluate(() => (window as unknown as { fakeClicked?: boolean }).fakeClicked)).toBe(true);

    // The real one, back in its place, answers the owner's real click: the one request heard.
    await tab.evaluate(pagePutsBack, LAUNCHER);
    await clickLauncher(extension, tab);
    await answeredOnce(extension, tab, tabId);
    await extension.close();
    await tab.close();
  });

  test('a page that changes its address before Inplace says hello: the panel opens the page it was loaded as', async () => {
    const page = (await setting.control.state()).pages.find((item) => item.id === 9)!;
    await setting.control.setRecord('pages', 9, { message: `${page.message}<script>history.pushState(null, '', '/index/0-2')</script>` });
    const tab = await setting.browser.newPage(`${setting.site.url}/index/0-9`);
    await tab.waitFor((tag) => document.querySelector(tag), LAUNCHER);
    expect(await tab.evaluate(() => location.pathname)).toBe('/index/0-2');
    const panel = await setting.browser.newPage(`${setting.browser.extensionBase}sidepanel.html`);
    const tabId = await tabIdOf(panel, `${setting.site.url}/index/0-2`);
    await panel.goto(`${setting.browser.extensionBase}sidepanel.html?tab=${tabId}`);
    await waitForFieldValue(panel, 'Name', page.name);
    await panel.close();
    await tab.close();
  });

  test('the keyboard reaches the launcher and presses it: Shift+Tab from the top of the page, then Enter', async () => {
    const url = `${setting.site.url}/index/0-4`;
    const extension = await setting.browser.newPage(`${setting.browser.extensionBase}options.html`);
    await listenForOpenRequests(extension);
    const tab = await setting.browser.newPage(url);
    await tab.waitFor((tag) => document.querySelector(tag), LAUNCHER);
    const tabId = await tabIdOf(extension, url);
    await tab.press('Shift+Tab');
    expect(await tab.evaluate((tag) => document.activeElement?.matches(tag), LAUNCHER)).toBe(true);
    await tab.press('Enter');
    await answeredOnce(extension, tab, tabId);
    await extension.close();
    await tab.close();
  });
});

// Chromium only: Firefox automation cannot stop the event page on demand (its driver says so).
describe('chromium: the launcher after the service worker stopped', () => {
  const setting = siteAndBrowser('chromium', { siteAdded: true });
  const TRIES = 100;

  test(`the first click opens the panel every time the worker had stopped (${TRIES} of ${TRIES})`, async () => {
    const url = `${setting.site.url}/index/0-5`;
    const extension = await setting.browser.newPage(`${setting.browser.extensionBase}options.html`);
    const tab = await setting.browser.newPage(url);
    await tab.waitFor((tag) => document.querySelector(tag), LAUNCHER);
    let opened = 0;
    for (let attempt = 0; attempt < TRIES; attempt++) {
      // As Chrome stops a worker idle for 30 s while the owner reads the page.
      await setting.browser.stopBackground();
      await tab.bringToFront();
      await clickLauncher(extension, tab);
      const panel = await nativeSidePanel(setting.browser, 5_000).catch(() => null);
      if (!panel) continue;
      await panel.waitFor(() => document.body?.innerText.includes('this tab shows a page'));
      expect(await closeNativeSidePanel(extension)).toBe(true);
      // The next try must find a panel it opened, not this one still closing.
      await nativeSidePanelGone(setting.browser);
      opened++;
    }
    expect(opened).toBe(TRIES);
    expect((await launcherState(extension, tab)).note).toBeNull();
    await extension.close();
    await tab.close();
    // About a second a try, more on a busy machine.
  }, TRIES * 3_000);
});
