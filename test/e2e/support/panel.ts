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

/** Marks the element matching `selector` whose own `field` input has `value`, and clicks `button` in it. */
export async function clickInMenuItem(page: TestPage, itemLabel: string, button: string): Promise<void> {
  const marker = `m${Math.random().toString(36).slice(2)}`;
  await page.waitFor(
    ({ itemLabel, button, marker }) => {
      const row = [...document.querySelectorAll('ol.menu-items > li')].find(
        (li) => (li.querySelector('input') as HTMLInputElement | null)?.value === itemLabel,
      );
      const target = row && [...row.querySelectorAll('button')].find((b) => b.textContent?.trim() === button);
      target?.setAttribute('data-test-target', marker);
      return target;
    },
    { itemLabel, button, marker },
  );
  await page.click(`[data-test-target="${marker}"]`);
}

/** Replaces the label of the menu item now labelled `itemLabel`. */
export async function renameMenuItem(page: TestPage, itemLabel: string, newLabel: string): Promise<void> {
  const marker = `m${Math.random().toString(36).slice(2)}`;
  await page.waitFor(
    ({ itemLabel, marker }) => {
      const input = [...document.querySelectorAll<HTMLInputElement>('ol.menu-items > li input')].find((i) => i.value === itemLabel);
      input?.setAttribute('data-test-target', marker);
      return input;
    },
    { itemLabel, marker },
  );
  await page.fill(`[data-test-target="${marker}"]`, newLabel);
}

/** The site's API, called directly with the token: "someone else" changing the site. */
export async function changeBehindThePanel(siteUrl: string, token: string, path: string, method: string, body: Record<string, string>) {
  const response = await fetch(`${siteUrl}/uapi${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    body: new URLSearchParams(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}
