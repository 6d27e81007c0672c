// @vitest-environment happy-dom
// The toolbar button on a site not added yet: the click opens the panel and lends the tab; one
// look at the page tells a site of the platform from any other; the offer survives the owner's
// trip to the control panel for a token.
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { inspectTab, siteAddressOf } from '@/src/background/first-visit';
import { loadKnownOrigins } from '@/src/background/known-origins';
import { openPanelOnToolbarClick } from '@/src/background/toolbar';
import { readPageSignals } from '@/src/background/page-signals';
import type { TabInspection } from '@/src/messages/from-extension-page';
import { actionClickItem, readItem } from '@/src/messages/session-items';
import { additionFrom, credentialsFrom, emptyCredentialDraft } from '@/src/ui/adding/credential-draft';
import { nextOffer } from '@/src/ui/adding/FirstVisit';
import { tokenPageOf } from '@/src/ui/adding/token-page';
import { deleteSite, listSites, putSite } from '@/src/vault/site-store';

const UCOZ_PAGE = `<html><head><script src="/.s/src/uwnd.min.js" type="text/plain"></script></head>
<body class="module-index"><!--U1AHEADER1Z--><header>Studio</header><!--/U1AHEADER1Z--><p>Hello</p></body></html>`;

/** What the page function gives for `html`, run as executeScript runs it: from its source alone. */
function signalsOf(html: string) {
  document.documentElement.innerHTML = html;
  const standalone = new Function(`return (${readPageSignals.toString()})`)() as typeof readPageSignals;
  return standalone();
}

beforeEach(async () => {
  fakeBrowser.reset();
  for (const site of await listSites()) await deleteSite(site.origin);
});

