// One resource open in two windows: the first edits, the second shows its changes read-only and
// takes over when the first closes. Neither writes over the other's draft or deletes it.
import { describe, expect, test } from 'vitest';
import { BROWSERS } from './support/browsers.ts';
import { clickButton, fillField } from './support/driver.ts';
import { openPanelOn, panelText, placeCaretAfter, waitForFieldValue } from './support/panel.ts';
import { siteAndBrowser } from './support/fixture.ts';

const ELSEWHERE = 'Open for editing in another window';

describe.each(BROWSERS)('%s: one resource in two windows', (name) => {
  const setting = siteAndBrowser(name, { siteAdded: true });

  test('the second window follows the first, and takes over with its unsaved changes when it closes', async () => {
    const { site, panel: first, tabId } = await openPanelOn(setting.browser, `${setting.site.url}/index/0-5`);
    await waitForFieldValue(first, 'Name', 'Hosting');
    const second = await setting.browser.newWindow(`${setting.browser.extensionBase}sidepanel.html?tab=${tabId}`);
    await second.waitFor((words) => document.body.innerText.includes(words), ELSEWHERE);
    await waitForFieldValue(second, 'Name', 'Hosting');
    expect(await panelText(first)).not.toContain(ELSEWHERE);
    // Read-only while the other window edits: no Save to press, no field to type in.
    expect(await second.evaluate(() => (document.querySelector('form.fields') as HTMLElement & { inert: boolean }).inert)).toBe(true);

    await fillField(first, 'Name', 'Hosting plans');
    await waitForFieldValue(second, 'Name', 'Hosting plans');

    const beforeSave = await setting.control.mark();
    await clickButton(first, 'Save');
    await first.waitFor(() => document.body.innerText.includes('Saved '));
    expect((await setting.control.state()).pages.find((p) => p.id === 5)?.name).toBe('Hosting plans');
    // Following costs the site nothing: only the saving window called it.
    const calls = (await setting.control.log(beforeSave)).length;
    expect(calls).toBeGreaterThan(0);

    await fillField(first, 'Name', 'Hosting plans 2027');
    await waitForFieldValue(second, 'Name', 'Hosting plans 2027');
    await first.close();

    await second.waitFor((words) => !document.body.innerText.includes(words), ELSEWHERE);
    await waitForFieldValue(second, 'Name', 'Hosting plans 2027');
    expect(await panelText(second)).toContain('Unsaved changes');
    await clickButton(second, 'Save');
    await second.waitFor(() => document.body.innerText.includes('Saved '));
    expect((await setting.control.state()).pages.find((p) => p.id === 5)?.name).toBe('Hosting plans 2027');
    await second.close();
    await site.close();
  });

  test("the holder's last keys, still held back by its visual editor as it closes, reach the window that takes over", async () => {
    await setting.control.setRecord('pages', 3, { message: '<p>Choose a service.</p>' });
    const { site, panel: first, tabId } = await openPanelOn(setting.browser, `${setting.site.url}/index/0-3`);
    await waitForFieldValue(first, 'Name', 'Услуги');
    const second = await setting.browser.newWindow(`${setting.browser.extensionBase}sidepanel.html?tab=${tabId}`);
    await second.waitFor((words) => document.body.innerText.includes(words), ELSEWHERE);
    await first.bringToFront();
    await placeCaretAfter(first, '#f-message', 'a service.');
    // Typed, and the window closed right after (the owner answering Leave to the browser's
    // question about unsaved changes): the editor hands its text over every few tens of
    // milliseconds while typing, so the last keys are still held back as it closes.
    await first.typeAtMachineSpeed(' Call us today.');
    await first.closeAsUser();
    await second.waitFor((words) => !document.body.innerText.includes(words), ELSEWHERE);
    await second.waitFor(() => document.querySelector('#f-message')?.textContent?.includes('Choose a service. Call us today.'));
    expect(await panelText(second)).toContain('Unsaved changes');
    await clickButton(second, 'Save');
    await second.waitFor(() => document.body.innerText.includes('Saved '));
    expect((await setting.control.state()).pages.find((p) => p.id === 3)?.message).toBe('<p>Choose a service. Call us today.</p>');
    await second.close();
    await site.close();
  });

  test('a window that takes over keeps the draft: reopened, the change is there', async () => {
    const { site, panel: first, tabId } = await openPanelOn(setting.browser, `${setting.site.url}/index/0-4`);
    await waitForFieldValue(first, 'Name', 'Веб-дизайн');
    const second = await setting.browser.newWindow(`${setting.browser.extensionBase}sidepanel.html?tab=${tabId}`);
    await second.waitFor((words) => document.body.innerText.includes(words), ELSEWHERE);
    await fillField(first, 'Name', 'Веб-дизайн и вёрстка');
    await waitForFieldValue(second, 'Name', 'Веб-дизайн и вёрстка');
    await first.close();
    await second.waitFor((words) => !document.body.innerText.includes(words), ELSEWHERE);
    await second.close();

    const third = await setting.browser.newWindow(`${setting.browser.extensionBase}sidepanel.html?tab=${tabId}`);
    await waitForFieldValue(third, 'Name', 'Веб-дизайн и вёрстка');
    expect(await panelText(third)).toMatch(/Draft from .+: not saved to the site yet/);
    await clickButton(third, 'Discard changes');
    await waitForFieldValue(third, 'Name', 'Веб-дизайн');
    await third.close();
    await site.close();
  });
});

declare const chrome: { tabs: { getCurrent(): Promise<{ id?: number } | undefined>; remove(id: number): Promise<void> } };
