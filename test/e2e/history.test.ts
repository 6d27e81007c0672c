// An undo for every save: the site's copy read before each save (for the three-way check) is
// kept as a version; History lists them with their differences, and Restore puts one into the
// editor as a draft that is saved as usual. Looking at History costs no request.
import { describe, expect, test } from 'vitest';
import { BROWSERS } from './support/browsers.ts';
import { clickButton, fillField } from './support/driver.ts';
import { apiCalls, siteAndBrowser } from './support/fixture.ts';
import { openPanelOn, typeContentHtml, waitForFieldValue } from './support/panel.ts';

describe.each(BROWSERS)('%s: history', (name) => {
  const setting = siteAndBrowser(name, { siteAdded: true });

  test('two saves leave two versions; restoring the older one and saving puts it back on the site', async () => {
    const original = (await setting.control.state()).pages.find((page) => page.id === 5)!;
    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}/index/0-5`);
    await waitForFieldValue(panel, 'Name', original.name);

    for (const name of ['Hosting plans', 'Hosting and support']) {
      await fillField(panel, 'Name', name);
      await panel.waitFor(() => document.body.innerText.includes('Unsaved changes'));
      await clickButton(panel, 'Save');
      await panel.waitFor(() => document.body.innerText.includes('Saved '));
    }
    expect((await setting.control.state()).pages.find((page) => page.id === 5)!.name).toBe('Hosting and support');

    const beforeHistory = await setting.control.mark();
    await panel.click('details.history summary');
    await panel.waitFor(() => document.querySelectorAll('.history-versions > li').length === 2);
    const versions = await panel.evaluate(() => [...document.querySelectorAll('.history-versions > li')].map((li) => li.textContent ?? ''));
    // Newest first: before the second save the name was the first one; before the first, the original.
    expect(versions[0]).toContain('Hosting plans');
    expect(versions[1]).toContain(original.name);

    const marker = await panel.evaluate(() => {
      const button = [...document.querySelectorAll<HTMLButtonElement>('.history-versions > li button')].at(-1)!;
      button.setAttribute('data-test-target', 'restore-oldest');
      return button.textContent;
    });
    expect(marker).toBe('Restore');
    await panel.click('[data-test-target="restore-oldest"]');
    await waitForFieldValue(panel, 'Name', original.name);
    expect(await panel.evaluate(() => document.body.innerText)).toContain('Restored into the editor as a draft');
    // Looking at and restoring versions asked the site for nothing.
    expect(await setting.control.log(beforeHistory)).toEqual([]);

    await clickButton(panel, 'Save');
    await panel.waitFor(() => document.body.innerText.includes('Saved '));
    expect((await setting.control.state()).pages.find((page) => page.id === 5)!.name).toBe(original.name);
    const log = await setting.control.log(beforeHistory);
    expect(apiCalls(log)).toEqual(['GET /pages/5', 'PUT /pages']);
    expect([...log[1]!.bodyKeys].sort()).toEqual(['name', 'page_id']);
    await panel.close();
    await tab.close();
  });

  test('History is reached from the top of the editor, and a content version reads as text, not as its HTML', async () => {
    await setting.control.setRecord('pages', 6, { message: '<p>Call us <strong>today</strong>.</p><p>We answer at once.</p>' });
    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}/index/0-6`);
    await panel.waitFor(() => document.querySelector('#f-message')?.textContent?.includes('Call us today'));
    await typeContentHtml(panel, '<p>Call us <strong>tomorrow</strong>.</p><p>We answer at once.</p>');
    await clickButton(panel, 'Save');
    await panel.waitFor(() => document.body.innerText.includes('Saved '));
    await clickButton(panel, 'History (1)');
    await panel.waitFor(() => (document.querySelector('details.history') as HTMLDetailsElement | null)?.open && document.querySelector('.history-versions .diff'));
    const diff = await panel.evaluate(() => ({
      text: document.querySelector('.history-versions .diff')!.textContent ?? '',
      struck: [...document.querySelectorAll('.history-versions .diff del')].map((del) => del.textContent),
      added: [...document.querySelectorAll('.history-versions .diff ins')].map((ins) => ins.textContent),
    }));
    expect(diff.text).not.toContain('<');
    expect(diff.text).toContain('We answer at once.');
    // Struck: the editor now; added: what restoring the version would bring back.
    expect([diff.struck.join(''), diff.added.join('')]).toEqual(['tomorrow', 'today']);
    await panel.close();
    await tab.close();
  });
});
