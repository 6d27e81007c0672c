// Editing in place, end to end: open a page of the reference site, see it in the panel, edit,
// watch the live preview, save, and see the change on the site; the request log proves the
// costs (one GET to open; one GET and one write to save).
import { describe, expect, test } from 'vitest';
import { closeNativeSidePanel, nativeSidePanel } from './support/native-side-panel.ts';
import { BROWSERS } from './support/browsers.ts';
import { clickButton, eventually, fillField, textOf, type TestPage } from './support/driver.ts';
import { changeBehindThePanel, clickInMenuItem, LAUNCHER, openPanelOn, panelText, placeCaretAfter, renameMenuItem, typeContentHtml, typeKeys, waitForComments, waitForDraft, waitForFieldValue } from './support/panel.ts';
import { clickLauncher, launcherNote, launcherState } from './support/launcher.ts';
import { apiCalls, siteAndBrowser } from './support/fixture.ts';
import { tabIdOf } from './support/flows.ts';


describe.each(BROWSERS)('%s: editing a page in place', (name) => {
  const setting = siteAndBrowser(name, { siteAdded: true });

  test('launcher names it, panel opens it with one GET, preview shows the draft, save writes once and the page shows it', async () => {
    const url = `${setting.site.url}/index/0-3`;
    const before = await setting.control.mark();
    const { site: tab, panel } = await openPanelOn(setting.browser, url);
    expect((await launcherState(panel, tab)).label).toBe('Edit page');

    await waitForFieldValue(panel, 'Name', 'Услуги');
    expect(apiCalls(await setting.control.log(before))).toEqual(['GET /pages/3']);

    await fillField(panel, 'Name', 'Услуги и цены');
    await typeContentHtml(panel, '<p>Новый текст <strong>услуг</strong></p>');
    // The tab shows the draft in the page's content region while typing.
    await tab.waitFor(() => document.querySelector('#content')?.textContent?.includes('Новый текст услуг'));

    const beforeSave = await setting.control.mark();
    await clickButton(panel, 'Save');
    await panel.waitFor(() => document.body.innerText.includes('Saved '));
    expect(apiCalls(await setting.control.log(beforeSave))).toEqual(['GET /pages/3', 'PUT /pages']);

    // The tab reloads and shows the saved page.
    await tab.waitFor(() => document.querySelector('#content strong')?.textContent === 'услуг' && !document.querySelector('[data-inplace-preview]'));
    expect(await textOf(tab, 'title')).toContain('Услуги и цены');
    expect(await panelText(panel)).toContain('Saved ');
    await panel.close();
    await tab.close();
  });

  test('a news entry: title with its live count, save, and the entry page shows the new title; its format stays as loaded', async () => {
    const entryUrl = await (async () => {
      const res = await fetch(`${setting.site.url}/uapi/news?id=1`, { headers: { Authorization: `Bearer ${setting.site.token}` } });
      return new URL((await res.json()).success.url, setting.site.url).href;
    })();
    const before = await setting.control.mark();
    const { site: tab, panel } = await openPanelOn(setting.browser, entryUrl);
    expect((await launcherState(panel, tab)).label).toBe('Edit news entry');
    await waitForFieldValue(panel, 'Title', 'Мы запустили новый сайт');
    // The entry and its comments, read side by side: two requests.
    await waitForComments(panel);
    expect(apiCalls(await setting.control.log(before)).sort()).toEqual(['GET /comments', 'GET /news']);
    expect(await panelText(panel)).toContain('23 / 130 characters');

    await fillField(panel, 'Title', 'Мы запустили новый сайт!!');
    await panel.waitFor(() => document.body.innerText.includes('25 / 130 characters'));
    const beforeSave = await setting.control.mark();
    await clickButton(panel, 'Save');
    await panel.waitFor(() => document.body.innerText.includes('Saved '));
    expect(apiCalls(await setting.control.log(beforeSave))).toEqual(['GET /news', 'PUT /news']);
    await tab.waitFor(() => document.querySelector('.eTitle')?.textContent?.includes('Мы запустили новый сайт!!'));

    const stored = (await setting.control.state()).entryModules.news!.entries.find((entry) => entry.id === 1)!;
    expect(stored).toMatchObject({ title: 'Мы запустили новый сайт!!', message_type: 'html', description_type: 'html' });
    await panel.close();
    await tab.close();
  });

  test('a menu: rename an item, reorder and nest by buttons; one PUT of the tree; the rendered menu changes', async () => {
    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}/index/0-2`);
    await clickButton(panel, 'Menu: Главная, О нас, Услуги');
    await waitForFieldValue(panel, 'Menu title', (await setting.control.state()).menus.find((m) => m.id === 1)!.title);

    await renameMenuItem(panel, 'Главная', 'Главная страница');
    await clickInMenuItem(panel, 'Контакты', 'Move up');
    await clickInMenuItem(panel, 'Новости', 'Make sub-item');
    // The page shows the menu as it is edited, before anything is saved.
    await tab.waitFor(() => [...document.querySelectorAll('#uNMenuDiv1 .uMenuRoot > li > a')].map((a) => a.textContent).join('|') === 'Главная страница|О нас|Услуги|Контакты|Блог');
    expect(await tab.evaluate(() => [...document.querySelectorAll('#uNMenuDiv1 .uMenuRoot > li.uWithSubmenu > ul.subM > li > a')].map((a) => a.textContent))).toEqual(['Веб-дизайн', 'Hosting', 'Новости']);
    const beforeSave = await setting.control.mark();
    // The page as previewed, told from the page the site renders once saved (the tab reloads).
    await tab.evaluate(() => document.documentElement.setAttribute('data-test-previewed', ''));
    await clickButton(panel, 'Save');
    await panel.waitFor(() => document.body.innerText.includes('Saved '));
    expect(apiCalls(await setting.control.log(beforeSave))).toEqual(['GET /menus/1', 'PUT /menus/1/items']);

    await tab.waitFor(() => !document.documentElement.hasAttribute('data-test-previewed') && document.readyState !== 'loading'
      && document.querySelector('#uNMenuDiv1')?.textContent?.includes('Главная страница'));
    const rendered = await tab.evaluate(() =>
      [...document.querySelectorAll('#uNMenuDiv1 .uMenuRoot > li')].map((li) => ({
        label: li.querySelector(':scope > a')?.textContent,
        children: [...li.querySelectorAll(':scope > ul > li > a')].map((a) => a.textContent),
      })),
    );
    expect(rendered.map((item) => item.label)).toEqual(['Главная страница', 'О нас', 'Услуги', 'Контакты', 'Блог']);
    expect(rendered[2]!.children).toEqual(['Веб-дизайн', 'Hosting', 'Новости']);

    // A new title alone costs one PUT /menus/{id}, and no PUT of the items.
    await fillField(panel, 'Menu title', 'Навигация по сайту');
    const beforeRename = await setting.control.mark();
    await clickButton(panel, 'Save');
    await panel.waitFor(() => document.body.innerText.includes('Saved '));
    expect(apiCalls(await setting.control.log(beforeRename))).toEqual(['GET /menus/1', 'PUT /menus/1']);
    await panel.close();
    await tab.close();
  });

  test('a menu shows its links by their pages\' names as it opens; a page picked in Link to… keeps its own address on the site', async () => {
    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}/index/0-2`);
    await clickButton(panel, 'Menu: Home, News, Blog');
    // "/sale" is the own address of the page "Spring sale": named so before Link to… was ever opened.
    await panel.waitFor(() => [...document.querySelectorAll('.menu-row .link-to')].map((link) => link.textContent).join('|') === '→ Главная|→ /news/|→ /blog/|→ Spring sale|→ /index/1');
    await clickButton(panel, 'Add item');
    await panel.waitFor(() => document.activeElement?.matches('.link-picker input[type="search"]'));
    await panel.typeAtMachineSpeed('О на');
    await clickButton(panel, 'О нас');
    await panel.waitFor(() => [...document.querySelectorAll('.menu-row .link-to')].at(-1)?.textContent === '→ О нас');
    await clickButton(panel, 'Save');
    await panel.waitFor(() => /^Saved /.test(document.querySelector('.save-status')?.textContent ?? ''));
    const saved = (await setting.control.state()).menus.find((menu) => menu.id === 2)!.items.at(-1);
    expect(saved).toMatchObject({ name: 'О нас', url: '/about' });
    await panel.close();
    await tab.close();
  });

  test('every menu item needs a URL: an empty one is refused before any request', async () => {
    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}/index/0-2`);
    await clickButton(panel, 'Menu: Home, News, Blog');
    await panel.waitFor(() => document.querySelector('ol.menu-items > li'));
    await clickButton(panel, 'Add item');
    // The new item opens Link to…, which reads the site's pages once; the save asks nothing.
    await panel.waitFor(() => document.querySelectorAll('.link-choices button').length > 0);
    const before = await setting.control.mark();
    await clickButton(panel, 'Save');
    await panel.waitFor(() => document.body.innerText.includes('Every item needs a URL'));
    expect(await setting.control.log(before)).toEqual([]);
    await panel.close();
    await tab.close();
  });

  test('a click on the launcher opens the panel in Chrome; Firefox, which only opens it from its own UI, says how', async () => {
    const extension = await setting.browser.newPage(`${setting.browser.extensionBase}options.html`);
    const tab = await setting.browser.newPage(`${setting.site.url}/index/0-3`);
    await tab.waitFor((tag) => document.querySelector(tag), LAUNCHER);
    await clickLauncher(extension, tab);
    if (name === 'chromium') {
      const panel = await nativeSidePanel(setting.browser);
      await panel.waitFor(() => document.body?.innerText.includes('this tab shows a page'));
      expect((await launcherState(extension, tab)).note).toBeNull();
      expect(await closeNativeSidePanel(extension)).toBe(true);
    } else {
      expect(await launcherNote(extension, tab)).toBe('Open Inplace with its toolbar button (✎) or Alt+Shift+E.');
    }
    await extension.close();
    await tab.close();
  });

  test('the live preview, the page\'s name too, goes back when the changes are discarded', async () => {
    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}/about`);
    await waitForFieldValue(panel, 'Name', 'О нас');
    const original = await tab.evaluate(() => document.querySelector('#content')!.innerHTML);
    // The name shows where the page shows it (the tab's title) as it is typed.
    const tabTitle = await tab.evaluate(() => document.title);
    expect(tabTitle).toContain('О нас');
    await fillField(panel, 'Name', 'О компании');
    await tab.waitFor((title) => document.title === title, tabTitle.replace('О нас', 'О компании'));
    const draftHtml = '<p>Черновик <img src=x onerror="document.title=\'pwned\'"><a href="javascript:alert(1)">ссылка</a></p>';
    await typeContentHtml(panel, draftHtml);
    await tab.waitFor(() => document.querySelector('#content[data-inplace-preview]')?.textContent?.includes('Черновик'));
    // The preview never runs what the draft carries.
    expect(await tab.evaluate(() => [document.title, document.querySelector('#content img')?.getAttribute('onerror'), document.querySelector('#content a')?.getAttribute('href')])).toEqual([
      expect.not.stringContaining('pwned'),
      null,
      null,
    ]);
    // The page says it shows a draft: the launcher, with its dot.
    const launcher = () => launcherState(panel, tab).then(({ label, draft }) => ({ label, draft }));
    await eventually(async () => (await launcher()).label === 'Preview: not saved', 'the launcher to say the page shows a draft');
    expect((await launcher()).draft).toBe(true);
    // Another tab of the page, which shows no preview: its launcher carries the dot, the draft waiting.
    await waitForDraft(panel, new URL(setting.site.url).origin, 'page:2', 'message', draftHtml);
    const other = await setting.browser.newPage(`${setting.site.url}/index/0-2`);
    await other.waitFor((tag) => document.querySelector(tag), LAUNCHER);
    await eventually(async () => (await launcherState(panel, other)).label === 'Edit page', 'the other tab\'s launcher');
    expect((await launcherState(panel, other)).draft).toBe(true);
    await other.close();
    await clickButton(panel, 'Discard changes');
    await waitForFieldValue(panel, 'Name', 'О нас');
    await tab.waitFor((html) => document.querySelector('#content')!.innerHTML === html && !document.querySelector('[data-inplace-preview]'), original);
    await tab.waitFor((title) => document.title === title, tabTitle);
    await eventually(async () => (await launcher()).label === 'Edit page', 'the launcher to say what it opens again');
    expect((await launcher()).draft).toBe(false);
    await panel.close();
    await tab.close();
  });

  test('a new page from the panel: an address offered from its name, made hidden with one write (Ctrl+S), its address said, then published', async () => {
    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}/`);
    await clickButton(panel, 'All of the site');
    await clickButton(panel, 'New page');
    await fillField(panel, 'Name', 'Прайс-лист');
    await waitForFieldValue(panel, 'Page address (slug)', 'prais-list');
    await typeContentHtml(panel, '<p>Цены на 2027 год</p>');
    const before = await setting.control.mark();
    await panel.evaluate(() => document.getElementById('f-name')!.focus());
    await panel.press('Control+s');
    await panel.waitFor(() => document.body.innerText.includes('Edit page: Прайс-лист'));
    // The newest id is noted first: were the answer lost, only a page above it could be this one.
    expect(apiCalls(await setting.control.log(before))).toEqual(['GET /pages', 'POST /pages']);
    const created = (await setting.control.state()).pages.find((p) => p.name === 'Прайс-лист')!;
    expect([created.ownurl, created.pending]).toEqual(['prais-list', 1]);
    // Beside Saved: where the page is; above the form, that visitors do not see it yet.
    const host = new URL(setting.site.url).host;
    const status = () => panel.evaluate(() => document.querySelector('.save-status')?.textContent ?? '');
    expect(await status()).toContain(`Its address: ${host}/prais-list`);
    expect(await panel.evaluate(() => document.querySelector('.hidden-page')?.textContent)).toBe('Visitors do not see this page yet. Publish');
    expect((await fetch(`${setting.site.url}/prais-list`)).status).toBe(404);
    await clickButton(panel, 'Publish');
    await panel.waitFor(() => !document.querySelector('.hidden-page') && /^Saved .+ · View on site/.test(document.querySelector('.save-status')?.textContent ?? ''));
    expect((await setting.control.state()).pages.find((p) => p.id === created.id)!.pending).toBe(0);
    const page = await setting.browser.newPage(`${setting.site.url}/prais-list`);
    expect(await textOf(page, '#content')).toContain('Цены на 2027 год');
    await page.close();
    await panel.close();
    await tab.close();
  });

  test('the owner can hide the launcher for a site', async () => {
    const options = await setting.browser.newPage(`${setting.browser.extensionBase}options.html`);
    await options.waitFor(() => document.querySelector('ul.sites input[type="checkbox"]'));
    await options.click('ul.sites input[type="checkbox"]');
    await options.waitFor(() => !(document.querySelector('ul.sites input[type="checkbox"]') as HTMLInputElement).checked);
    const tab = await setting.browser.newPage(`${setting.site.url}/index/0-3`);
    // Inplace is running in the page (it answers the extension), and shows no launcher.
    const tabId = await tabIdOf(options, `${setting.site.url}/index/0-3`);
    await eventually(
      () =>
        options.evaluate((tabId) => {
          const api = (globalThis as unknown as { browser?: typeof chrome }).browser ?? chrome;
          return api.tabs.sendMessage(tabId, { type: 'preview/clear' }, { frameId: 0 }).then(() => true, () => false);
        }, tabId),
      'Inplace to run in the page',
    );
    expect(await tab.evaluate((tag) => document.querySelector(tag), LAUNCHER)).toBeNull();
    await options.click('ul.sites input[type="checkbox"]');
    await options.waitFor(() => (document.querySelector('ul.sites input[type="checkbox"]') as HTMLInputElement).checked);
    await tab.goto(`${setting.site.url}/index/0-3`);
    await tab.waitFor((tag) => document.querySelector(tag), LAUNCHER);
    await tab.close();
    await options.close();
  });

  test('undo in the visual editor takes back the words typed since the last pause, then those before', async () => {
    await setting.control.setRecord('pages', 5, { message: '<p>Plans start at 5 EUR a month.</p>' });
    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}/index/0-5`);
    await placeCaretAfter(panel, '#f-message', 'a month.');
    await typeKeys(panel, ' Call us');
    // The pause: the draft is kept once typing has paused (the page followed each key before).
    await waitForDraft(panel, new URL(setting.site.url).origin, 'page:5', 'message', '<p>Plans start at 5 EUR a month. Call us</p>');
    await typeKeys(panel, ' any day now');
    await panel.press('Control+z');
    const shows = (text: string) => document.querySelector('#f-message')?.textContent?.replace(/[\s\u00a0\u200b]+/g, ' ').trim() === text;
    await panel.waitFor(shows, 'Plans start at 5 EUR a month. Call us');
    await panel.press('Control+z');
    await panel.waitFor(shows, 'Plans start at 5 EUR a month.');
    await panel.close();
    await tab.close();
  });

  test('keys typed with no pause (after Enter, after a paste, in a new list item) all land, in order', async () => {
    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}/about`);
    await placeCaretAfter(panel, '#f-message', 'пять человек.');
    // As a held key, a text expander or a fast burst sends them: no pause at all.
    await panel.typeAtMachineSpeed(' Нас шестеро.');
    await panel.press('Enter');
    await panel.typeAtMachineSpeed('Новый абзац');
    // A word of the list copied, and pasted here.
    await panel.evaluate(() => {
      const word = [...document.querySelectorAll('#f-message li')].find((item) => item.textContent === 'дизайн')!.firstChild!;
      const range = document.createRange();
      range.selectNodeContents(word);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
    });
    await panel.press('Control+c');
    await placeCaretAfter(panel, '#f-message', 'Новый абзац');
    await panel.press('Control+v');
    await panel.typeAtMachineSpeed(' и дальше');
    await placeCaretAfter(panel, '#f-message', 'поддержка');
    await panel.press('Enter');
    await panel.typeAtMachineSpeed('хостинг');
    await panel.press('Control+s');
    await panel.waitFor(() => document.body.innerText.includes('Saved '));
    const saved = (await setting.control.state()).pages.find((page) => page.id === 2)!.message;
    const text = saved.replace(/<[^>]+>/g, '|').replace(/\|+/g, '|');
    expect(text).toContain('|Мы работаем с 2012 года. В команде пять человек. Нас шестеро.|Новый абзацдизайн и дальше|');
    expect(text).toContain('|дизайн|вёрстка|поддержка|хостинг|');
    await panel.close();
    await tab.close();
  });

  test('a long page, read into the visual editor in two steps: all of it is there, and a word typed in its middle saves as that change alone', async () => {
    const long = Array.from({ length: 900 }, (_, i) => `<p>Абзац ${i} о работе студии и о команде.</p>`).join('\n');
    await typeIntoLongPage(long, 'Длинная страница');
  });

  test('the same inside a <div> the template closes: a word typed, then Enter and keys with no pause, land in order and save', async () => {
    const long = `<div class="content">\n${Array.from({ length: 900 }, (_, i) => `<p>Абзац ${i} о работе студии и о команде.</p>`).join('\n')}\n`;
    await typeIntoLongPage(long, 'Длинная страница в обёртке', async (panel) => {
      await placeCaretAfter(panel, '#f-message', 'Абзац 600 о работе студии и о команде.');
      await panel.press('Enter');
      await panel.typeAtMachineSpeed('Новый абзац');
    });
  });

  /** A long page made behind the panel, a word typed in its middle (and `more`), saved: that change alone, or with `more`. */
  async function typeIntoLongPage(long: string, name: string, more?: (panel: TestPage) => Promise<void>): Promise<void> {
    await changeBehindThePanel(setting.site.url, setting.site.token, '/pages', 'POST', { name, message: long });
    const page = (await setting.control.state()).pages.find((item) => item.name === name)!;
    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}/index/0-${page.id}`);
    // The whole is in once the editor no longer says it is busy reading it.
    await panel.waitFor(() => {
      const editor = document.getElementById('f-message');
      return editor?.getAttribute('contenteditable') === 'true' && !editor.hasAttribute('aria-busy') && editor.textContent?.includes('Абзац 899 о');
    });
    await placeCaretAfter(panel, '#f-message', 'Абзац 450 ');
    await panel.typeAtMachineSpeed('новый ');
    await tab.waitFor(() => document.body.textContent?.includes('Абзац 450 новый о работе'));
    await more?.(panel);
    const mark = await setting.control.mark();
    await clickButton(panel, 'Save');
    await panel.waitFor(() => document.body.innerText.includes('Saved '));
    expect(apiCalls(await setting.control.log(mark))).toEqual([`GET /pages/${page.id}`, 'PUT /pages']);
    const saved = (await setting.control.state()).pages.find((item) => item.id === page.id)!.message;
    const typed = long.replace('Абзац 450 о', 'Абзац 450 новый о');
    if (!more) expect(saved).toBe(typed);
    // A new paragraph after the 600th, its keys in the order typed; every other byte as it was.
    else expect(saved.replace(/\s*<p>Новый абзац<\/p>/, '')).toBe(typed);
    await panel.close();
    await tab.close();
  }

  test('typing in the visual editor and pressing Ctrl+S at once saves what was typed', async () => {
    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}/index/0-6`);
    await panel.waitFor(() => document.querySelector('#f-message[contenteditable="true"]'));
    await panel.click('#f-message');
    await panel.fill('#f-message', 'Пишите нам: hello@example.com');
    await panel.press('Control+s');
    await panel.waitFor(() => document.body.innerText.includes('Saved '));
    expect((await setting.control.state()).pages.find((p) => p.id === 6)?.message).toContain('Пишите нам: hello@example.com');
    await panel.close();
    await tab.close();
  });
});

declare const chrome: { tabs: { sendMessage(tabId: number, message: unknown, options: { frameId: number }): Promise<unknown> } };
