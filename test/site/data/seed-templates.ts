// The templates tree (platform-notes §5, §6). Template ids are numeric within their module: forum
// 8/1…8/5 (8/2 a post), blog 7/1…7/7, users 4 (4/5 a profile, 4/6 and 4/10 editing details, 4/7
// the user list), shop 20/1…20/18, search 19/1 and 19/2. Only global blocks (1/<NAME>), the shared
// page template 2/0, own page templates 2/<page id> and the CSS 3/3 are named otherwise.
// Titles are in the platform's language; apart from the numbers above, which number is which
// template (and every title) is a guess, said so item by item.
import { layoutTemplate, SITE_CSS } from './seed-design.ts';
import type { TemplateItem, TemplateModule, TemplateVariable } from './types.ts';

/** Module 1 lists the global blocks themselves (`1/<ID>`), so it has no fixed items. */
export const BLOCKS_MODULE = 1;
export const PAGES_MODULE = 2;
export const CSS_KEY = '3/3';
export const PAGES_KEY = '2/0';

/** The templates the public pages render with (views.ts, routes.ts). */
export const PAGE_TEMPLATES = {
  profile: '4/5',
  newsList: '6/1',
  newsEntry: '6/2',
  blogList: '7/1',
  blogEntry: '7/2',
  publList: '10/1',
  publEntry: '10/2',
  shopCatalogue: '20/1',
  shopCategory: '20/2',
  shopProduct: '20/3',
} as const;

/** A page layout (must keep $POWERED_BY$) or a fragment shown inside one. */
const page = (id: string, title: string): TemplateItem => ({ id, name: `tmpl_${id}`, title, layout: true });
const part = (id: string, title: string): TemplateItem => ({ id, name: `tmpl_${id}`, title, layout: false });

// guess: news and publ numbering is not documented; 1 the list and 2 the entry, as for the blog.
const LIST_AND_ENTRY = () => [page('1', 'Страница материалов'), page('2', 'Страница материала и комментариев к нему')];

export function seedTemplateTree(): TemplateModule[] {
  return [
    { id: BLOCKS_MODULE, name: 'gblocks', title: 'Глобальные блоки', items: [] },
    { id: PAGES_MODULE, name: 'index', title: 'Редактор страниц', items: [{ id: '0', name: 'pages', title: 'Страницы сайта', layout: true }] },
    { id: 3, name: 'design', title: 'Дизайн', items: [{ id: '3', name: 'css', title: 'Таблица стилей (CSS)', layout: false }] },
    // platform-notes §6 gives 4/5, 4/6, 4/7 and 4/10; the titles are guesses.
    {
      id: 4,
      name: 'users',
      title: 'Пользователи',
      items: [page('5', 'Персональная страница пользователя'), page('6', 'Редактирование личных данных'), page('7', 'Список пользователей'), page('10', 'Редактирование дополнительных данных')],
    },
    { id: 6, name: 'news', title: 'Новости сайта', items: LIST_AND_ENTRY() },
    // platform-notes §6: 7/1…7/7; guess: 1 the list, 2 the entry, the rest as titled.
    {
      id: 7,
      name: 'blog',
      title: 'Блог',
      items: [...LIST_AND_ENTRY(), part('3', 'Вид материалов'), page('4', 'Архив материалов'), page('5', 'Страница добавления материала'), part('6', 'Вид комментариев'), part('7', 'Форма добавления комментариев')],
    },
    // platform-notes §6: 8/1…8/5, 8/2 a post; the other titles are guesses.
    {
      id: 8,
      name: 'forum',
      title: 'Форум',
      items: [page('1', 'Главная страница форума'), part('2', 'Вид сообщения'), page('3', 'Страница форума (список тем)'), page('4', 'Страница темы'), page('5', 'Страница ответа и новой темы')],
    },
    { id: 10, name: 'publ', title: 'Каталог статей', items: LIST_AND_ENTRY() },
    // platform-notes §6: 19/1 and 19/2; guess: the results page and one result.
    { id: 19, name: 'search', title: 'Поиск по сайту', items: [page('1', 'Страница результатов поиска'), part('2', 'Вид результата поиска')] },
    // platform-notes §6: 20/1…20/18; every title is a guess.
    { id: 20, name: 'shop', title: 'Интернет-магазин', items: SHOP_ITEMS.map(([id, title, layout]) => (layout ? page(id, title) : part(id, title))) },
  ];
}

