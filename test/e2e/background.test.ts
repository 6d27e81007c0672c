// The trusted core, end to end: adding a site checks its token; the quota ledger counts what
// the site received; nothing a page or a content script sends can get a token out.
import { describe, expect, test } from 'vitest';
import { BROWSERS } from './support/browsers.ts';
import { clickButton, fillField, textOf, type TestPage } from './support/driver.ts';
import { addSite, openOptions, sendAsContentScript, sendAsExtensionPage } from './support/flows.ts';
import { siteAndBrowser } from './support/fixture.ts';
import { LAUNCHER } from './support/panel.ts';

type Reply<T> = { ok: true; value: T } | { ok: false; error: { code: string; message: string } };
type Quota = { used: number; left: number; limit: number };

describe.each(BROWSERS)('%s: sites, tokens and the quota', (name) => {
  const setting = siteAndBrowser(name);
  let options: TestPage;

  test('a wrong token shows the invalid-token message and the site is not added', async () => {
    await setting.browser.allowSiteAccess('http://127.0.0.1/*');
    const page = await openOptions(setting.browser);
    await fillField(page, 'Site address', setting.site.url);
    await fillField(page, 'API token', 'not-a-token-of-this-site');
    await clickButton(page, 'Add site');
    await page.waitFor(() => document.querySelector('form [role="alert"]')?.textContent);
    expect(await textOf(page, 'form [role="alert"]')).toContain('The site does not accept this API token.');
    expect(await page.evaluate(() => document.querySelector('ul.sites'))).toBeNull();
    // The address the owner typed is still there to correct.
    expect(await page.evaluate(() => (document.getElementById('site-address') as HTMLInputElement).value)).toBe(setting.site.url);
    await page.close();
  });

  test('adding the site with its token lists it as working, with the requests left this hour', async () => {
    await setting.control.clearLog();
    options = await addSite(setting.browser, setting.site.url, setting.site.token);
    const row = await textOf(options, 'ul.sites li');
    expect(row).toContain('Working');
    expect(row).toMatch(/9,999 of 10,000 requests left this hour/);
    const log = await setting.control.log();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ method: 'GET', path: '/pages' });
  });

  test("the ledger's count equals the site's log", async () => {
    const origin = new URL(setting.site.url).origin;
    for (const id of [1, 2, 3]) {
      const reply = await sendAsExtensionPage<Reply<{ id: number }>>(options, { type: 'site/operation', origin, operation: { op: 'page/open', id } });
      expect(reply).toMatchObject({ ok: true, value: { id } });
    }
    const failed = await sendAsExtensionPage<Reply<unknown>>(options, { type: 'site/operation', origin, operation: { op: 'page/open', id: 999 } });
    expect(failed.ok).toBe(false);
    const quota = await sendAsExtensionPage<Reply<Quota>>(options, { type: 'quota/status', origin });
    expect(quota).toMatchObject({ ok: true, value: { used: (await setting.control.log()).length, limit: 10_000 } });
    expect((await setting.control.log()).length).toBe(5);
  });

  test('a page script and a content script cannot get a token by any message', async () => {
    const sitePage = await setting.browser.newPage(`${setting.site.url}/`);
    await sitePage.waitFor(() => document.querySelector('span[data-inplace="launcher"]'));
    const origin = new URL(setting.site.url).origin;
    const before = (await setting.control.log()).length;

    // The page's own scripts have no channel to the extension at all.
    const fromPage = await sitePage.evaluate(async (origin) => {
      const runtime = (globalThis as unknown as { chrome?: { runtime?: { sendMessage?: unknown } } }).chrome?.runtime;
      window.postMessage({ type: 'sites/list' }, '*');
      window.postMessage({ type: 'site/operation', origin, operation: { op: 'page/open', id: 1 } }, '*');
      document.dispatchEvent(new CustomEvent('inplace', { detail: { type: 'sites/list' } }));
      await new Promise((r) => setTimeout(r, 300));
      return { canSend: typeof runtime?.sendMessage === 'function', html: document.documentElement.outerHTML };
    }, origin);
    expect(fromPage.canSend).toBe(false);
    expect(fromPage.html).not.toContain(setting.site.token);

    // A content script (here: code in its isolated world) may ask only what content scripts may.
    const replies = await sendAsContentScript(options, `${setting.site.url}/`, [
      { type: 'sites/list' },
      { type: 'site/operation', origin, operation: { op: 'page/open', id: 1 } },
      { type: 'quota/status', origin },
      { type: 'tabs/context', tabId: 1 },
      { type: 'sites/replace-token', origin, token: 'x' },
      { type: 'content/hello' },
      { type: 'content/hello', token: true },
      { type: 'content/open-panel', origin: 'https://evil.example' },
      'sites/list',
      null,
    ]);
    expect(replies).toHaveLength(10);
    expect(JSON.stringify(replies)).not.toContain(setting.site.token);
    for (const reply of replies.slice(0, 5)) expect(reply).toMatchObject({ ok: false, error: { code: 'MALFORMED' } });
    expect(replies[5]).toMatchObject({ ok: true, value: { registered: true } });
    for (const reply of replies.slice(6)) expect(reply).toMatchObject({ ok: false });
    // And none of it reached the site's API.
    expect((await setting.control.log()).length).toBe(before);
    await sitePage.close();
  });
});

