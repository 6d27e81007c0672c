// The interface follows the browser's language: both browsers started in Russian show the options
// page, the on-page button and the side panel in Russian, with Russian plural forms, numbers and
// dates. (Other end-to-end tests run the browsers in English.)
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { siteControl, type SiteControl } from '../site/control.ts';
import { addSiteById, browserLanguage } from './support/any-language.ts';
import { BROWSERS, launchBrowser } from './support/browsers.ts';
import { clickButton, fillField, textOf, type BrowserUnderTest, type TestPage } from './support/driver.ts';
import { openOptions, startReferenceSite, type RunningSite } from './support/flows.ts';
import { launcherState } from './support/launcher.ts';
import { openPanelOn, panelText, waitForDraft, waitForFieldValue } from './support/panel.ts';
import { firstWeekWalk } from './support/first-week-walk.ts';
import { secondWeekWalk } from './support/second-week-walk.ts';
import { axeViolations } from './support/axe.ts';
import { PIXEL, pickFiles } from './support/files.ts';
import { albumUrl, photoUrl } from '../site/data/urls.ts';

const NBSP = '\u00a0';
/** A date as Russian writes it, e.g. "15 января 2036 г." (ICU puts a space of either kind before "г."). */
const RUSSIAN_DATE = String.raw`\d{1,2} [а-яё]+ \d{4}\sг\.`;

