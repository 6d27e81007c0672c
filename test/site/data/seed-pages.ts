import type { Menu, Page } from './types.ts';
import { at, NO_EXTRAS } from './seed-util.ts';

export const OWN_TEMPLATE_PAGE_ID = 7;

function page(fields: Partial<Page> & Pick<Page, 'id' | 'name' | 'message'>): Page {
  return {
    parent_id: 0,
    pending: 0,
    owntmpl: 0,
    tmpl: '',
    ownurl: '',
    access_all: 1,
    access_group_ids: [],
    meta_title: '',
    meta_description: '',
    meta_keywords: '',
    ...NO_EXTRAS,
    add_date: at('2024-11-02 09:00'),
    upd_date: at('2025-01-10 12:00'),
    ...fields,
  };
}

// A page with its own template is the whole document (template 2/7); its `message` keeps only
// the title, as on the platform (platform-notes §5).
const LANDING_TEMPLATE = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>$PAGE_TITLE$ | $SITE_NAME$</title>
<style>body{font-family:sans-serif;margin:0}.hero{background:#264653;color:#fff;padding:48px}</style>
</head>
<body class="landing">
<header class="hero"><h1>Spring sale</h1></header>
<main class="offer"><p>Everything <b>20% off</b> until the end of April.</p></main>
<footer class="landing-footer">$POWERED_BY$</footer>
</body>
</html>`;

export function seedPages(): Page[] {
  return [
    page({
      id: 1,
      name: 'Главная',
      message: '<h1>Добро пожаловать!</h1>\n<p>Это сайт студии <strong>«Северный ветер»</strong>. Мы делаем сайты и пишем о них.</p>\n<p>Свежие новости — в разделе <a href="/news/">Новости</a>.</p>',
      meta_title: 'Студия «Северный ветер»',
    }),
    page({
      id: 2,
      name: 'О нас',
      ownurl: 'about',
      message: '<h2>О студии</h2>\n<p>Мы работаем с 2012 года. В команде пять человек.</p>\n<ul><li>дизайн</li><li>вёрстка</li><li>поддержка</li></ul>',
      meta_description: 'Кто мы и чем занимаемся',
    }),
    page({ id: 3, name: 'Услуги', message: '<h2>Услуги</h2>\n<p>Выберите раздел: <a href="/index/0-4">веб-дизайн</a> или <a href="/index/0-5">хостинг</a>.</p>' }),
    page({ id: 4, name: 'Веб-дизайн', parent_id: 3, message: '<h2>Веб-дизайн</h2>\n<p>Макеты, адаптивная вёрстка, <em>доступность</em>.</p>' }),
    page({ id: 5, name: 'Hosting', parent_id: 3, message: '<h2>Hosting</h2>\n<p>We host and maintain small business sites.</p>' }),
    page({ id: 6, name: 'Контакты', message: '<h2>Контакты</h2>\n<p>Телефон: +7 (495) 000-00-00<br>E-mail: hello@example.com</p>\n$MFORM_1$', other1: 'map' }),
    page({
      id: OWN_TEMPLATE_PAGE_ID,
      name: 'Spring sale',
      ownurl: 'sale',
      owntmpl: 1,
      tmpl: LANDING_TEMPLATE,
      message: 'Spring sale',
    }),
    page({ id: 8, name: 'Черновик', pending: 1, message: '<p>Эта страница ещё не опубликована.</p>' }),
    page({ id: 9, name: 'Цены на дизайн', parent_id: 4, message: '<table class="prices"><tr><td>Лендинг</td><td>30 000 ₽</td></tr></table>' }),
  ];
}

export function seedMenus(): Menu[] {
  return [
    {
      id: 1,
      title: 'Главное меню',
      layout: 1,
      items: [
        { name: 'Главная', url: '/' },
        { name: 'О нас', url: '/about' },
        {
          name: 'Услуги',
          url: '/index/0-3',
          children: [
            { name: 'Веб-дизайн', url: '/index/0-4' },
            { name: 'Hosting', url: '/index/0-5' },
          ],
        },
        { name: 'Новости', url: '/news/' },
        { name: 'Блог', url: '/blog/' },
        { name: 'Контакты', url: '/index/0-6' },
      ],
    },
    {
      id: 2,
      title: 'Top menu',
      layout: 0,
      items: [
        { name: 'Home', url: '/' },
        { name: 'News', url: '/news/' },
        { name: 'Blog', url: '/blog/' },
        { name: 'Sale', url: '/sale' },
        { name: 'Log in', url: '/index/1' },
      ],
    },
  ];
}