describe('one look at the tab', () => {
  function tabShowing(url: string | undefined, page: string | Error) {
    vi.spyOn(fakeBrowser.tabs, 'get').mockResolvedValue({ id: 5, url } as never);
    const run = vi.fn(async () => {
      if (page instanceof Error) throw page;
      return [{ frameId: 0, result: signalsOf(page) }];
    });
    (fakeBrowser as unknown as { scripting: { executeScript: unknown } }).scripting.executeScript = run;
    return run;
  }

  test('a uCoz site not added: offered, with its address (https, even if the tab was on http)', async () => {
    const run = tabShowing('http://studio.example/news/', UCOZ_PAGE);
    const found = await inspectTab(5);
    expect(found).toEqual({ state: 'platform', origin: 'http://studio.example', address: 'https://studio.example', markers: ['system-assets', 'global-blocks', 'module-body-class'] });
    expect(run).toHaveBeenCalledWith({ target: { tabId: 5 }, func: readPageSignals });
  });

  test('a page of another kind of site, even with a module-like body class', async () => {
    tabShowing('https://bakery.example/', '<html><body class="module-index"><h1>Bread</h1></body></html>');
    expect(await inspectTab(5)).toEqual({ state: 'other', origin: 'https://bakery.example' });
  });

  test('a site already added is not looked into', async () => {
    await putSite({ origin: 'https://studio.example', apiBase: 'https://studio.example/uapi', label: 'studio', token: 't', addedAt: 1 });
    const run = tabShowing('https://studio.example/index/0-2', UCOZ_PAGE);
    expect(await inspectTab(5)).toEqual({ state: 'added', origin: 'https://studio.example' });
    expect(run).not.toHaveBeenCalled();
  });

  test.each<[string, string | undefined, string | Error, TabInspection['state']]>([
    ['a browser page', 'chrome://extensions/', UCOZ_PAGE, 'not-web'],
    ['a tab whose address Inplace may not see (not clicked)', undefined, UCOZ_PAGE, 'no-access'],
    ['a page the browser keeps from extensions', 'https://chromewebstore.google.com/', new Error('The extensions gallery cannot be scripted.'), 'no-access'],
  ])('%s', async (_what, url, page, state) => {
    tabShowing(url, page);
    expect((await inspectTab(5)).state).toBe(state);
  });

  test('a tab that closed meanwhile', async () => {
    vi.spyOn(fakeBrowser.tabs, 'get').mockRejectedValue(new Error('No tab with id: 5'));
    expect(await inspectTab(5)).toEqual({ state: 'no-access' });
  });

  test('the address to add keeps plain http only for this machine', () => {
    expect(siteAddressOf('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
    expect(siteAddressOf('http://my.ucoz.net')).toBe('https://my.ucoz.net');
    expect(siteAddressOf('https://my.ucoz.net')).toBe('https://my.ucoz.net');
  });
});

describe('the toolbar button', () => {
  type ClickListener = (tab: { id?: number; url?: string }) => void;
  function clickable() {
    let listener: ClickListener | undefined;
    vi.spyOn(fakeBrowser.action.onClicked, 'addListener').mockImplementation((l) => void (listener = l as ClickListener));
    return (tab: { id?: number; url?: string }) => listener!(tab);
  }

  test('Chrome: the click itself opens the side panel on that tab, and the panel hears of the click', async () => {
    const click = clickable();
    const sidePanel = { setPanelBehavior: vi.fn(async () => {}), open: vi.fn(async () => {}) };
    openPanelOnToolbarClick({ chrome: { sidePanel } });
    // Chrome's own "open on click" lends no tab: it is switched off.
    expect(sidePanel.setPanelBehavior).toHaveBeenCalledWith({ openPanelOnActionClick: false });
    click({ id: 9, url: 'https://studio.example/' });
    expect(sidePanel.open).toHaveBeenCalledWith({ tabId: 9 });
    await vi.waitFor(async () => expect(await readItem(actionClickItem(9))).toEqual(expect.any(Number)));
  });

  test('Firefox: toggles the sidebar on an added site, and only opens it anywhere else', async () => {
    await putSite({ origin: 'https://studio.example', apiBase: 'https://studio.example/uapi', label: 'studio', token: 't', addedAt: 1 });
    await loadKnownOrigins();
    const click = clickable();
    const sidebarAction = { toggle: vi.fn(async () => {}), open: vi.fn(async () => {}) };
    openPanelOnToolbarClick({ browser: { sidebarAction } });
    click({ id: 3, url: 'https://studio.example/index/0-2' });
    expect(sidebarAction.toggle).toHaveBeenCalledTimes(1);
    click({ id: 4, url: 'https://elsewhere.example/' });
    click({ id: 4 });
    expect(sidebarAction.open).toHaveBeenCalledTimes(2);
    expect(sidebarAction.toggle).toHaveBeenCalledTimes(1);
  });
});

describe('the offer', () => {
  const offer: TabInspection & { state: 'platform' } = { state: 'platform', origin: 'https://studio.example', address: 'https://studio.example', markers: ['global-blocks'] };

  test('stays while the owner is on a tab Inplace may not look at (the control panel, for a token)', () => {
    const made = nextOffer(null, offer, 5)!;
    expect(made).toMatchObject({ origin: 'https://studio.example', tabId: 5 });
    expect(nextOffer(made, { state: 'no-access' }, 8)).toBe(made);
    // The same site seen again from another tab: still the first tab to go back to.
    expect(nextOffer(made, offer, 8)).toBe(made);
  });

  test('gives way to what another click finds', () => {
    const made = nextOffer(null, offer, 5);
    expect(nextOffer(made, { state: 'other', origin: 'https://bakery.example' }, 6)).toBeNull();
    expect(nextOffer(made, { state: 'added', origin: 'https://studio.example' }, 5)).toBeNull();
    expect(nextOffer(made, { ...offer, origin: 'https://blog.example', address: 'https://blog.example' }, 6)).toMatchObject({ origin: 'https://blog.example', tabId: 6 });
  });

  test('links to the site’s Control Panel → uAPI, for the address as typed while it is one', () => {
    expect(tokenPageOf('https://studio.example', 'https://studio.example')).toBe('https://studio.example/panel/?a=uapi');
    expect(tokenPageOf('www.studio.example/news', 'https://studio.example')).toBe('https://www.studio.example/panel/?a=uapi');
    expect(tokenPageOf('not an address', 'https://studio.example')).toBe('https://studio.example/panel/?a=uapi');
  });
});

describe('what the owner pastes', () => {
  test('a token, or all four parts of an older key set', () => {
    expect(credentialsFrom({ ...emptyCredentialDraft(), token: ' sk_live_1 ' })).toEqual({ credentials: { token: ' sk_live_1 ' } });
    expect(credentialsFrom(emptyCredentialDraft())).toEqual({ problem: 'Paste the API token from your control panel (Control Panel → uAPI).' });
    const keys = { ...emptyCredentialDraft(true), token: 't', consumerKey: 'ck', consumerSecret: 'cs', tokenSecret: 'ts' };
    expect(credentialsFrom(keys)).toEqual({ credentials: { token: 't', keys: { consumerKey: 'ck', consumerSecret: 'cs', tokenSecret: 'ts' } } });
    expect(credentialsFrom({ ...keys, tokenSecret: '  ' })).toEqual({ problem: 'Fill in all four: consumer key, consumer secret, token and token secret.' });
  });

  test('the address is checked first, then what was pasted', () => {
    const draft = { ...emptyCredentialDraft(), token: 'sk_live_1' };
    expect(additionFrom('studio.example/news/', draft)).toEqual({ origin: 'https://studio.example', credentials: { token: 'sk_live_1' } });
    expect(additionFrom('http://studio.example', draft)).toMatchObject({ problem: expect.stringMatching(/https/) });
    expect(additionFrom('studio.example', emptyCredentialDraft())).toEqual({ problem: 'Paste the API token from your control panel (Control Panel → uAPI).' });
  });
});
