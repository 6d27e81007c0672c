// A newcomer, from a fresh profile: opens their site, clicks Inplace's toolbar button, gets a
// token from the site's control panel, pastes it, adds the site and makes a first edit. Every
// click is counted. Nothing of Inplace runs in any page before that click.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BROWSERS } from './support/browsers.ts';
import { siteAndBrowser } from './support/fixture.ts';
import { panelAfterToolbarClick, panelText, selectorOf, startPlainSite, type NewcomerPanel } from './support/first-visit.ts';
import { LAUNCHER } from './support/panel.ts';

describe.each(BROWSERS)('%s: from first visit to first edit', (name) => {
  const setting = siteAndBrowser(name);
  let plain: Awaited<ReturnType<typeof startPlainSite>>;
  beforeAll(async () => {
    plain = await startPlainSite();
  });
  afterAll(() => plain?.close());

  test('on a site of another kind the toolbar button says so in one line', async () => {
    const page = await setting.browser.newPage(`${plain.url}/`);
    await setting.browser.clickToolbarButton(page);
    const panel = await panelAfterToolbarClick(setting.browser, `${plain.url}/`);
    const host = new URL(plain.url).host;
    await panel.waitFor((host) => document.querySelector('[data-testid="panel-status"]')?.textContent?.includes(host), host);
    expect(await panel.evaluate(() => document.querySelector('[data-testid="panel-status"]')?.textContent)).toBe(
      `${host} is not a uCoz site: Inplace edits sites of the uCoz platform.`,
    );
    expect(await panel.evaluate(() => document.querySelectorAll('form, input').length)).toBe(0);
    await page.close();
  });

  test('the site offers itself: token pasted, site added, launcher shown and the first edit saved, in four clicks and one paste', async () => {
    const { browser, site, control } = setting;
    const origin = new URL(site.url).origin;
    const page = await browser.newPage(`${site.url}/`);
    await page.waitFor(() => document.readyState === 'complete');
    // Nothing of Inplace in the page before the owner asks.
    expect(await page.evaluate((tag) => document.querySelector(tag) === null, LAUNCHER)).toBe(true);

    let clicks = 0;
    let pastes = 0;
    const click = async (panel: NewcomerPanel, selector: string) => {
      clicks++;
      await panel.click(selector);
    };

    await browser.clickToolbarButton(page);
    clicks++;
    const panel = await panelAfterToolbarClick(browser, `${site.url}/`);
    await panel.waitFor((host) => document.querySelector('h2')?.textContent === `Add ${host} to Inplace`, new URL(origin).host);
    const address = await selectorOf(panel, { label: 'Site address' });
    expect(await panel.evaluate((s) => (document.querySelector(s) as HTMLInputElement).value, address)).toBe(origin);
    // Where the token will go, said beside the address it goes to.
    expect(await panel.evaluate(() => document.getElementById('first-visit-goes-to')?.textContent)).toBe(`The token will be sent to ${new URL(origin).host} only.`);

    // Get a token: the site's own Control Panel → uAPI opens in a tab; the owner copies a token.
    const tokenLink = await selectorOf(panel, { tag: 'a', text: 'Get a token' });
    expect(await panel.evaluate((s) => (document.querySelector(s) as HTMLAnchorElement).href, tokenLink)).toBe(`${origin}/panel/?a=uapi`);
    await click(panel, tokenLink);
    const controlPanel = await browser.openedPage(`${origin}/panel/?a=uapi`);
    await controlPanel.waitFor(() => document.querySelector('code.api-token'));
    const token = await controlPanel.evaluate(() => document.querySelector('code.api-token')?.textContent ?? '');
    expect(token).toBe(site.token);

    const tokenField = await selectorOf(panel, { label: 'API token' });
    await panel.paste(tokenField, token);
    pastes++;
    // The browser asks whether Inplace may work on the site; the owner's "Allow" is a click too.
    await browser.allowSiteAccess(`${new URL(origin).protocol}//${new URL(origin).hostname}/*`);
    clicks++;
    const before = await control.mark();
    await click(panel, await selectorOf(panel, { tag: 'button', text: 'Add this site' }));

    // The tab the owner started from shows the launcher, and the panel the page's editor.
    await page.waitFor((tag) => document.querySelector(tag), LAUNCHER);
    await panel.waitFor(() => [...document.querySelectorAll('label')].some((l) => l.textContent?.trim() === 'Name'), undefined, 15_000);
    const nameField = await selectorOf(panel, { label: 'Name' });
    await panel.waitFor((s) => (document.querySelector(s) as HTMLInputElement).value === 'Главная', nameField);
    expect({ clicks, pastes }).toEqual({ clicks: 4, pastes: 1 });
    // One request checked the token before it was kept; one more read the page on screen.
    const calls = (await control.log(before)).map((entry) => `${entry.method} ${entry.path}`);
    expect(calls).toEqual(['GET /pages', 'GET /pages/1']);

    // The first edit.
    await panel.typeAtEnd(nameField, '!');
    const beforeSave = await control.mark();
    await panel.click(await selectorOf(panel, { tag: 'button', text: 'Save' }));
    await panel.waitFor(() => document.body.innerText.includes('Saved ')).catch(async (error) => {
      (await import("node:fs")).writeFileSync("/tmp/panel.txt", await panelText(panel));
      throw error;
    });
    const writes = (await control.log(beforeSave)).filter((entry) => entry.method === 'PUT');
    expect(writes.map((entry) => [entry.path, [...entry.bodyKeys].sort()])).toEqual([['/pages', ['name', 'page_id']]]);
    expect((await control.state()).pages.find((p) => p.id === 1)?.name).toBe('Главная!');
    expect(await panelText(panel)).not.toContain(token);
    await controlPanel.close();
    await page.close();
  });
});
