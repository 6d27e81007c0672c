// Opening the side panel on a tab, as the native panel would, and reading it.
import { fillField, type BrowserUnderTest, type TestPage } from './driver.ts';
import { tabIdOf } from './flows.ts';

export interface PanelOnTab {
  site: TestPage;
  panel: TestPage;
  tabId: number;
}

export const LAUNCHER = 'inplace-launcher';

/** Opens `url` in a tab, waits for Inplace there, and opens the side panel bound to that tab. */
export async function openPanelOn(browser: BrowserUnderTest, url: string): Promise<PanelOnTab> {
  const site = await browser.newPage(url);
  await site.waitFor((tag) => document.querySelector(tag), LAUNCHER);
  const panel = await browser.newPage(`${browser.extensionBase}sidepanel.html`);
  const tabId = await tabIdOf(panel, url);
  await panel.goto(`${browser.extensionBase}sidepanel.html?tab=${tabId}`);
  return { site, panel, tabId };
}

/** The value of the field labelled `label`, once the editor shows it. */
export async function fieldValue(page: TestPage, label: string): Promise<string> {
  await page.waitFor((label) => [...document.querySelectorAll('label')].some((l) => l.textContent?.trim() === label && l.htmlFor), label);
  return page.evaluate((label) => {
    const element = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === label);
    const field = element?.htmlFor ? (document.getElementById(element.htmlFor) as HTMLInputElement | null) : null;
    return field?.value ?? '';
  }, label);
}

export async function waitForFieldValue(page: TestPage, label: string, expected: string): Promise<void> {
  await page.waitFor(
    ({ label, expected }) => {
      const element = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === label);
      const field = element?.htmlFor ? (document.getElementById(element.htmlFor) as HTMLInputElement | null) : null;
      return field?.value === expected;
    },
    { label, expected },
  );
}

/** Switches the content field to HTML source and types `html` into it. */
export async function typeContentHtml(page: TestPage, html: string, label = 'Content'): Promise<void> {
  await page.waitFor((label) => document.querySelector(`[role="group"][aria-label="${label} editing mode"]`), label);
  await page.click(`[role="group"][aria-label="${label} editing mode"] button:last-child`);
  await fillField(page, label, html);
}

export async function panelText(page: TestPage): Promise<string> {
  return page.evaluate(() => document.body.innerText);
}
