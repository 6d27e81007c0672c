// Nothing lost: drafts outlive the panel and the browser; a change made on the site meanwhile is
// shown as a conflict, never overwritten silently; rules are checked before any request; and
// failures of the site keep the draft until a save goes through.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { siteControl, type SiteControl } from '../site/control.ts';
import { clickButton, fillField, type BrowserUnderTest } from './support/driver.ts';
import { launchBrowser } from './support/browsers.ts';
import { addSite, startReferenceSite, type RunningSite } from './support/flows.ts';
import { changeBehindThePanel, openPanelOn, panelText, waitForFieldValue } from './support/panel.ts';

const apiCalls = (log: { method: string; path: string }[]) => log.map((entry) => `${entry.method} ${entry.path}`);
const DRAFT_WRITTEN_MS = 500;

describe.each(['chromium'] as const)('%s: drafts, conflicts and failures', (name) => {
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

  test('a draft survives closing the panel and restarting the browser, and can be discarded', async () => {
    const url = `${site.url}/index/0-4`;
    let { site: tab, panel } = await openPanelOn(browser, url);
    await waitForFieldValue(panel, 'Name', 'Веб-дизайн');
    await fillField(panel, 'Name', 'Веб-дизайн под ключ');
    // Within half a second of the keystroke the draft is stored.
    await new Promise((r) => setTimeout(r, DRAFT_WRITTEN_MS));
    await panel.close();

    const beforeReopen = await control.mark();
    await tab.close();
    ({ site: tab, panel } = await openPanelOn(browser, url));
    await waitForFieldValue(panel, 'Name', 'Веб-дизайн под ключ');
    expect(await panelText(panel)).toMatch(/Draft from .+: not saved to the site yet/);
    // Restoring a draft costs no request.
    expect(await control.log(beforeReopen)).toEqual([]);

    browser = await browser.restart();
    ({ site: tab, panel } = await openPanelOn(browser, url));
    await waitForFieldValue(panel, 'Name', 'Веб-дизайн под ключ');

    await clickButton(panel, 'Discard draft');
    await waitForFieldValue(panel, 'Name', 'Веб-дизайн');
    expect(await panelText(panel)).not.toContain('Draft from');
    await panel.close();
    await tab.close();
  });

  test('a change made on the site behind the panel is shown as a conflict; overwriting is the owner’s choice', async () => {
    const { site: tab, panel } = await openPanelOn(browser, `${site.url}/index/0-5`);
    await waitForFieldValue(panel, 'Name', 'Hosting');
    await fillField(panel, 'Name', 'Hosting (mine)');
    await changeBehindThePanel(site.url, site.token, '/pages', 'PUT', { page_id: '5', name: 'Hosting (theirs)', message: '<p>Their text</p>' });

    const beforeSave = await control.mark();
    await clickButton(panel, 'Save');
    await panel.waitFor(() => document.body.innerText.includes('Changed on the site since you started'));
    expect(apiCalls(await control.log(beforeSave))).toEqual(['GET /pages/5']);
    const conflict = await panel.evaluate(() => document.querySelector('.conflict')!.textContent!);
    expect(conflict).toContain('Name');
    expect(conflict).toContain('(mine)');
    expect(conflict).toContain('(theirs)');
    expect(conflict).toContain('Content');

    await clickButton(panel, 'Overwrite with mine');
    await panel.waitFor(() => document.body.innerText.includes('Saved.'));
    expect(apiCalls(await control.log(beforeSave))).toEqual(['GET /pages/5', 'PUT /pages']);
    expect((await control.state()).pages.find((p) => p.id === 5)?.name).toBe('Hosting (mine)');
    await panel.close();
    await tab.close();
  });

  test("taking the site's version replaces the draft with it", async () => {
    const { site: tab, panel } = await openPanelOn(browser, `${site.url}/index/0-6`);
    const original = (await control.state()).pages.find((p) => p.id === 6)!.name;
    await waitForFieldValue(panel, 'Name', original);
    await fillField(panel, 'Name', 'Mine');
    await changeBehindThePanel(site.url, site.token, '/pages', 'PUT', { page_id: '6', name: 'Theirs', message: '<p>x</p>' });
    await clickButton(panel, 'Save');
    await panel.waitFor(() => document.querySelector('.conflict'));
    await clickButton(panel, "Take the site's version");
    await waitForFieldValue(panel, 'Name', 'Theirs');
    expect(await panelText(panel)).toContain('No unsaved changes');
    await panel.close();
    await tab.close();
  });

  test('a 131-character title and a template without $POWERED_BY$ are refused before any request', async () => {
    const entry = await (await fetch(`${site.url}/uapi/news?id=2`, { headers: { Authorization: `Bearer ${site.token}` } })).json();
    let { site: tab, panel } = await openPanelOn(browser, new URL(entry.success.url, site.url).href);
    await waitForFieldValue(panel, 'Title', entry.success.title);
    await fillField(panel, 'Title', 'x'.repeat(131));
    let before = await control.mark();
    await clickButton(panel, 'Save');
    await panel.waitFor(() => document.body.innerText.includes('At most 130 characters (now 131)'));
    expect(await control.log(before)).toEqual([]);
    await panel.close();
    await tab.close();

    ({ site: tab, panel } = await openPanelOn(browser, `${site.url}/index/0-3`));
    await panel.waitFor(() => document.querySelector('#f-owntmpl'));
    await panel.evaluate(() => ((document.querySelector('details.more') as HTMLDetailsElement).open = true));
    await panel.click('#f-owntmpl');
    await fillField(panel, 'Template', '<html><body>$CONTENT$</body></html>');
    before = await control.mark();
    await clickButton(panel, 'Save');
    await panel.waitFor(() => document.body.innerText.includes('The template must contain $POWERED_BY$'));
    expect(await control.log(before)).toEqual([]);
    await panel.close();
    await tab.close();
  });

  test.each([
    ['a 503 error page', { kind: 'status5xx', status: 503 }, 'The site had an internal error.'],
    // Chromium retries a request once itself when a kept-alive connection drops: drop both.
    ['a dropped connection', { kind: 'drop', count: 2 }, 'The site could not be reached.'],
    ['REQUESTS_LIMIT', { kind: 'limit', ms: 1000 }, 'The hourly request limit for this token is reached'],
  ] as const)('%s on save keeps the draft, says what happened, and the next save goes through', async (_name, fault, message) => {
    const { site: tab, panel } = await openPanelOn(browser, `${site.url}/index/0-2`);
    await panel.waitFor(() => (document.getElementById('f-name') as HTMLInputElement | null)?.value);
    const name = `О нас ${Math.random().toString(36).slice(2, 7)}`;
    await fillField(panel, 'Name', name);
    await control.injectFault(fault);
    await clickButton(panel, 'Save');
    await panel.waitFor((message) => document.querySelector('[role="alert"]')?.textContent?.includes(message), message);
    expect(await panelText(panel)).toContain('Your changes are kept as a draft.');
    expect((await control.state()).pages.find((p) => p.id === 2)?.name).not.toBe(name);

    if (fault.kind === 'limit') await new Promise((r) => setTimeout(r, 1200));
    await clickButton(panel, 'Save');
    await panel.waitFor(() => document.body.innerText.includes('Saved.'));
    expect((await control.state()).pages.find((p) => p.id === 2)?.name).toBe(name);
    await panel.close();
    await tab.close();
  });
});
