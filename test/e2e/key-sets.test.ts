// A site reached with an older key set (consumer key, consumer secret, token, token secret):
// added in the options page, every request signed and checked by the reference site, a page
// saved, the quota counted for that key set; a key set the site refuses is not kept.
import { describe, expect, test } from 'vitest';
import { BROWSERS } from './support/browsers.ts';
import { clickButton, fillField, type TestPage } from './support/driver.ts';
import { siteAndBrowser } from './support/fixture.ts';
import { openOptions, sendAsExtensionPage } from './support/flows.ts';
import { openPanelOn, waitForFieldValue } from './support/panel.ts';

interface KeySet {
  consumerKey: string;
  consumerSecret: string;
  token: string;
  tokenSecret: string;
}

async function fillKeySet(options: TestPage, address: string, keys: KeySet): Promise<void> {
  await fillField(options, 'Site address', address);
  await options.click('#site-older');
  await fillField(options, 'Consumer key', keys.consumerKey);
  await fillField(options, 'Consumer secret', keys.consumerSecret);
  await fillField(options, 'Token', keys.token);
  await fillField(options, 'Token secret', keys.tokenSecret);
}

describe.each(BROWSERS)('%s: a site with an older key set', (name) => {
  const setting = siteAndBrowser(name);

  test('a key set the site refuses is not kept, and the form says why', async () => {
    const { browser, site, control } = setting;
    const keys = await control.issueKeySet();
    await browser.allowSiteAccess(`${new URL(site.url).protocol}//${new URL(site.url).hostname}/*`);
    const options = await openOptions(browser);
    await fillKeySet(options, site.url, { ...keys, consumerSecret: `${keys.consumerSecret}x` });
    const before = await control.mark();
    await clickButton(options, 'Add site');
    await options.waitFor(() => document.querySelector('form [role="alert"]')?.textContent);
    expect(await options.evaluate(() => document.querySelector('form [role="alert"]')?.textContent)).toBe(
      "The site did not accept the request's signature. Copy the consumer secret and the token secret again from Control Panel → uAPI.",
    );
    expect((await control.log(before)).map((entry) => [entry.auth, entry.code])).toEqual([['signed', 'INVALID_SIGNATURE']]);
    expect(await options.evaluate(() => document.querySelector('ul.sites'))).toBeNull();
    // What was typed is still there to correct.
    expect(await options.evaluate(() => (document.getElementById('site-consumerKey') as HTMLInputElement).value)).toBe(keys.consumerKey);
    await options.close();
  });

  test('added with its four parts: every request signed, a page saved, the quota counted for the key set', async () => {
    const { browser, site, control } = setting;
    const keys = await control.issueKeySet();
    await browser.allowSiteAccess(`${new URL(site.url).protocol}//${new URL(site.url).hostname}/*`);
    const options = await openOptions(browser);
    await fillKeySet(options, site.url, keys);
    const before = await control.mark();
    await clickButton(options, 'Add site');
    await options.waitFor(() => document.querySelector('ul.sites')?.textContent?.includes('Signs its requests with an older key set.'));
    await options.close();

    const { site: tab, panel } = await openPanelOn(browser, `${site.url}/index/0-3`);
    await waitForFieldValue(panel, 'Name', 'Услуги');
    await fillField(panel, 'Name', 'Услуги и цены');
    await clickButton(panel, 'Save');
    await panel.waitFor(() => document.body.innerText.includes('Saved '));

    const log = await control.log(before);
    // The token check, the page read, and the save's own read and write, all signed with this key set.
    expect(log.map((entry) => `${entry.method} ${entry.path}`)).toEqual(expect.arrayContaining(['GET /pages', 'GET /pages/3', 'PUT /pages']));
    expect(log.filter((entry) => entry.auth !== 'signed' || entry.tokenId !== keys.id || entry.status !== 200)).toEqual([]);
    // The signature's parameters are not the page's: only the changed field was written.
    expect(log.filter((entry) => entry.method === 'PUT').map((entry) => [...entry.bodyKeys].sort())).toEqual([['name', 'page_id']]);
    expect((await control.state()).pages.find((page) => page.id === 3)?.name).toBe('Услуги и цены');

    // The site and Inplace count the same requests against this key set.
    const atSite = (await control.keySets()).find((set) => set.id === keys.id)!.used;
    const reply = await sendAsExtensionPage<{ ok: true; value: { used: number } }>(panel, { type: 'quota/status', origin: new URL(site.url).origin });
    expect(reply.value.used).toBe(atSite);
    expect(atSite).toBe(log.length);
    await panel.close();
    await tab.close();
  });
});
