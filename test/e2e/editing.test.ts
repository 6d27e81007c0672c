// Editing in place, end to end: open a page of the reference site, see it in the panel, edit,
// watch the live preview, save, and see the change on the site; the request log proves the
// costs (one GET to open; one GET and one write to save).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { siteControl, type SiteControl } from '../site/control.ts';
import { clickButton, fillField, textOf, type BrowserUnderTest } from './support/driver.ts';
import { launchBrowser } from './support/browsers.ts';
import { addSite, startReferenceSite, type RunningSite } from './support/flows.ts';
import { LAUNCHER, openPanelOn, panelText, typeContentHtml, waitForFieldValue } from './support/panel.ts';

const apiCalls = (log: { method: string; path: string }[]) => log.map((entry) => `${entry.method} ${entry.path}`);

describe.each(['chromium'] as const)('%s: editing a page in place', (name) => {
  let site: RunningSite;
  let control: SiteControl;
  let browser: BrowserUnderTest;

  beforeAll(async () => {
    site = await startReferenceSite();
    control = siteControl(site.url);
    browser = await launchBrowser(name);
    await (await addSite(browser, site.url, site.token)).close();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  test('launcher names it, panel opens it with one GET, preview shows the draft, save writes once and the page shows it', async () => {
    const url = `${site.url}/index/0-3`;
    const before = await control.mark();
    const { site: tab, panel } = await openPanelOn(browser, url);
    expect(await tab.evaluate((tag) => document.querySelector(tag)?.shadowRoot?.querySelector('button')?.textContent, LAUNCHER)).toBe('Edit page');

    await waitForFieldValue(panel, 'Name', 'Услуги');
    expect(apiCalls(await control.log(before))).toEqual(['GET /pages/3']);

    await fillField(panel, 'Name', 'Услуги и цены');
    await typeContentHtml(panel, '<p>Новый текст <strong>услуг</strong></p>');
    // The tab shows the draft in the page's content region while typing.
    await tab.waitFor(() => document.querySelector('#content')?.textContent?.includes('Новый текст услуг'));

    const beforeSave = await control.mark();
    await clickButton(panel, 'Save');
    await panel.waitFor(() => document.body.innerText.includes('Saved.'));
    expect(apiCalls(await control.log(beforeSave))).toEqual(['GET /pages/3', 'PUT /pages']);

    // The tab reloads and shows the saved page.
    await tab.waitFor(() => document.querySelector('#content strong')?.textContent === 'услуг' && !document.querySelector('[data-inplace-preview]'));
    expect(await textOf(tab, 'title')).toContain('Услуги и цены');
    expect(await panelText(panel)).toContain('No unsaved changes');
    await panel.close();
    await tab.close();
  });
});
