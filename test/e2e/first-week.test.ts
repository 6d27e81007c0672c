// An owner's first week, as they see it (the walk itself: support/first-week-walk.ts; in Russian:
// languages.test.ts): readable text, names for things, a save's outcome beside Save with the way
// to the result, Discard undone, a new page put into a menu, a menu item linked by a page's name.
import { describe, expect, test } from 'vitest';
import { BROWSERS } from './support/browsers.ts';
import { clickButton, fillField } from './support/driver.ts';
import { axeViolations } from './support/axe.ts';
import { firstWeekWalk } from './support/first-week-walk.ts';
import { secondWeekWalk } from './support/second-week-walk.ts';
import { openPanelOn, placeCaretAfter, waitForFieldValue } from './support/panel.ts';
import { siteAndBrowser } from './support/fixture.ts';

describe.each(BROWSERS)('%s: the first week', (name) => {
  const setting = siteAndBrowser(name, { siteAdded: true });

  test('the walk, in English', async () => {
    await firstWeekWalk(setting.browser, setting.site.url, setting.control, 'en');
  });

  test('the second week, in English: room for the text, a mode you can see, the gesture taught', async () => {
    await secondWeekWalk(setting.browser, setting.site.url, setting.control, 'en');
  });

  test('a page at its own address is the page the tab shows: no Open in this tab', async () => {
    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}/about`);
    await waitForFieldValue(panel, 'Name', (await setting.control.state()).pages.find((page) => page.ownurl === 'about')!.name);
    await panel.waitFor(() => document.querySelector('nav .tabs button[aria-pressed="true"]')?.textContent === 'This page');
    expect(await panel.evaluate(() => document.querySelector('.open-in-tab'))).toBeNull();
    await panel.close();
    await tab.close();
  });

  test('the visual editor: a subheading pressed and undone; a link to a page picked by its name and an image, saved', async () => {
    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}/index/0-5`);
    await waitForFieldValue(panel, 'Name', (await setting.control.state()).pages.find((page) => page.id === 5)!.name);
    await placeCaretAfter(panel, '#f-message', 'small business');
    await clickButton(panel, 'Subheading');
    await panel.waitFor(() => document.querySelector('#f-message h3')?.textContent === 'We host and maintain small business sites.');
    await panel.waitFor(() => [...document.querySelectorAll('.toolbar button[aria-pressed="true"]')].map((b) => b.getAttribute('aria-label')).join() === 'Subheading');
    await clickButton(panel, 'Undo');
    await panel.waitFor(() => !document.querySelector('#f-message h3') && document.querySelector('#f-message p')?.textContent === 'We host and maintain small business sites.');
    await panel.waitFor(() => document.querySelector('.save-status')?.textContent === 'No unsaved changes');
    await panel.waitFor(() => !document.querySelector('.toolbar button[aria-pressed="true"]'));

    // Link: a page picked by its name, inserted at the caret by that name; Image: by its address, described.
    await placeCaretAfter(panel, '#f-message', 'small business sites.');
    await clickButton(panel, 'Link');
    await panel.waitFor(() => document.activeElement?.id === 'find-f-message-link');
    await panel.typeAtMachineSpeed('Конт');
    await panel.waitFor(() => [...document.querySelectorAll('.link-choices button')].some((b) => b.textContent === 'Контакты'));
    expect(await axeViolations(panel, ['.content-editor'])).toEqual([]);
    await clickButton(panel, 'Контакты');
    await panel.waitFor(() => document.querySelector('#f-message a')?.getAttribute('href') === '/index/0-6');
    await clickButton(panel, 'Image');
    await fillField(panel, 'Image address', '/_si/office.jpg');
    await fillField(panel, 'Description, for those who cannot see it', 'Our office');
    await clickButton(panel, 'Insert image');
    await panel.waitFor(() => document.querySelector('#f-message img')?.getAttribute('alt') === 'Our office');
    await clickButton(panel, 'Save');
    await panel.waitFor(() => /^Saved /.test(document.querySelector('.save-status')?.textContent ?? ''));
    const saved = (await setting.control.state()).pages.find((page) => page.id === 5)!.message;
    expect(saved).toContain('<a href="/index/0-6">Контакты</a>');
    expect(saved).toMatch(/<img src="\/_si\/office\.jpg" alt="Our office"/);
    await panel.close();
    await tab.close();
  });
});
