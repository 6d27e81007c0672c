// An owner's first week, as they see it: a save says its outcome beside Save, in view wherever
// the form is scrolled, with the way to see the result on the site; Discard can be undone; the
// panel speaks of requests only when they run low.
import { describe, expect, test } from 'vitest';
import { BROWSERS } from './support/browsers.ts';
import { clickButton, fillField } from './support/driver.ts';
import { openPanelOn, panelText, placeCaretAfter, waitForFieldValue } from './support/panel.ts';
import { siteAndBrowser } from './support/fixture.ts';
import { axeViolations } from './support/axe.ts';

describe.each(BROWSERS)('%s: the first week', (name) => {
  const setting = siteAndBrowser(name, { siteAdded: true });

  test('a page opened from All of the site: saved, said beside Save in view, and View on site takes the tab to it; Discard undone', async () => {
    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}/news/`);
    await clickButton(panel, 'Show pages');
    await clickButton(panel, 'Hosting');
    await waitForFieldValue(panel, 'Name', 'Hosting');
    // Plenty of requests left: no word of them.
    expect(await panel.evaluate(() => document.querySelector('[data-testid="quota"]'))).toBeNull();
    // Opened from All of the site: that tab stays marked, and a button leads back to the list.
    const pressed = () => panel.evaluate(() => [...document.querySelectorAll('nav .tabs button[aria-pressed="true"]')].map((b) => b.textContent));
    expect(await pressed()).toEqual(['All of the site']);
    await clickButton(panel, '← Back to All of the site');
    await panel.waitFor(() => [...document.querySelectorAll('button')].some((b) => b.textContent === 'Show pages'));
    await clickButton(panel, 'Show pages');
    await clickButton(panel, 'Hosting');
    await waitForFieldValue(panel, 'Name', 'Hosting');

    // Discard, then Undo: the change comes back, still unsaved.
    await fillField(panel, 'Name', 'Hosting plans');
    await panel.waitFor(() => document.body.innerText.includes('Unsaved changes'));
    await clickButton(panel, 'Discard changes');
    await waitForFieldValue(panel, 'Name', 'Hosting');
    await panel.waitFor(() => document.querySelector('.save-status')?.textContent === 'Changes discarded. Undo discard');
    await clickButton(panel, 'Undo discard');
    await waitForFieldValue(panel, 'Name', 'Hosting plans');
    await panel.waitFor(() => document.querySelector('.save-status')?.textContent === 'Unsaved changes (kept as a draft)');

    // Saved with the form scrolled to its top: the outcome is in view, beside Save.
    await panel.evaluate(() => document.scrollingElement!.scrollTo(0, 0));
    await clickButton(panel, 'Save');
    await panel.waitFor(() => /^Saved .+ · View on site$/.test(document.querySelector('.save-status')?.textContent ?? ''));
    const inView = await panel.evaluate(() => {
      const box = document.querySelector('.save-status')!.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= innerHeight && box.height > 0;
    });
    expect(inView).toBe(true);
    expect((await setting.control.state()).pages.find((page) => page.id === 5)?.name).toBe('Hosting plans');
    expect(await axeViolations(panel)).toEqual([]);

    // View on site: the tab shows the page just saved.
    await clickButton(panel, 'View on site');
    await tab.waitFor(() => location.pathname === '/index/0-5' && document.readyState === 'complete');
    await waitForFieldValue(panel, 'Name', 'Hosting plans');
    expect(await panelText(panel)).toContain('This page');

    // The visual editor: the paragraph made a subheading shows its button pressed; Undo takes it back.
    await placeCaretAfter(panel, '#f-message', 'small business');
    await clickButton(panel, 'Subheading');
    await panel.waitFor(() => document.querySelector('#f-message h3')?.textContent === 'We host and maintain small business sites.');
    await panel.waitFor(() => [...document.querySelectorAll('.toolbar button[aria-pressed="true"]')].map((b) => b.textContent).join() === 'Subheading');
    await clickButton(panel, 'Undo');
    await panel.waitFor(() => !document.querySelector('#f-message h3') && document.querySelector('#f-message p')?.textContent === 'We host and maintain small business sites.');
    await panel.waitFor(() => document.querySelector('.save-status')?.textContent === 'No unsaved changes');
    await panel.close();
    await tab.close();
  });
});
