// Nothing lost: drafts outlive the panel and the browser; a change made on the site meanwhile to
// a field the owner changed too is shown as a conflict, never overwritten silently (a change to
// another field merges); rules are checked before any request; and
// failures of the site keep the draft until a save goes through.
import { describe, expect, test } from 'vitest';
import { BROWSERS } from './support/browsers.ts';
import { clickButton, fillField } from './support/driver.ts';
import { changeBehindThePanel, openPanelOn, panelText, waitForComments, waitForFieldValue } from './support/panel.ts';
import { apiCalls, siteAndBrowser } from './support/fixture.ts';
import { waitOutBlock } from './support/flows.ts';

describe.each(BROWSERS)('%s: drafts, conflicts and failures', (name) => {
  const setting = siteAndBrowser(name, { siteAdded: true });

  test('a draft survives closing the panel and restarting the browser, and can be discarded', async () => {
    const url = `${setting.site.url}/index/0-4`;
    let { site: tab, panel } = await openPanelOn(setting.browser, url);
    await waitForFieldValue(panel, 'Name', 'Веб-дизайн');
    await fillField(panel, 'Name', 'Веб-дизайн под ключ');
    // Closed right after the last key: closing writes what the draft still held back.
    await panel.close();

    const beforeReopen = await setting.control.mark();
    await tab.close();
    ({ site: tab, panel } = await openPanelOn(setting.browser, url));
    await waitForFieldValue(panel, 'Name', 'Веб-дизайн под ключ');
    expect(await panelText(panel)).toMatch(/Draft from .+: not saved to the site yet/);
    // Restoring a draft costs no read of the page; its parent is named by the site's list of pages.
    await panel.waitFor(() => (document.getElementById('f-parent') as HTMLSelectElement | null)?.selectedOptions[0]?.textContent === 'Услуги');
    expect(apiCalls(await setting.control.log(beforeReopen))).toEqual(['GET /pages']);

    setting.browser = await setting.browser.restart();
    ({ site: tab, panel } = await openPanelOn(setting.browser, url));
    await waitForFieldValue(panel, 'Name', 'Веб-дизайн под ключ');

    await clickButton(panel, 'Discard changes');
    await waitForFieldValue(panel, 'Name', 'Веб-дизайн');
    expect(await panelText(panel)).not.toContain('Draft from');
    await panel.close();
    await tab.close();
  });

  test('a letter typed and taken back is no change: "No unsaved changes", and no draft when the page is opened again', async () => {
    const url = `${setting.site.url}/index/0-5`;
    let { site: tab, panel } = await openPanelOn(setting.browser, url);
    await waitForFieldValue(panel, 'Name', 'Hosting');
    // Read at a size meant for reading: labels and fields at 14 px at least, hints smaller than labels.
    const sizes = await panel.evaluate(() => {
      const px = (selector: string) => parseFloat(getComputedStyle(document.querySelector(selector)!).fontSize);
      return { label: px('label[for="f-name"]'), input: px('#f-name'), button: px('button[type="submit"]'), hint: px('.hint') };
    });
    expect(Math.min(sizes.label, sizes.input, sizes.button)).toBeGreaterThanOrEqual(14);
    expect(sizes.hint).toBeLessThan(sizes.label);
    await panel.click('#f-name');
    await panel.press('End');
    await panel.press('s');
    await panel.waitFor(() => document.body.innerText.includes('Unsaved changes') && !document.body.innerText.includes('No unsaved changes'));
    await panel.press('Backspace');
    await panel.waitFor(() => document.body.innerText.includes('No unsaved changes'));
    await panel.close();
    await tab.close();

    ({ site: tab, panel } = await openPanelOn(setting.browser, url));
    await waitForFieldValue(panel, 'Name', 'Hosting');
    expect(await panelText(panel)).toContain('No unsaved changes');
    expect(await panelText(panel)).not.toContain('Draft from');
    await panel.close();
    await tab.close();
  });

  test('keys typed while a save is on its way stay the owner’s: kept after the save, and saved next without a conflict', async () => {
    const url = `${setting.site.url}/index/0-3`;
    let { site: tab, panel } = await openPanelOn(setting.browser, url);
    await panel.waitFor(() => (document.getElementById('f-name') as HTMLInputElement | null)?.value);
    await fillField(panel, 'Name', 'Контакты');
    // The site takes its time over the write: the owner goes on typing meanwhile.
    await setting.control.injectFault({ kind: 'delay', ms: 1500, method: 'PUT' });
    await clickButton(panel, 'Save');
    await panel.waitFor(() => document.querySelector('button[type="submit"]')?.textContent === 'Saving…');
    await fillField(panel, 'Name', 'Контакты и схема проезда');
    await panel.waitFor(() => document.body.innerText.includes('Saved '));
    expect((await setting.control.state()).pages.find((p) => p.id === 3)?.name).toBe('Контакты');
    await waitForFieldValue(panel, 'Name', 'Контакты и схема проезда');
    expect(await panelText(panel)).toContain('Unsaved changes');
    await panel.close();

    // Reopened, the keys are a draft over the saved copy: the next save is no conflict with the owner's own.
    await tab.close();
    ({ site: tab, panel } = await openPanelOn(setting.browser, url));
    await waitForFieldValue(panel, 'Name', 'Контакты и схема проезда');
    await clickButton(panel, 'Save');
    await panel.waitFor(() => document.body.innerText.includes('Saved '));
    expect(await panelText(panel)).not.toContain('Changed on the site since you started');
    expect((await setting.control.state()).pages.find((p) => p.id === 3)?.name).toBe('Контакты и схема проезда');
    await panel.close();
    await tab.close();
  });

  test('a change made on the site behind the panel is shown as a conflict on the field both changed; overwriting is the owner’s choice', async () => {
    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}/index/0-5`);
    await waitForFieldValue(panel, 'Name', 'Hosting');
    await fillField(panel, 'Name', 'Hosting (mine)');
    // The site changes the name (which the owner changed too) and the content (which the owner did not).
    await changeBehindThePanel(setting.site.url, setting.site.token, '/pages', 'PUT', { page_id: '5', name: 'Hosting (theirs)', message: '<p>Their text</p>' });

    const beforeSave = await setting.control.mark();
    await clickButton(panel, 'Save');
    await panel.waitFor(() => document.body.innerText.includes('Changed on the site since you started'));
    expect(apiCalls(await setting.control.log(beforeSave))).toEqual(['GET /pages/5']);
    // Only the field both sides changed is in conflict; the site's content merges without asking.
    const fieldsInConflict = await panel.evaluate(() => [...document.querySelectorAll('.conflict .conflict-field h4')].map((h) => h.textContent));
    expect(fieldsInConflict).toEqual(['Name']);
    const conflict = await panel.evaluate(() => document.querySelector('.conflict')!.textContent!);
    expect(conflict).toContain('(mine)');
    expect(conflict).toContain('(theirs)');
    expect(conflict).not.toContain('Content');
    expect(conflict).not.toContain('Their text');

    await clickButton(panel, 'Overwrite with mine');
    await panel.waitFor(() => document.body.innerText.includes('Saved '));
    const log = await setting.control.log(beforeSave);
    // Overwriting reads the site again (it may have changed since the conflict showed), then writes.
    expect(apiCalls(log)).toEqual(['GET /pages/5', 'GET /pages/5', 'PUT /pages']);
    // Overwriting writes the owner's name alone: the site's content stays theirs.
    expect(log[2]!.bodyKeys.sort()).toEqual(['name', 'page_id']);
    const stored = (await setting.control.state()).pages.find((p) => p.id === 5)!;
    expect({ name: stored.name, message: stored.message }).toEqual({ name: 'Hosting (mine)', message: '<p>Their text</p>' });
    await panel.close();
    await tab.close();
  });

  test("taking the site's version replaces the draft with it", async () => {
    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}/index/0-6`);
    const original = (await setting.control.state()).pages.find((p) => p.id === 6)!.name;
    await waitForFieldValue(panel, 'Name', original);
    await fillField(panel, 'Name', 'Mine');
    await changeBehindThePanel(setting.site.url, setting.site.token, '/pages', 'PUT', { page_id: '6', name: 'Theirs', message: '<p>x</p>' });
    await clickButton(panel, 'Save');
    await panel.waitFor(() => document.querySelector('.conflict'));
    await clickButton(panel, "Take the site's version");
    await waitForFieldValue(panel, 'Name', 'Theirs');
    expect(await panelText(panel)).toContain('No unsaved changes');
    await panel.close();
    await tab.close();
  });

  test('a 131-character title and a template without $POWERED_BY$ are refused before any request', async () => {
    const entry = await (await fetch(`${setting.site.url}/uapi/news?id=2`, { headers: { Authorization: `Bearer ${setting.site.token}` } })).json();
    let { site: tab, panel } = await openPanelOn(setting.browser, new URL(entry.success.url, setting.site.url).href);
    await waitForFieldValue(panel, 'Title', entry.success.title);
    await waitForComments(panel);
    await fillField(panel, 'Title', 'x'.repeat(131));
    let before = await setting.control.mark();
    await clickButton(panel, 'Save');
    await panel.waitFor(() => document.body.innerText.includes('At most 130 characters (now 131)'));
    expect(await setting.control.log(before)).toEqual([]);
    await panel.close();
    await tab.close();

    ({ site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}/index/0-3`));
    await panel.waitFor(() => document.querySelector('#f-owntmpl'));
    await panel.evaluate(() => ((document.querySelector('details.more') as HTMLDetailsElement).open = true));
    await panel.click('#f-owntmpl');
    await fillField(panel, 'Template', '<html><body>$CONTENT$</body></html>');
    before = await setting.control.mark();
    await clickButton(panel, 'Save');
    await panel.waitFor(() => document.body.innerText.includes('The template must contain $POWERED_BY$'));
    expect(await setting.control.log(before)).toEqual([]);
    await panel.close();
    await tab.close();
  });

  test.each([
    ['a 503 error page', { kind: 'status5xx', status: 503 }, 'The site had an internal error.'],
    // Browsers retry a GET themselves when a kept-alive connection drops (Chromium once,
    // Firefox several times): drop more than that; what is left is cleared before the next save.
    ['a dropped connection', { kind: 'drop', count: 10 }, 'The site could not be reached.'],
    ['REQUESTS_LIMIT', { kind: 'limit', ms: 1000 }, 'The hourly request limit for this token is reached'],
  ] as const)('%s on save keeps the draft, says what happened, and the next save goes through', async (_name, fault, message) => {
    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}/index/0-2`);
    await panel.waitFor(() => (document.getElementById('f-name') as HTMLInputElement | null)?.value);
    const name = `О нас ${Math.random().toString(36).slice(2, 7)}`;
    await fillField(panel, 'Name', name);
    await setting.control.injectFault(fault);
    await clickButton(panel, 'Save');
    await panel.waitFor((message) => document.querySelector('[role="alert"]')?.textContent?.includes(message), message);
    expect(await panelText(panel)).toContain('Your changes are kept as a draft.');
    expect((await setting.control.state()).pages.find((p) => p.id === 2)?.name).not.toBe(name);

    await setting.control.clearFaults();
    if (fault.kind === 'limit') await waitOutBlock(panel, new URL(setting.site.url).origin);
    await clickButton(panel, 'Save');
    await panel.waitFor(() => document.body.innerText.includes('Saved '));
    expect((await setting.control.state()).pages.find((p) => p.id === 2)?.name).toBe(name);
    await panel.close();
    await tab.close();
  });
});
