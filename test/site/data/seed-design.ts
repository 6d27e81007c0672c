import type { GlobalBlock, MailForm, TemplateModule, TemplateVariable } from './types.ts';

/** The site's layout: every module template starts from it. */
export function layoutTemplate(heading: string, sidebarExtra = ''): string {
  return `<!DOCTYPE html>
<html lang="ru">
<head>
<meta charset="utf-8">
<title>$PAGE_TITLE$ - $SITE_NAME$</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/_st/my.css">
</head>
<body>
<div id="wrapper">
$GLOBAL_AHEADER$
<nav id="topnav">$SMENU_2$</nav>
<div id="columns">
<aside id="sidebar">
<div class="block-title">${heading}</div>
$NMENU_1$
$GLOBAL_CLEFTER$${sidebarExtra}
</aside>
<div id="content">$CONTENT$</div>
</div>
<footer id="footer">
$GLOBAL_BFOOTER$
<div class="copyright">&copy; $YEAR$ $SITE_NAME$ &middot; $POWERED_BY$</div>
</footer>
</div>
</body>
</html>`;
}

const SITE_CSS = `body{margin:0;font:15px/1.5 Georgia,serif;color:#222;background:#f6f4ef}
#wrapper{max-width:960px;margin:0 auto;background:#fff}
#columns{display:flex;gap:24px;padding:16px}
#sidebar{flex:0 0 220px}#content{flex:1}
.uMenuH ul{display:flex;gap:12px;list-style:none;margin:0;padding:8px 16px;background:#264653}
.uMenuH a{color:#fff}.uMenuItemA{font-weight:bold}
`;

const ENTRY_ITEMS = [
  { id: 'list', name: 'list', title: 'Страница материалов', layout: true },
  { id: 'entry', name: 'entry', title: 'Страница материала и комментариев к нему', layout: true },
];

/** Module 1 lists the global blocks themselves (`1/<ID>`), so it has no fixed items. */
export const BLOCKS_MODULE = 1;
export const PAGES_MODULE = 2;
export const CSS_KEY = '3/3';
export const PAGES_KEY = '2/0';

export function seedTemplateTree(): TemplateModule[] {
  return [
    { id: BLOCKS_MODULE, name: 'gblocks', title: 'Глобальные блоки', items: [] },
    { id: PAGES_MODULE, name: 'index', title: 'Редактор страниц', items: [{ id: '0', name: 'pages', title: 'Страницы сайта', layout: true }] },
    { id: 3, name: 'design', title: 'Дизайн', items: [{ id: '3', name: 'css', title: 'Таблица стилей (CSS)', layout: false }] },
    { id: 5, name: 'users', title: 'Пользователи', items: [{ id: 'profile', name: 'profile', title: 'Персональная страница', layout: true }] },
    { id: 6, name: 'news', title: 'Новости сайта', items: ENTRY_ITEMS.map((item) => ({ ...item })) },
    { id: 7, name: 'blog', title: 'Блог', items: ENTRY_ITEMS.map((item) => ({ ...item })) },
    {
      id: 8,
      name: 'forum',
      title: 'Форум',
      items: [
        { id: 'main', name: 'main', title: 'Главная страница форума', layout: true },
        { id: 'topic', name: 'topic', title: 'Страница темы', layout: true },
      ],
    },
    { id: 10, name: 'publ', title: 'Каталог статей', items: ENTRY_ITEMS.map((item) => ({ ...item })) },
  ];
}

export function seedTemplates(): Record<string, string> {
  return {
    [CSS_KEY]: SITE_CSS,
    // The shared page template shows the mini-chat and the current poll in its sidebar, as sites often do.
    [PAGES_KEY]: layoutTemplate(
      'Меню сайта',
      '\n<div class="block-title">Мини-чат</div>\n$MCHAT$\n<div class="block-title">Опрос</div>\n$POLL$',
    ),
    '5/profile': layoutTemplate('Пользователь'),
    '6/list': layoutTemplate('Новости'),
    '6/entry': layoutTemplate('Новости'),
    '7/list': layoutTemplate('Блог'),
    '7/entry': layoutTemplate('Блог'),
    '8/main': layoutTemplate('Форум'),
    '8/topic': layoutTemplate('Форум'),
    '10/list': layoutTemplate('Каталог статей'),
    '10/entry': layoutTemplate('Каталог статей'),
  };
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

const ENTRY_MODULES = new Set([6, 7, 10]);

/** Placeholders a template may use: layouts get the common set; blocks and the CSS none. */
export function templateVariables(moduleId: number, itemId: string): TemplateVariable[] {
  if (moduleId === BLOCKS_MODULE || `${moduleId}/${itemId}` === CSS_KEY) return [];
  const extra: TemplateVariable[] = ENTRY_MODULES.has(moduleId)
    ? [{ code: '$ENTRY_TITLE$', type: 'text', description: itemId === 'entry' ? 'Заголовок материала' : 'Не используется' }]
    : [];
  return [...COMMON_VARIABLES, ...extra];
}

const BLOCK_TITLES: Record<string, string> = {
  AHEADER: 'Верхняя часть сайта',
  BFOOTER: 'Нижняя часть сайта',
  CLEFTER: 'Левый контейнер',
  DRIGHTER: 'Правый контейнер',
};

/** The title of a global block in the templates tree; custom blocks go by their id. */
export function blockTitle(id: string): string {
  return BLOCK_TITLES[id] ?? id;
}

export function seedGlobalBlocks(): GlobalBlock[] {
  return [
    { id: 'AHEADER', pda: '<header id="header"><a class="logo" href="/">Северный ветер</a><span class="tagline">студия веб-дизайна</span></header>' },
    { id: 'BFOOTER', pda: '<div class="footer-links"><a href="/about">О нас</a> · <a href="/index/0-6">Контакты</a></div>' },
    { id: 'CLEFTER', pda: '<div class="block"><div class="block-title">Мы в сети</div><p>Пишите нам в любое время.</p></div>' },
  ];
}

export function seedMailForms(): MailForm[] {
  return [
    {
      id: 1,
      name: 'Обратная связь',
      emails: 'owner@example.com',
      rez: 'Спасибо! Сообщение отправлено.',
      tmpl: '<p>Имя: $FIELD_1$</p>\n<p>E-mail: $FIELD_2$</p>\n<p>Сообщение:<br>$FIELD_3$</p>',
      fields: [
        { id: 1, name: 'Имя', type: 1, required: 1, values: '' },
        { id: 2, name: 'E-mail', type: 1, required: 1, values: '' },
        { id: 3, name: 'Сообщение', type: 2, required: 1, values: '' },
        { id: 4, name: 'Тема', type: 5, required: 0, values: 'Вопрос|Заказ|Другое' },
        { id: 5, name: 'Согласие на обработку данных', type: 8, required: 1, values: '' },
      ],
    },
    {
      id: 2,
      name: 'Call me back',
      emails: 'sales@example.com, owner@example.com',
      rez: 'We will call you within an hour.',
      tmpl: '<p>Phone: $FIELD_1$</p>',
      fields: [
        { id: 1, name: 'Phone', type: 1, required: 1, values: '' },
        { id: 2, name: 'Best time', type: 4, required: 0, values: 'Morning|Afternoon|Evening' },
      ],
    },
  ];
}
