// What each public URL shows: the template to use, the title and the content. A view returns
// undefined when the URL names nothing published (the router then answers 404).
import { PAGE_TEMPLATES, PAGES_KEY } from '../data/seed-templates.ts';
import type { SiteState } from '../data/store.ts';
import type { Page, User } from '../data/types.ts';
import { entryUrl, pageUrl } from '../data/urls.ts';
import { escapeHtml } from './escape.ts';
import { publishedEntries, renderEntryList, renderEntryPage } from './entries.ts';
import { expandMailForms } from './mail-forms.ts';

export interface View {
  module: string;
  templateKey?: string;
  /** A template given directly (a page's own template). */
  template?: string;
  title: string;
  content: string;
  currentPaths: string[];
  status?: number;
  /** Keys the page adds to `window.uCoz` (the shop's). */
  ucoz?: Record<string, unknown>;
}

export function pageView(state: SiteState, page: Page | undefined, path: string): View | undefined {
  if (!page || page.pending === 1) return undefined;
  const own = page.owntmpl === 1 && page.tmpl.trim() !== '';
  return {
    module: 'index',
    templateKey: PAGES_KEY,
    template: own ? page.tmpl : undefined,
    title: page.name,
    content: expandMailForms(state, page.message),
    currentPaths: [path, pageUrl(page), `/index/0-${page.id}`],
  };
}

export function pageById(state: SiteState, id: number): Page | undefined {
  return state.data.pages.find((page) => page.id === id);
}

export function pageBySlug(state: SiteState, slug: string): Page | undefined {
  const wanted = slug.toLowerCase();
  return state.data.pages.find((page) => page.ownurl !== '' && page.ownurl.toLowerCase() === wanted);
}

// Modules with list and entry templates of their own (numeric ids, data/seed-templates.ts); every
// other module renders with the shared page template.
const MODULE_TEMPLATES: Record<string, { list: string; entry: string }> = {
  news: { list: PAGE_TEMPLATES.newsList, entry: PAGE_TEMPLATES.newsEntry },
  blog: { list: PAGE_TEMPLATES.blogList, entry: PAGE_TEMPLATES.blogEntry },
  publ: { list: PAGE_TEMPLATES.publList, entry: PAGE_TEMPLATES.publEntry },
};
const MODULE_HEADINGS: Record<string, string> = { news: 'Новости сайта', blog: 'Блог' };

/** /news/... and /blog/...: lists, categories, archives and entries (platform-notes §3). */
export function entryModuleView(state: SiteState, module: 'news' | 'blog', rest: string, path: string): View | undefined {
  const data = state.data.entryModules[module];
  if (!data) return undefined;
  const templates = MODULE_TEMPLATES[module];
  const heading = MODULE_HEADINGS[module] ?? module;
  const published = publishedEntries(data);
  const perPage = Math.max(1, Math.min(100, Number(state.data.setup[module]?.per_page) || 10));
  const list = (entries: typeof published, title: string, page: number, link: (page: number) => string): View => {
    const pages = Math.max(1, Math.ceil(entries.length / perPage));
    const shown = entries.slice((page - 1) * perPage, page * perPage);
    const content = renderEntryList(state, module, data, shown, title, { page, pages, link });
    return { module, templateKey: templates?.list, title, content, currentPaths: [path, `/${module}/`] };
  };

  let match: RegExpExecArray | null;
  if (rest === '') return list(published, heading, 1, (page) => listLink(module, page));
  if ((match = /^(\d{1,6})$/.exec(rest))) return list(published, heading, Number(match[1]), (page) => listLink(module, page));
  if ((match = /^(\d{1,6})-0-(\d{1,9})$/.exec(rest))) {
    const categoryId = Number(match[2]);
    const category = data.categories.find((item) => item.id === categoryId);
    if (!category) return undefined;
    const entries = published.filter((entry) => entry.category === categoryId);
    return list(entries, category.name, Math.max(1, Number(match[1])), (page) => `/${module}/${page}-0-${categoryId}`);
  }
  if ((match = /^(\d{4}-\d{2}(?:-\d{2})?)$/.exec(rest))) {
    const prefix = match[1] ?? '';
    const entries = published.filter((entry) => new Date(entry.add_date * 1000).toISOString().startsWith(prefix));
    return { ...list(entries, `${heading}: ${prefix}`, 1, () => `/${module}/${prefix}`), currentPaths: [path] };
  }
  if ((match = /^(?:[^/]+\/)?\d{4}-\d{2}-\d{2}-(\d{1,9})$/.exec(rest))) {
    const entry = published.find((item) => item.id === Number(match?.[1]));
    if (!entry) return undefined;
    return {
      module,
      templateKey: templates?.entry,
      title: entry.title,
      content: renderEntryPage(state, module, data, entry),
      currentPaths: [path, entryUrl(module, entry)],
    };
  }
  return undefined;
}