describe.each(BROWSERS)('%s in Russian', (name) => {
  let site: RunningSite;
  let control: SiteControl;
  let browser: BrowserUnderTest;
  let options: TestPage;

  beforeAll(async () => {
    site = await startReferenceSite();
    control = siteControl(site.url);
    browser = await launchBrowser(name, { language: 'ru' });
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  test('the browser runs in Russian', async () => {
    const page = await openOptions(browser);
    const language = await browserLanguage(page);
    // Without the language pack the browser stays in English (Debian: chromium-l10n, firefox-esr-l10n-ru).
    expect(language, `${name} did not start in Russian: is its Russian language pack installed?`).toMatch(/^ru\b/);
    await page.close();
  });

  test('the options page: adding the site, its state, requests left with their plural forms, the token date', async () => {
    // The site's default token is an opaque key, which says nothing of its expiry: a JWT does,
    // and its date is shown the Russian way.
    const { token } = await control.issueToken('jwt');
    options = await addSiteById(browser, site.url, token);
    expect(await textOf(options, 'h1')).toBe('Inplace: ваши сайты');
    expect(await options.evaluate(() => [document.title, document.documentElement.lang])).toEqual(['Inplace: ваши сайты', expect.stringMatching(/^ru/)]);
    expect(await textOf(options, 'form:has(#site-address) button[type="submit"]')).toBe('Добавить сайт');

    const row = await textOf(options, 'ul.sites li');
    expect(row).toContain('Работает');
    expect(row).toMatch(new RegExp(`Токен действует до ${RUSSIAN_DATE}`));
    const quota = () => textOf(options, 'ul.sites li .quota');
    expect(await quota()).toBe(`Осталось 9${NBSP}999 запросов из 10${NBSP}000 на этот час`);

    // Each check of the token is one request: 9 994 left reads "запроса", 9 991 "запрос".
    const checkAgain = async (left: number) => {
      await clickButton(options, 'Проверить снова');
      await options.waitFor((left) => document.querySelector('ul.sites li .quota')?.textContent?.includes(left), `9${NBSP}${String(left).slice(1)}`);
    };
    for (const left of [9998, 9997, 9996, 9995, 9994]) await checkAgain(left);
    expect(await quota()).toBe(`Осталось 9${NBSP}994 запроса из 10${NBSP}000 на этот час`);
    for (const left of [9993, 9992, 9991]) await checkAgain(left);
    expect(await quota()).toBe(`Остался 9${NBSP}991 запрос из 10${NBSP}000 на этот час`);
    expect(await control.log()).toHaveLength(9);
    await options.close();
  });

  test('the on-page button and the side panel: editing a page, saving, and a draft dated in Russian', async () => {
    const url = `${site.url}/index/0-3`;
    let { site: tab, panel } = await openPanelOn(browser, url);
    const launcher = await launcherState(panel, tab);
    expect([launcher.label, launcher.ariaLabel]).toEqual(['Редактировать страницу', 'Редактировать страницу в Inplace']);

    await waitForFieldValue(panel, 'Название', 'Услуги');
    expect(await textOf(panel, 'h2')).toBe('Страница: Услуги');
    expect(await textOf(panel, 'button[type="submit"]')).toBe('Сохранить');
    const status = await textOf(panel, '[data-testid="panel-status"]');
    expect(status).toContain('Сайт:');
    expect(status).toContain('на этой вкладке: страница');
    // 9 990 requests left: plenty, and no news in the panel (the options page says how many).
    expect(await panel.evaluate(() => document.querySelector('[data-testid="quota"]'))).toBeNull();
    const text = await panelText(panel);
    for (const words of ['Эта страница', 'Весь сайт', 'Содержимое', 'Родительская страница', 'Несохранённых изменений нет']) expect(text).toContain(words);

    await fillField(panel, 'Название', 'Услуги и цены');
    await panel.waitFor(() => document.body.innerText.includes('Есть несохранённые изменения'));
    await clickButton(panel, 'Сохранить');
    await panel.waitFor(() => document.body.innerText.includes('Сохранено в '));
    expect((await control.state()).pages.find((p) => p.id === 3)?.name).toBe('Услуги и цены');

    // A draft left in the panel comes back dated the Russian way.
    await waitForFieldValue(panel, 'Название', 'Услуги и цены');
    await fillField(panel, 'Название', 'Услуги, цены и сроки');
    // Closed once the draft is kept, as the panel's status says it is (a window closed while a
    // key is still on its way is the drafts test's own flow).
    await waitForDraft(panel, new URL(site.url).origin, 'page:3', 'name', 'Услуги, цены и сроки');
    await panel.close();
    await tab.close();
    ({ site: tab, panel } = await openPanelOn(browser, url));
    await waitForFieldValue(panel, 'Название', 'Услуги, цены и сроки');
    expect(await panelText(panel)).toMatch(new RegExp(`Черновик от \\d{1,2} [а-яё]+\\.? \\d{4}\\sг\\., \\d{2}:\\d{2}: ещё не сохранён на сайте\\.`));
    await clickButton(panel, 'Сбросить изменения');
    await waitForFieldValue(panel, 'Название', 'Услуги и цены');
    await panel.close();
    await tab.close();
  });

  test("an owner's first week, walked in Russian", async () => {
    await firstWeekWalk(browser, site.url, control, 'ru');
  });

  test("an owner's second week, walked in Russian", async () => {
    await secondWeekWalk(browser, site.url, control, 'ru');
  });

  test('the photo album in Russian: a photo and Add photos say what they are, with no accessibility violation', async () => {
    let { site: tab, panel } = await openPanelOn(browser, `${site.url}${photoUrl({ id: 1, category: 1 })}`);
    expect((await launcherState(panel, tab)).label).toBe('Изменить фото');
    await waitForFieldValue(panel, 'Заголовок', 'Офис зимой');
    for (const words of ['Это фото', 'Альбом', 'Описание', 'Фото: Офис зимой']) expect(await panelText(panel)).toContain(words);
    expect(await axeViolations(panel)).toEqual([]);
    await panel.close();
    await tab.close();
    ({ site: tab, panel } = await openPanelOn(browser, `${site.url}${albumUrl({ id: 1, hgu_title: 'ofis' })}`));
    expect((await launcherState(panel, tab)).label).toBe('Добавить фото в этот альбом');
    await pickFiles(panel, [{ name: 'a.png', type: 'image/png', base64: PIXEL }, { name: 'b.png', type: 'image/png', base64: PIXEL }, { name: 'notes.jpg', type: 'image/jpeg', text: 'не фото' }]);
    await panel.waitFor(() => document.body.innerText.includes('Загрузить 2 фото'));
    // The requests left are asked of the background as the cost is said.
    await panel.waitFor(() => document.querySelector('.cost p')?.textContent?.includes('В этом часе'));
    expect(await textOf(panel, '.cost p')).toMatch(/^2 фото, 0,1\sМБ: 2 запроса\. В этом часе осталось [\d\s]+ запрос/);
    expect(await panelText(panel)).toContain('notes.jpg — не изображение');
    expect(await axeViolations(panel)).toEqual([]);
    await panel.close();
    await tab.close();
  });

  test('video in Russian: a video and New video say what they are, with no accessibility violation', async () => {
    let { site: tab, panel } = await openPanelOn(browser, `${site.url}/video/vip/1/editor-walkthrough`);
    expect((await launcherState(panel, tab)).label).toBe('Изменить видео');
    await waitForFieldValue(panel, 'Заголовок', 'Editor walkthrough');
    for (const words of ['Это видео', 'Категория', 'Канал', 'Адрес видео', 'Смотреть', 'Описание', 'Видео: Editor walkthrough']) expect(await panelText(panel)).toContain(words);
    expect(await axeViolations(panel)).toEqual([]);
    await panel.close();
    await tab.close();
    ({ site: tab, panel } = await openPanelOn(browser, `${site.url}/video/vic/lessons`));
    expect((await launcherState(panel, tab)).label).toBe('Новое видео в этой категории');
    await panel.waitFor(() => document.body.innerText.includes('Вставьте адрес страницы видео'));
    for (const words of ['Новое видео', 'Адрес видео', 'Канал']) expect(await panelText(panel)).toContain(words);
    // A select's chosen words, as the owner sees them (Firefox's innerText leaves out a select's options).
    await panel.waitFor(() => (document.getElementById('f-channel') as HTMLSelectElement | null)?.selectedOptions[0]?.textContent === 'Без канала');
    expect(await axeViolations(panel)).toEqual([]);
    await panel.close();
    await tab.close();
  });

  test('the forum in Russian: a topic\'s posts, a post in BB code and New topic say what they are, with no accessibility violation', async () => {
    let { site: tab, panel } = await openPanelOn(browser, `${site.url}/forum/1-1-1`);
    expect((await launcherState(panel, tab)).label).toBe('Редактировать сообщения темы');
    await panel.waitFor(() => document.querySelectorAll('button.post-pick').length === 2);
    for (const words of ['Сообщения темы', 'Ответ', 'Сообщение', 'Жирный', 'Цитата', 'Спойлер', 'Ответить']) expect(await panelText(panel)).toContain(words);
    expect(await axeViolations(panel)).toEqual([]);
    await panel.evaluate(() => document.querySelectorAll<HTMLButtonElement>('button.post-pick')[1]?.click());
    await panel.waitFor(() => document.querySelector('.post-shown .bbQuoteBlock'));
    for (const words of ['Сообщение от admin', 'Как это будет выглядеть']) expect(await panelText(panel)).toContain(words);
    expect(await axeViolations(panel)).toEqual([]);
    await panel.close();
    await tab.close();
    ({ site: tab, panel } = await openPanelOn(browser, `${site.url}/forum/1`));
    expect((await launcherState(panel, tab)).label).toBe('Новая тема');
    await panel.waitFor(() => document.getElementById('f-topic-title'));
    for (const words of ['Название темы', 'Не больше 60 символов: осталось 60.', 'Первое сообщение', 'Создать тему']) expect(await panelText(panel)).toContain(words);
    expect(await axeViolations(panel)).toEqual([]);
    await panel.close();
    await tab.close();
  });

  test('the shop and users in Russian: a shop category, currency rates, the orders, a product, a user and News settings say what they are, with no accessibility violation', async () => {
    let { site: tab, panel } = await openPanelOn(browser, `${site.url}/shop/electronics/phones`);
    expect((await launcherState(panel, tab)).label).toBe('Изменить категорию магазина');
    await panel.waitFor(() => (document.getElementById('f-name') as HTMLInputElement | null)?.value === 'Смартфоны');
    for (const words of ['Категория магазина: Смартфоны', 'Название', 'Адрес', 'Внутри категории', 'Скрыть в магазине', 'Новая категория в «Смартфоны»']) expect(await panelText(panel)).toContain(words);
    expect(await axeViolations(panel)).toEqual([]);
    await clickButton(panel, 'Весь сайт');
    await clickButton(panel, 'Курсы валют');
    await panel.waitFor(() => document.getElementById('f-rate-USD'));
    await fillField(panel, 'USD ($)', '0');
    await clickButton(panel, 'Сохранить курсы');
    await panel.waitFor(() => document.getElementById('f-rate-USD-error')?.textContent === 'Курс 0 сделает все цены нулевыми: укажите число больше 0.');
    await clickButton(panel, 'Настройки новостей');
    await panel.waitFor(() => document.getElementById('f-setting-per_page'));
    for (const words of ['Записей на странице', 'Комментарии к записям', 'Сохранить настройки']) expect(await panelText(panel)).toContain(words);
    expect(await axeViolations(panel)).toEqual([]);
    // The shop's orders: the list with its count in Russian plural, an order with its goods.
    await clickButton(panel, 'Заказы магазина');
    await panel.waitFor(() => document.querySelector('.orders [role="status"]')?.textContent === '1 заказ');
    for (const words of ['Показать', 'Статус', 'Дата заказа', 'Заказ № 1', 'Иван Петров', 'Новый']) expect(await panelText(panel)).toContain(words);
    expect(await axeViolations(panel)).toEqual([]);
    await clickButton(panel, 'Заказ № 1');
    await panel.waitFor(() => document.body.innerText.includes('USB-C cable'));
    for (const words of ['Покупатель', 'Товары', 'Количество', 'Удалить', 'Группа курьеров', 'Примечание', 'Итого: 26']) expect(await panelText(panel)).toContain(words);
    expect(await axeViolations(panel)).toEqual([]);
    await panel.close();
    await tab.close();
    ({ site: tab, panel } = await openPanelOn(browser, `${site.url}/shop/1/desc/smartfon`));
    expect((await launcherState(panel, tab)).label).toBe('Товар: добавить похожий');
    await panel.waitFor(() => document.getElementById('product-title'));
    await clickButton(panel, 'Новый похожий товар');
    for (const words of ['Товар: Смартфон «Ветер X»', 'Цена', '24 990 ₽', 'Название товара', 'Добавить товар']) expect(await panelText(panel)).toContain(words);
    expect(await axeViolations(panel)).toEqual([]);
    await panel.close();
    await tab.close();
    ({ site: tab, panel } = await openPanelOn(browser, `${site.url}/index/8-2`));
    expect((await launcherState(panel, tab)).label).toBe('Изменить пользователя');
    await panel.waitFor(() => document.body.innerText.includes('Новичок') && document.querySelector('.subscriptions select'));
    for (const words of ['Пользователь: Иван Петров', 'Группа', 'Звание', 'Подписки']) expect(await panelText(panel)).toContain(words);
    expect(await panel.evaluate(() => document.querySelector<HTMLSelectElement>('.subscriptions select')?.selectedOptions[0]?.textContent)).toBe('Действует');
    expect(await axeViolations(panel)).toEqual([]);
    await panel.close();
    await tab.close();
  });
});
