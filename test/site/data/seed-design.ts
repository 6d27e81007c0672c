// The site's design: the layout every page template starts from, the CSS, global blocks and mail
// forms. The templates tree is in seed-templates.ts.
import type { GlobalBlock, MailForm } from './types.ts';

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

export const SITE_CSS = `body{margin:0;font:15px/1.5 Georgia,serif;color:#222;background:#f6f4ef}
#wrapper{max-width:960px;margin:0 auto;background:#fff}
#columns{display:flex;gap:24px;padding:16px}
#sidebar{flex:0 0 220px}#content{flex:1}
.uMenuH ul{display:flex;gap:12px;list-style:none;margin:0;padding:8px 16px;background:#264653}
.uMenuH a{color:#fff}.uMenuItemA{font-weight:bold}
`;

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