const SHOP_ITEMS: [string, string, boolean][] = [
  ['1', 'Главная страница магазина', true],
  ['2', 'Страница категории', true],
  ['3', 'Страница товара', true],
  ['4', 'Вид товара в списке', false],
  ['5', 'Корзина', true],
  ['6', 'Оформление заказа', true],
  ['7', 'Страница заказа', true],
  ['8', 'Заказы покупателя', true],
  ['9', 'Поиск по каталогу', true],
  ['10', 'Сравнение товаров', true],
  ['11', 'Вид товара в сравнении', false],
  ['12', 'Письмо покупателю о заказе', false],
  ['13', 'Письмо администратору о заказе', false],
  ['14', 'Счёт на оплату', false],
  ['15', 'Вид категории в списке', false],
  ['16', 'Информер: новые товары', false],
  ['17', 'Информер: популярные товары', false],
  ['18', 'Корзина в блоке', false],
];

/** Content of every template: layouts start from the site's layout, fragments are small snippets. */
export function seedTemplates(): Record<string, string> {
  const templates: Record<string, string> = {
    [CSS_KEY]: SITE_CSS,
    // The shared page template shows the mini-chat and the current poll in its sidebar, as sites often do.
    [PAGES_KEY]: layoutTemplate('Меню сайта', '\n<div class="block-title">Мини-чат</div>\n$MCHAT$\n<div class="block-title">Опрос</div>\n$POLL$'),
  };
  for (const module of seedTemplateTree()) {
    if (module.id === BLOCKS_MODULE || module.id === PAGES_MODULE || module.id === 3) continue;
    for (const item of module.items) {
      templates[`${module.id}/${item.id}`] = item.layout ? layoutTemplate(module.title) : `<div class="${module.name}-part-${item.id}">$CONTENT$</div>`;
    }
  }
  return templates;
}

const COMMON_VARIABLES: TemplateVariable[] = [
  { code: '$SITE_NAME$', type: 'text', description: 'Название сайта' },
  { code: '$PAGE_TITLE$', type: 'text', description: 'Заголовок страницы' },
  { code: '$CONTENT$', type: 'html', description: 'Содержимое страницы' },
  { code: '$POWERED_BY$', type: 'html', description: 'Копирайт платформы (обязателен)' },
  { code: '$NMENU_1$', type: 'menu', description: 'Меню 1, вертикальное' },
  { code: '$SMENU_2$', type: 'menu', description: 'Меню 2, горизонтальное' },
  { code: '$GLOBAL_AHEADER$', type: 'block', description: 'Глобальный блок «Верхняя часть сайта»' },
  { code: '$GLOBAL_BFOOTER$', type: 'block', description: 'Глобальный блок «Нижняя часть сайта»' },
  { code: '$GLOBAL_CLEFTER$', type: 'block', description: 'Глобальный блок «Левый контейнер»' },
  { code: '$YEAR$', type: 'text', description: 'Текущий год' },
  { code: '$MCHAT$', type: 'html', description: 'Мини-чат' },
  { code: '$POLL$', type: 'html', description: 'Текущий опрос' },
];

/** Modules whose entry page shows $ENTRY_TITLE$ (news, blog, publ: template 2 is the entry). */
const ENTRY_MODULES = new Set([6, 7, 10]);

/** Placeholders a template may use: layouts get the common set; fragments, blocks and the CSS none. */
export function templateVariables(moduleId: number, item: Pick<TemplateItem, 'id' | 'layout'>): TemplateVariable[] {
  if (moduleId === BLOCKS_MODULE || !item.layout) return [];
  const extra: TemplateVariable[] = ENTRY_MODULES.has(moduleId)
    ? [{ code: '$ENTRY_TITLE$', type: 'text', description: item.id === '2' ? 'Заголовок материала' : 'Не используется' }]
    : [];
  return [...COMMON_VARIABLES, ...extra];
}
