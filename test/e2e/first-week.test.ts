// An owner's first week, as they see it (the walk itself: support/first-week-walk.ts; in Russian:
// languages.test.ts): readable text, names for things, a save's outcome beside Save with the way
// to the result, Discard undone, a new page put into a menu, a menu item linked by a page's name.
import { describe, expect, test } from 'vitest';
import { BROWSERS } from './support/browsers.ts';
import { clickButton } from './support/driver.ts';
import { firstWeekWalk } from './support/first-week-walk.ts';
import { openPanelOn, placeCaretAfter, waitForFieldValue } from './support/panel.ts';
import { siteAndBrowser } from './support/fixture.ts';

describe.each(BROWSERS)('%s: the first week', (name) => {
  const setting = siteAndBrowser(name, { siteAdded: true });

  test('the walk, in English', async () => {
    await firstWeekWalk(setting.browser, setting.site.url, setting.control, 'en');
  });

  test('the visual editor: a paragraph made a subheading shows its button pressed, and Undo takes it back', async () => {
    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}/index/0-5`);
    await waitForFieldValue(panel, 'Name', (await setting.control.state()).pages.find((page) => page.id === 5)!.name);
    await placeCaretAfter(panel, '#f-message', 'small business');
    await clickButton(panel, 'Subheading');
    await panel.waitFor(() => document.querySelector('#f-message h3')?.textContent === 'We host and maintain small business sites.');
    await panel.waitFor(() => [...document.querySelectorAll('.toolbar button[aria-pressed="true"]')].map((b) => b.textContent).join() === 'Subheading');
    await clickButton(panel, 'Undo');
    await panel.waitFor(() => !document.querySelector('#f-message h3') && document.querySelector('#f-message p')?.textContent === 'We host and maintain small business sites.');
    await panel.waitFor(() => document.querySelector('.save-status')?.textContent === 'No unsaved changes');
    expect(await panel.evaluate(() => document.querySelector('.toolbar button[aria-pressed="true"]'))).toBeNull();
    await panel.close();
    await tab.close();
  });
});
