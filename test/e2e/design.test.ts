// The design in place, in both browsers: the templates that drew the page, the site's CSS and a
// global block edited with the tab showing each change before and after saving, a mail form's
// fields and a poll's answers. Each opens with one GET and writes only what changed.
import { describe, expect, test } from 'vitest';
import { BROWSERS } from './support/browsers.ts';
import { clickButton, fillField, type TestPage } from './support/driver.ts';
import { axeViolations } from './support/axe.ts';
import { CUSTOM_ELEMENT_TRAP, trappedInPage } from './support/custom-element-trap.ts';
import { apiCalls, siteAndBrowser } from './support/fixture.ts';
import { changeBehindThePanel, openPanelOn, typeKeys, waitForFieldValue } from './support/panel.ts';

/** The templates the panel lists for the page, as their paths. */
const listedPaths = () => [...document.querySelectorAll<HTMLElement>('.design-list [data-path]')].map((button) => button.dataset.path);

/**
 * Replaces `find` in the code editor as a person does: Ctrl+F, the text, Enter selects it,
 * Escape goes back to it, then the new text key by key, each seen in the editor before the next.
 */
async function replaceInCode(panel: TestPage, find: string, replacement: string): Promise<void> {
  await panel.click('#f-content');
  await panel.press('Control+f');
  await panel.waitFor(() => document.activeElement?.matches('.cm-search input[name="search"]'));
  await typeKeys(panel, find);
  await panel.press('Enter');
  await panel.press('Escape');
  await panel.waitFor((find) => document.activeElement?.id === 'f-content' && getSelection()?.toString() === find, find);
  for (const char of replacement) {
    const before = await panel.evaluate(() => document.querySelector('#f-content')!.textContent);
    await panel.press(char);
    await panel.waitFor((text) => document.querySelector('#f-content')!.textContent !== text, before);
  }
}

/** Design, once it lists the page's templates (read with the template tree). */
async function openDesign(panel: TestPage): Promise<void> {
  await clickButton(panel, 'Design');
  await panel.waitFor(() => document.querySelectorAll('.design-list [data-path]').length > 0);
}

