// axe-core finds no violation on the options page, each editor of the side panel, the conflict
// view and the launcher; and every action of the menu editor works from the keyboard.
import { describe, expect, test } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { BROWSERS } from './support/browsers.ts';
import { clickButton, fillField } from './support/driver.ts';
import { siteAndBrowser } from './support/fixture.ts';
import { accessibleButtons, launcherState } from './support/launcher.ts';
import { changeBehindThePanel, LAUNCHER, openPanelOn, waitForFieldValue } from './support/panel.ts';

describe.each(BROWSERS)('%s: accessibility', (name) => {
  const setting = siteAndBrowser(name, { siteAdded: true });

  test('the options page', async () => {
    const page = await setting.browser.newPage(`${setting.browser.extensionBase}options.html`);
    await page.waitFor(() => document.querySelector('ul.sites li'));
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  // axe sees nothing inside the launcher's closed root (nor does any page script): the rules it
  // would apply to the button are checked on what the extension's world reads of it, and in
  // Chromium on the accessibility tree that assistive technology gets.
  test('the launcher on the site', async () => {
    const extension = await setting.browser.newPage(`${setting.browser.extensionBase}options.html`);
    const tab = await setting.browser.newPage(`${setting.site.url}/index/0-3`);
    await tab.waitFor((tag) => document.querySelector(tag), LAUNCHER);
    const { label, ariaLabel, button, noteRole } = await launcherState(extension, tab);
    // A native button, in the tab order, named (button-name) with its visible words first (label-in-name).
    expect(button).toMatchObject({ tag: 'button', type: 'button', role: null, disabled: false, tabIndex: 0 });
    expect(ariaLabel).toBe('Edit page with Inplace');
    expect(ariaLabel!.startsWith(label)).toBe(true);
    // Its text is 13px semi-bold, not large: AA asks 4.5:1 (color-contrast).
    expect(contrast(button.color, button.background)).toBeGreaterThanOrEqual(4.5);
    // What it says where the panel cannot open is announced (a status, polite).
    expect(noteRole).toBe('status');
    if (name === 'chromium') {
      expect(await accessibleButtons(setting.browser, tab)).toContainEqual({ role: 'button', name: ariaLabel, focusable: true });
    }
    await extension.close();
    await tab.close();
  });

  test('the page editor, and its conflict view', async () => {
    const { site, panel } = await openPanelOn(setting.browser, `${setting.site.url}/index/0-4`);
    await waitForFieldValue(panel, 'Name', 'Веб-дизайн');
    expect(await axeViolations(panel)).toEqual([]);
    await fillField(panel, 'Name', 'Веб-дизайн и вёрстка');
    // The site changes the same field: a real conflict, on that one field.
    await changeBehindThePanel(setting.site.url, setting.site.token, '/pages', 'PUT', { page_id: '4', name: 'Дизайн' });
    await clickButton(panel, 'Save');
    await panel.waitFor(() => document.querySelector('.conflict'));
    expect(await panel.evaluate(() => [...document.querySelectorAll('.conflict .conflict-field h4')].map((h) => h.textContent))).toEqual(['Name']);
    expect(await axeViolations(panel)).toEqual([]);
    await panel.close();
    await site.close();
  });

  test('the news entry editor', async () => {
    const entry = await (await fetch(`${setting.site.url}/uapi/news?id=3`, { headers: { Authorization: `Bearer ${setting.site.token}` } })).json();
    const { site, panel } = await openPanelOn(setting.browser, new URL(entry.success.url, setting.site.url).href);
    await waitForFieldValue(panel, 'Title', entry.success.title);
    expect(await axeViolations(panel)).toEqual([]);
    await panel.close();
    await site.close();
  });

  test('the menu editor, driven by keyboard alone', async () => {
    const { site, panel } = await openPanelOn(setting.browser, `${setting.site.url}/index/0-2`);
    await clickButton(panel, 'Menu: Главная, О нас, Услуги');
    await panel.waitFor(() => document.querySelector('ol.menu-items > li'));
    expect(await axeViolations(panel)).toEqual([]);
    // Focus the label of the last item and move it up, then nest it, with Alt+arrows.
    await panel.evaluate(() => [...document.querySelectorAll<HTMLInputElement>('ol.menu-items > li input')].find((i) => i.value === 'Контакты')!.focus());
    await panel.press('Alt+ArrowUp');
    await panel.press('Alt+ArrowRight');
    const items = await panel.evaluate(() =>
      [...document.querySelectorAll('ol.menu-items > li')].map((li) => `${li.getAttribute('data-path')} ${(li.querySelector('input') as HTMLInputElement).value}`),
    );
    expect(items).toContain('3.0 Контакты');
    // The moved item keeps the focus.
    expect(await panel.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('Контакты');
    await panel.close();
    await site.close();
  });
});

/** WCAG's contrast ratio of two opaque CSS colours given as rgb(r, g, b). */
function contrast(foreground: string, background: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = color.match(/\d+(\.\d+)?/g)!.slice(0, 3).map((channel) => {
      const c = Number(channel) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}
