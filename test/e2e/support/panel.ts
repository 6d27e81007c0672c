// Opening the side panel on a tab, as the native panel would, and reading it.
import { fillField, type BrowserUnderTest, type TestPage } from './driver.ts';
import { tabIdOf } from './flows.ts';

export interface PanelOnTab {
  site: TestPage;
  panel: TestPage;
  tabId: number;
}

/** How the page's DOM shows one of Inplace's controls: a span marked with the control's name. */
export const inplaceHost = (name: 'launcher' | 'point' | 'comment' | 'outline' | 'note') => `span[data-inplace="${name}"]`;
export const LAUNCHER = inplaceHost('launcher');

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
      // Settled as the owner sees it: no name still being read (a parent page's).
      return field?.value === expected && !document.querySelector('select[aria-busy="true"]');
    },
    { label, expected },
  );
}

/**
 * Waits until the panel's local draft of `resource` (e.g. "page:4") on `site` (an origin) holds
 * `value` in `field`: the draft is stored, whatever becomes of the panel now.
 */
export async function waitForDraft(panel: TestPage, site: string, resource: string, field: string, value: string): Promise<void> {
  const stored = () =>
    panel.evaluate(
      ({ key, field }) =>
        new Promise<unknown>((resolve, reject) => {
          const open = indexedDB.open('inplace-drafts');
          // No drafts database yet: leave its creation to the panel.
          open.onupgradeneeded = () => open.transaction!.abort();
          open.onerror = () => (open.error?.name === 'AbortError' ? resolve(undefined) : reject(open.error));
          open.onsuccess = () => {
            const db = open.result;
            // Kept with the version of its shape: { v, data }.
            const read = db.transaction('drafts').objectStore('drafts').get(key);
            read.onsuccess = () => (db.close(), resolve((read.result as { data?: { fields?: Record<string, unknown> } } | undefined)?.data?.fields?.[field]));
            read.onerror = () => (db.close(), reject(read.error));
          };
        }),
      { key: `${site} ${resource}`, field },
    );
  const deadline = Date.now() + 10_000;
  let found: unknown;
  while ((found = await stored()) !== value) {
    if (Date.now() >= deadline) throw new Error(`no draft of ${resource} with ${field} "${value}" within 10 s (it holds ${JSON.stringify(found)})`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Switches the content field to HTML source and types `html` into it. */
export async function typeContentHtml(page: TestPage, html: string, label = 'Content'): Promise<void> {
  await page.waitFor((label) => document.querySelector(`[role="group"][aria-label="${label} editing mode"]`), label);
  await page.click(`[role="group"][aria-label="${label} editing mode"] button:last-child`);
  await fillField(page, label, html);
}

/**
 * Waits until the HTML source of the content field `id` (e.g. f-message) shows `text`, read from
 * the code editor's lines as the owner sees them (a short text: the editor draws only the lines
 * near its view).
 */
export async function waitForHtmlSource(page: TestPage, text: string, id = 'f-message'): Promise<void> {
  await page.waitFor(({ id, text }) => {
    const content = document.getElementById(`${id}-html`);
    return content !== null && [...content.querySelectorAll('.cm-line')].map((line) => line.textContent).join('\n') === text;
  }, { id, text });
}

/** Clicks the mode button ("Visual" or "HTML") of the content editor of field `id` (e.g. f-message). */
export async function clickContentMode(page: TestPage, id: string, mode: 'Visual' | 'HTML'): Promise<void> {
  const marker = `m${Math.random().toString(36).slice(2)}`;
  await page.waitFor(
    ({ id, mode, marker }) => {
      const field = document.getElementById(id) ?? document.getElementById(`${id}-html`);
      const button = [...(field?.closest('.content-editor')?.querySelectorAll('[role="group"] button') ?? [])].find((b) => b.textContent?.trim() === mode);
      button?.setAttribute('data-test-target', marker);
      return button;
    },
    { id, mode, marker },
  );
  await page.click(`[data-test-target="${marker}"]`);
}

export async function panelText(page: TestPage): Promise<string> {
  return page.evaluate(() => document.body.innerText);
}

/** Opens "⋯" of the menu item labelled `itemLabel` and clicks `button` there, as the owner does. */
export async function clickInMenuItem(page: TestPage, itemLabel: string, button: string): Promise<void> {
  const marker = `m${Math.random().toString(36).slice(2)}`;
  const mark = (what: 'more' | 'button') => page.waitFor(
    ({ itemLabel, button, marker, what }) => {
      const row = [...document.querySelectorAll('ol.menu-items > li')].find(
        (li) => (li.querySelector('input') as HTMLInputElement | null)?.value === itemLabel,
      );
      const target = what === 'more'
        ? row?.querySelector('.menu-row .more')
        : row && [...row.querySelectorAll('.item-more button')].find((b) => b.textContent?.trim() === button);
      document.querySelector(`[data-test-target="${marker}"]`)?.removeAttribute('data-test-target');
      target?.setAttribute('data-test-target', marker);
      return target;
    },
    { itemLabel, button, marker, what },
  );
  await mark('more');
  await page.click(`[data-test-target="${marker}"]`);
  await mark('button');
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

/**
 * Puts the caret right after `phrase` in the contenteditable `selector` (e.g. "#f-message"), as
 * the owner would: a real click on the element holding the phrase's end (never on an image,
 * which the editor would select instead), then a collapsed Range at the end of the phrase in its
 * text node. The phrase is matched as rendered: runs of white space (no-break spaces too) count
 * as one space, placeholders' own text is skipped. Throws unless the phrase occurs exactly once.
 */
export async function placeCaretAfter(page: TestPage, selector: string, phrase: string): Promise<void> {
  await page.waitFor((selector) => document.querySelector(selector)?.getAttribute('contenteditable') === 'true', selector);
  const marker = `c${Math.random().toString(36).slice(2)}`;
  const find = ({ selector, phrase, marker, step }: { selector: string; phrase: string; marker: string; step: 'mark' | 'place' }) => {
    const root = document.querySelector(selector) as HTMLElement;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => (node.parentElement?.closest('.ip-kept') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
    });
    let flat = '';
    const at: [Text, number][] = [];
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const value = node.nodeValue ?? '';
      for (let i = 0; i < value.length; i++) {
        const char = value[i]!;
        if (char === '\u200b') continue;
        if (/[\s\u00a0]/.test(char)) {
          if (flat.endsWith(' ')) continue;
          flat += ' ';
        } else flat += char;
        at.push([node, i]);
      }
    }
    const wanted = phrase.replace(/[\s\u00a0]+/g, ' ');
    const index = flat.indexOf(wanted);
    if (index < 0) return `"${wanted}" is not in the editor's text: ${flat.slice(0, 300)}`;
    if (flat.lastIndexOf(wanted) !== index) return `"${wanted}" occurs more than once in the editor's text`;
    const [node, offset] = at[index + wanted.length - 1]!;
    if (step === 'mark') {
      // The innermost element around the phrase's end whose centre is its own text, not an image.
      node.parentElement!.scrollIntoView({ block: 'center' });
      for (let holder = node.parentElement; holder && root.contains(holder); holder = holder.parentElement) {
        const box = holder.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (!hit || !holder.contains(hit) || hit.closest('img, .ip-kept')) continue;
        holder.setAttribute('data-test-target', marker);
        return null;
      }
      return `no element around "${wanted}" can be clicked at its centre`;
    }
    // The mark goes before the first key press: it must not become part of the content.
    document.querySelector(`[data-test-target="${marker}"]`)?.removeAttribute('data-test-target');
    if (document.activeElement !== root) return `the click left the focus on ${document.activeElement?.nodeName}`;
    const range = document.createRange();
    range.setStart(node, offset + 1);
    range.collapse(true);
    const selection = getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    return null;
  };
  const problem = await page.evaluate(find, { selector, phrase, marker, step: 'mark' as const });
  if (problem) throw new Error(problem);
  await page.click(`[data-test-target="${marker}"]`);
  const placed = await page.evaluate(find, { selector, phrase, marker, step: 'place' as const });
  if (placed) throw new Error(placed);
}

/** Types `text` with one real key press per character. */
export async function typeKeys(page: TestPage, text: string): Promise<void> {
  for (const char of text) await page.press(char);
}

/** Waits until an entry's editor has also read the entry's comments (the second of its two opening requests). */
export async function waitForComments(panel: TestPage): Promise<void> {
  await panel.waitFor(() => /^Comments \(\d+\)$/.test(document.getElementById('comments-title')?.textContent ?? ''));
}