describe.each(BROWSERS)('%s: the design in place', (name) => {
  const setting = siteAndBrowser(name, { siteAdded: true });

  test('the home page lists the templates that drew it, with one GET; pointing at a block outlines it in the tab', async () => {
    // The page defines custom elements named like Inplace's controls before Inplace runs.
    const home = (await setting.control.state()).pages.find((page) => page.id === 1)!;
    await setting.control.setRecord('pages', 1, { message: `${CUSTOM_ELEMENT_TRAP}${home.message}` });
    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}/`);
    await waitForFieldValue(panel, 'Name', 'Главная');
    const mark = await setting.control.mark();
    await openDesign(panel);
    // The page's template, its global blocks in the order of its markup, the CSS.
    expect(await panel.evaluate(listedPaths)).toEqual(['2/0', '1/AHEADER', '1/CLEFTER', '1/BFOOTER', '3/3']);
    expect(await panel.evaluate(() => [...document.querySelectorAll('.design-list button')].map((button) => button.textContent))).toEqual(
      expect.arrayContaining(['Страницы сайта', 'Нижняя часть сайта', 'Таблица стилей (CSS)']),
    );
    expect(apiCalls(await setting.control.log(mark))).toEqual(['GET /templates']);
    expect(await axeViolations(panel, ['section.design'])).toEqual([]);

    // Pointing at the footer (here by keyboard focus) outlines the footer's region in the tab.
    await panel.evaluate(() => [...document.querySelectorAll<HTMLButtonElement>('.design-list button')].find((button) => button.textContent === 'Нижняя часть сайта')!.focus());
    await tab.waitFor(() => {
      const outline = document.querySelector('span[data-inplace="outline"]')?.getBoundingClientRect();
      const footer = document.querySelector('.footer-links')!.getBoundingClientRect();
      return outline && Math.abs(outline.top - footer.top) < 2 && Math.abs(outline.width - footer.width) < 2;
    });
    expect(await trappedInPage(tab)).toEqual([]);
    await panel.evaluate(() => (document.activeElement as HTMLElement).blur());
    await tab.waitFor(() => !document.querySelector('span[data-inplace="outline"]'));
    await panel.close();
    await tab.close();
  });

  test('a global block: a bad or taken name refused before any request; made with one POST; deleted after the question names the templates that show it', async () => {
    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}/`);
    await openDesign(panel);
    await panel.waitFor(() => document.querySelectorAll('.block-list li').length >= 3);
    const mark = await setting.control.mark();
    for (const [typed, reason] of [['promo 1', "A block's name is 1 to 20"], ['bfooter', 'The site has a block named BFOOTER']]) {
      await fillField(panel, 'Block name', typed!);
      await clickButton(panel, 'Create block');
      await panel.waitFor((reason) => document.getElementById('f-gblock-id-error')?.textContent?.startsWith(reason), reason!);
    }
    expect(apiCalls(await setting.control.log(mark))).toEqual([]);
    const block = `PROMO${name === 'chromium' ? 'C' : 'F'}`;
    await fillField(panel, 'Block name', block.toLowerCase());
    await fillField(panel, 'Content (HTML)', '<p class="promo">Скидки недели</p>');
    await clickButton(panel, 'Create block');
    await panel.waitFor((block) => document.body.innerText.includes(`Made ${block}: put $GLOBAL_${block}$ in a template to show it.`), block);
    expect(apiCalls(await setting.control.log(mark))).toEqual(['POST /gblocks']);
    expect((await setting.control.state()).gblocks.find((each) => each.id === block)).toEqual({ id: block, pda: '<p class="promo">Скидки недели</p>' });
    expect(await axeViolations(panel, ['section.global-blocks'])).toEqual([]);

    // The footer is in the layout: the question names the templates that show it, and Cancel keeps it.
    await clickButton(panel, 'Delete BFOOTER…');
    await panel.waitFor(() => document.querySelector('.global-blocks .to-delete li'));
    expect(await panel.evaluate(() => [...document.querySelectorAll('.global-blocks .to-delete li')].map((item) => item.textContent))).toContain('Страницы сайта');
    await clickButton(panel, 'Cancel');
    const deleteMark = await setting.control.mark();
    await clickButton(panel, `Delete ${block}…`);
    await panel.waitFor(() => document.body.innerText.includes('No template shows it.'));
    await clickButton(panel, 'Delete global block');
    await panel.waitFor((block) => document.body.innerText.includes(`Deleted the global block ${block}.`), block);
    expect(apiCalls(await setting.control.log(deleteMark)).filter((call) => !call.startsWith('GET'))).toEqual([`DELETE /gblocks/${block}`]);
    expect((await setting.control.state()).gblocks.map((each) => each.id)).not.toContain(block);
    expect((await setting.control.state()).gblocks.map((each) => each.id)).toContain('BFOOTER');
    await panel.close();
    await tab.close();
  });

  test("a colour changed in the site's CSS shows in the tab before saving and after", async () => {
    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}/`);
    await openDesign(panel);
    const mark = await setting.control.mark();
    await clickButton(panel, 'Таблица стилей (CSS)');
    await panel.waitFor(() => document.querySelector('#f-content')?.textContent?.includes('color:#222'));
    expect(apiCalls(await setting.control.log(mark))).toEqual(['GET /templates/3/3']);
    const cssBefore = (await setting.control.state()).templates['3/3'];
    await replaceInCode(panel, 'color:#222', 'color:#b00');
    // The tab shows it while it is a draft; the site has not changed.
    await tab.waitFor(() => document.body && getComputedStyle(document.body).color === 'rgb(187, 0, 0)');
    expect((await setting.control.state()).templates['3/3']).toBe(cssBefore);

    const beforeSave = await setting.control.mark();
    await clickButton(panel, 'Save');
    await panel.waitFor(() => document.body.innerText.includes('Saved '));
    const log = await setting.control.log(beforeSave);
    expect(apiCalls(log)).toEqual(['GET /templates/3/3', 'PUT /templates/3/3']);
    expect(log[1]!.bodyKeys).toEqual(['content']);
    expect((await setting.control.state()).templates['3/3']).toBe(cssBefore!.replace('color:#222', 'color:#b00'));
    // After the save the tab reloads: the colour now comes from the site's own stylesheet.
    await tab.waitFor(() => document.body && !document.querySelector('style[data-inplace-css-preview]') && getComputedStyle(document.body).color === 'rgb(187, 0, 0)');
    await panel.close();
    await tab.close();
  });

  test('a sentence typed at full speed at the end of a 200 KB stylesheet arrives whole, every key in order', async () => {
    // A site's CSS grown over the years; the owner types faster than the panel renders.
    const own = (await setting.control.state()).templates['3/3']!;
    const rules = Array.from({ length: 3_600 }, (_, i) => `.offer-${i} .price { color: #${((i * 2_654_435) % 0xffffff).toString(16).padStart(6, '0')}; margin: ${i % 9}px 0; }`);
    const large = `${own}\n${rules.join('\n')}`;
    await changeBehindThePanel(setting.site.url, setting.site.token, '/templates/3/3', 'PUT', { content: large });
    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}/`);
    await openDesign(panel);
    await clickButton(panel, 'Таблица стилей (CSS)');
    await panel.waitFor(() => document.querySelector('#f-content')?.textContent?.includes('.offer-0 .price'));
    await panel.click('#f-content');
    await panel.press('Control+End');
    const sentence = '/* Opening hours change in May, prices stay the same. */';
    await typeKeys(panel, sentence);
    await panel.waitFor((sentence) => document.querySelector('#f-content')!.textContent!.includes(sentence), sentence);
    await clickButton(panel, 'Save');
    await panel.waitFor(() => document.body.innerText.includes('Saved '));
    expect((await setting.control.state()).templates['3/3']).toBe(`${large}${sentence}`);
    await panel.close();
    await tab.close();
    await changeBehindThePanel(setting.site.url, setting.site.token, '/templates/3/3', 'PUT', { content: own });
  });

  test('a footer link fixed in 1/BFOOTER shows in the tab as typed, and on every page once saved', async () => {
    // Someone left a typo in the footer.
    const block = (await setting.control.state()).gblocks.find((item) => item.id === 'BFOOTER')!;
    await changeBehindThePanel(setting.site.url, setting.site.token, '/templates/1/BFOOTER', 'PUT', { content: block.pda.replace('href="/about"', 'href="/abuot"') });
    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}/`);
    await openDesign(panel);
    const mark = await setting.control.mark();
    await clickButton(panel, 'Нижняя часть сайта');
    await panel.waitFor(() => document.querySelector('#f-content')?.textContent?.includes('/abuot'));
    expect(apiCalls(await setting.control.log(mark))).toEqual(['GET /templates/1/BFOOTER']);
    await replaceInCode(panel, '/abuot', '/about');
    await tab.waitFor(() => document.querySelector('.footer-links a')?.getAttribute('href') === '/about');

    const beforeSave = await setting.control.mark();
    await clickButton(panel, 'Save');
    await panel.waitFor(() => document.body.innerText.includes('Saved '));
    const log = await setting.control.log(beforeSave);
    expect(apiCalls(log)).toEqual(['GET /templates/1/BFOOTER', 'PUT /templates/1/BFOOTER']);
    expect(log[1]!.bodyKeys).toEqual(['content']);
    expect((await setting.control.state()).gblocks.find((item) => item.id === 'BFOOTER')!.pda).toBe(block.pda);
    // Every page draws the footer from the block.
    for (const path of ['/', '/index/0-6', '/news/']) {
      const page = await setting.browser.newPage(`${setting.site.url}${path}`);
      expect(await page.evaluate(() => document.querySelector('.footer-links a')?.getAttribute('href'))).toBe('/about');
      await page.close();
    }
    await panel.close();
    await tab.close();
  });

  test('a mail form on the page, named by its fields: a field added and moved up, written as one create and one move', async () => {
    const formOf = async () => (await setting.control.state()).mailForms.find((form) => form.id === 1)!;
    const before = await formOf();
    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}/index/0-6`);
    await panel.waitFor(() => document.body.innerText.includes('No unsaved changes'));
    const mark = await setting.control.mark();
    await clickButton(panel, 'Form: Имя, E-mail, Сообщение');
    await waitForFieldValue(panel, 'Name', before.name);
    expect(apiCalls(await setting.control.log(mark))).toEqual(['GET /mail/1']);
    await clickButton(panel, 'Add field');
    const added = before.fields.length;
    await panel.fill(`#mf-name-${added}`, 'Phone');
    // Its moves and Remove behind "⋯", as a menu item's are.
    expect(await panel.evaluate(() => document.querySelectorAll('fieldset.mail-fields li > .field-more > button').length)).toBe(added + 1);
    await panel.click(`[aria-label="More for Phone"]`);
    await panel.click(`[aria-label="Move up: Phone"]`);
    await panel.waitFor((at) => (document.getElementById(`mf-name-${at}`) as HTMLInputElement | null)?.value === 'Phone', added - 1);
    expect(await axeViolations(panel, ['fieldset.mail-fields'])).toEqual([]);

    const beforeSave = await setting.control.mark();
    await clickButton(panel, 'Save');
    await panel.waitFor(() => document.body.innerText.includes('Saved '));
    const after = await formOf();
    const phone = after.fields.find((field) => field.name === 'Phone')!;
    expect(apiCalls(await setting.control.log(beforeSave))).toEqual(['GET /mail/1', 'POST /mail/1/fields', `PUT /mail/1/fields/${phone.id}/move`]);
    const names = before.fields.map((field) => field.name);
    expect(after.fields.map((field) => field.name)).toEqual([...names.slice(0, -1), 'Phone', ...names.slice(-1)]);
    expect(after).toMatchObject({ name: before.name, emails: before.emails, rez: before.rez, tmpl: before.tmpl });
    // The page shows the form in its new order after the reload.
    await tab.waitFor((id) => [...document.querySelectorAll('#mffm1 .mf-field')].at(-2)?.id === `mf1f${id}`, phone.id);
    await panel.close();
    await tab.close();
  });

  test('a poll on the page, named by its question: one answer edited, the answers alone written', async () => {
    const { site: tab, panel } = await openPanelOn(setting.browser, `${setting.site.url}/`);
    await panel.waitFor(() => document.body.innerText.includes('No unsaved changes'));
    const mark = await setting.control.mark();
    await clickButton(panel, 'Poll: Как вам новый сайт?');
    await waitForFieldValue(panel, 'Answer 2', 'Нормально');
    expect(apiCalls(await setting.control.log(mark))).toEqual(['GET /polls']);
    // Each answer's votes beside it; the answer reworded warns that its votes may start again.
    expect(await panel.evaluate(() => [...document.querySelectorAll('.poll-answers .hint')].map((hint) => hint.textContent))).toEqual(['14 votes', '5 votes', '1 vote']);
    await panel.fill('#f-answer-1', 'Good');
    const beforeSave = await setting.control.mark();
    await clickButton(panel, 'Save');
    await panel.waitFor(() => document.body.innerText.includes('Saved '));
    const log = await setting.control.log(beforeSave);
    expect(apiCalls(log)).toEqual(['GET /polls', 'PUT /polls/1']);
    expect(log[1]!.bodyKeys.every((key) => key.startsWith('answers'))).toBe(true);
    const poll = (await setting.control.state()).polls.find((item) => item.id === 1)!;
    expect(poll.question).toBe('Как вам новый сайт?');
    expect(poll.answers.map((answer) => answer.text)).toEqual(['Отлично', 'Good', 'Было лучше']);
    await tab.waitFor(() => [...document.querySelectorAll('#pollBlock1 .pollAns label')].map((label) => label.textContent).join('|') === 'Отлично|Good|Было лучше');
    await panel.close();
    await tab.close();
  });
});
