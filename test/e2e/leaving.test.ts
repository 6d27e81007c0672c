// Leaving the panel with unsaved changes warns (the browser's "leave page?" prompt); the draft
// is kept either way. Without changes, it closes quietly.
import { describe, expect, test } from 'vitest';
import { BROWSERS } from './support/browsers.ts';
import { siteAndBrowser } from './support/fixture.ts';
import { openPanelOn, waitForFieldValue } from './support/panel.ts';

describe.each(BROWSERS)('%s: leaving the panel', (name) => {
  const setting = siteAndBrowser(name, { siteAdded: true });

  test('with unsaved changes the browser asks before leaving', async () => {
    const { site, panel } = await openPanelOn(setting.browser, `${setting.site.url}/index/0-4`);
    await waitForFieldValue(panel, 'Name', 'Веб-дизайн');
    // Browsers ask only once the page has had a real user interaction: a click, then keys.
    await panel.click('#f-name');
    await panel.press('End');
    await panel.press('x');
    await panel.waitFor(() => document.body.innerText.includes('Unsaved changes'));
    expect(await panel.closeAsUser()).toBe(true);
    await site.close();
  });

  test('without changes it closes without asking', async () => {
    const { site, panel } = await openPanelOn(setting.browser, `${setting.site.url}/index/0-5`);
    await waitForFieldValue(panel, 'Name', 'Hosting');
    expect(await panel.closeAsUser()).toBe(false);
    await site.close();
  });
});