describe.each(BROWSERS)('%s: the quota count outlives the background and the browser', (name) => {
  const setting = siteAndBrowser(name);

  const usedRequests = async (page: TestPage) =>
    (await sendAsExtensionPage<Reply<Quota>>(page, { type: 'quota/status', origin: new URL(setting.site.url).origin })) as { ok: true; value: Quota };

  test('counted requests survive a stopped background and a browser restart, matching the log', async () => {
    const origin = new URL(setting.site.url).origin;
    let page = await addSite(setting.browser, setting.site.url, setting.site.token);
    for (const id of [1, 2]) await sendAsExtensionPage(page, { type: 'site/operation', origin, operation: { op: 'page/open', id } });
    expect((await usedRequests(page)).value.used).toBe(3);

    if (name === 'chromium') {
      await setting.browser.stopBackground();
      await sendAsExtensionPage(page, { type: 'site/operation', origin, operation: { op: 'page/open', id: 3 } });
      expect((await usedRequests(page)).value.used).toBe(4);
    }

    setting.browser = await setting.browser.restart();
    page = await setting.browser.newPage(`${setting.browser.extensionBase}options.html`);
    await page.waitFor(() => document.querySelector('ul.sites'));
    const sent = (await setting.control.log()).length;
    expect((await usedRequests(page)).value.used).toBe(sent);
    await sendAsExtensionPage(page, { type: 'site/operation', origin, operation: { op: 'page/open', id: 1 } });
    expect((await usedRequests(page)).value.used).toBe(sent + 1);
    expect((await setting.control.log()).length).toBe(sent + 1);
  });
});

describe.each(BROWSERS)('%s: the launcher after a browser restart', (name) => {
  const setting = siteAndBrowser(name, { siteAdded: true });

  test('after a browser restart the launcher appears on a restored tab and on the first page opened, without a reload', async () => {
    const restoredUrl = `${setting.site.url}/index/0-4`;
    const before = await setting.browser.newPage(restoredUrl);
    await before.waitFor((tag) => document.querySelector(tag), LAUNCHER);

    setting.browser = await setting.browser.restart({ restoreTabs: true });
    // Both load while the extension is still starting: nothing here waits for it.
    const first = await setting.browser.newPage(`${setting.site.url}/index/0-5`);
    const restored = await setting.browser.openedPage(restoredUrl);

    for (const tab of [first, restored]) {
      await tab.waitFor((tag) => document.querySelector(tag), LAUNCHER);
      expect(await tab.evaluate((tag) => document.querySelectorAll(tag).length, LAUNCHER)).toBe(1);
      // The page that got the launcher is the one loaded at startup, not a reload of it.
      expect(await tab.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type)).not.toBe('reload');
    }
  });
});