/**
 * An entry of a catalogue module or the FAQ (`/<mod>/<cat>-<page>-0-<id>`, `/faq/<cat>-0-<id>`),
 * in the platform's entry markup, with its comments.
 */
export function catalogueEntryView(state: SiteState, module: string, id: number, path: string): View | undefined {
  const data = state.data.entryModules[module as keyof typeof state.data.entryModules];
  const entry = data && publishedEntries(data).find((item) => item.id === id);
  if (!data || !entry) return undefined;
  const templateKey = MODULE_TEMPLATES[module]?.entry ?? PAGES_KEY;
  return { module, templateKey, title: entry.title, content: renderEntryPage(state, module, data, entry), currentPaths: [path, entryUrl(module, entry)] };
}

/** /gb/: the guest book's messages in the platform's list markup (`#allEntries > #entryID<ID>`), newest first. */
export function guestBookView(state: SiteState, path: string): View {
  const messages = [...state.data.gb].sort((a, b) => b.add_date - a.add_date);
  const items = messages.map((message) => `<div id="entryID${message.id}" class="gbEntry">
<div class="gbName"><b>${escapeHtml(message.name)}</b> <span class="gbDate">${new Date(message.add_date * 1000).toISOString().slice(0, 10)}</span></div>
<div class="gbMessage">${escapeHtml(message.message)}</div>${message.answer ? `\n<div class="gbAnswer">${escapeHtml(message.answer)}</div>` : ''}
</div>`);
  return { module: 'gb', templateKey: PAGES_KEY, title: 'Гостевая книга', content: `<h1>Гостевая книга</h1>\n<div id="allEntries">\n${items.join('\n')}\n</div>`, currentPaths: [path, '/gb/'] };
}

function listLink(module: string, page: number): string {
  return page === 1 ? `/${module}/` : `/${module}/${page}`;
}

/** System pages of the users module under /index/ (not editable pages). */
export function systemView(state: SiteState, code: string, path: string): View | undefined {
  const base = { module: 'index', templateKey: PAGES_KEY, currentPaths: [path] };
  if (code === '1') {
    return {
      ...base,
      title: 'Вход на сайт',
      content: `<h1>Вход на сайт</h1>
<form id="frmLg" method="post" action="/index/sub/"><input type="hidden" name="a" value="2">
<label>Логин: <input class="loginField" type="text" name="user" maxlength="50"></label>
<label>Пароль: <input class="loginField" type="password" name="password" maxlength="32"></label>
<input class="loginButton" type="submit" value="Вход"></form>`,
    };
  }
  if (code === '3') {
    return {
      ...base,
      title: 'Регистрация',
      content: `<h1>Регистрация</h1>
<form id="frmReg" method="post" action="/index/sub/"><input type="hidden" name="a" value="1">
<label>Логин: <input type="text" name="user" maxlength="50"></label>
<label>E-mail: <input type="email" name="email" maxlength="100"></label>
<label>Пароль: <input type="password" name="password" maxlength="32"></label>
<input type="submit" value="Регистрация"></form>`,
    };
  }
  // A profile, by id (`8-<uid>`) or by login (`8-0-<login>`, the same page; platform-notes §6).
  const profile = /^8-(?:(\d{1,9})|0-(.+))$/.exec(code);
  if (profile) {
    const user = state.data.users.find((item) => (profile[2] ? item.login.toLowerCase() === profile[2].toLowerCase() : item.id === Number(profile[1])));
    if (!user) return undefined;
    return { ...base, templateKey: PAGE_TEMPLATES.profile, title: user.name, content: profileContent(state, user) };
  }
  return undefined;
}

export function notFoundView(path: string): View {
  return {
    module: 'index',
    templateKey: PAGES_KEY,
    title: 'Страница не найдена',
    content: '<h1>404</h1><p>Запрашиваемая страница не найдена. <a href="/">На главную</a></p>',
    currentPaths: [path],
    status: 404,
  };
}

/**
 * A user's profile: label / value rows ("Имя:", "Пользователь:", "Дата регистрации:") and the
 * avatar in `span.user_avatar img` (platform-notes §6); the table and its classes are a guess.
 */
function profileContent(state: SiteState, user: User): string {
  const group = state.data.groups.find((item) => item.id === user.group_id)?.name ?? '';
  const registered = new Date(user.reg_date * 1000).toISOString().slice(0, 10).split('-').reverse().join('.');
  const rows = [['Имя', user.name], ['Пользователь', user.login], ['Группа', group], ['Дата регистрации', registered]];
  return `<h1>${escapeHtml(user.name)}</h1>
${user.avatar ? `<span class="user_avatar"><img src="${escapeHtml(user.avatar)}" alt=""></span>` : ''}
<table class="profile-rows">${rows.map(([label, value]) => `<tr><td class="profile-label">${label}:</td><td class="profile-value">${escapeHtml(value!)}</td></tr>`).join('')}</table>`;
}
