// News and blog markup: lists (`#allEntries` > `#entryID<ID>`, paging in `.catPages1`) and the
// entry page (`.eTitle`, `.eMessage`). Only published entries are shown.
import { byListOrder } from '../api/entry-fields.ts';
import type { SiteState } from '../data/store.ts';
import type { Entry, EntryModuleData } from '../data/types.ts';
import { categoryUrl, dayOf, entryUrl } from '../data/urls.ts';
import { renderText } from './content.ts';
import { escapeHtml } from './escape.ts';

export function publishedEntries(data: EntryModuleData): Entry[] {
  return data.entries.filter((entry) => entry.pending !== 'yes').sort(byListOrder);
}

export function displayDate(seconds: number): string {
  const [year, month, day] = dayOf(seconds).split('-');
  return `${day}.${month}.${year}`;
}

function details(state: SiteState, module: string, data: EntryModuleData, entry: Entry): string {
  const category = data.categories.find((item) => item.id === entry.category);
  const comments = state.data.comments.filter((item) => item.module === module && item.entry_id === entry.id).length;
  return [
    category ? `Категория: <a href="${categoryUrl(module, category)}">${escapeHtml(category.name)}</a>` : '',
    `Просмотров: ${entry.reads}`,
    `Добавил: <a href="javascript:;">${escapeHtml(entry.author)}</a>`,
    `Дата: <span title="${dayOf(entry.add_date)}">${displayDate(entry.add_date)}</span>`,
    entry.comments === 'yes' ? `<a href="${entryUrl(module, entry)}#comments">Комментарии (${comments})</a>` : '',
  ]
    .filter(Boolean)
    .join(' | ');
}

export function renderEntryList(state: SiteState, module: string, data: EntryModuleData, entries: Entry[], heading: string, paging: { page: number; pages: number; link: (page: number) => string }): string {
  const blocks = entries.map((entry) => {
    const url = entryUrl(module, entry);
    const description = renderText(entry.description, entry.description_type, entry.includehtml_desc, entry.end2br_desc);
    return `<div id="entryID${entry.id}"><table border="0" cellpadding="0" cellspacing="0" width="100%" class="eBlock${entry.ontop === 'yes' ? ' eBlockTop' : ''}">
<tr><td class="eTitle"><a href="${url}">${escapeHtml(entry.title)}</a></td></tr>
<tr><td class="eMessage">${description}</td></tr>
<tr><td class="eDetails">${details(state, module, data, entry)}</td></tr>
</table></div>`;
  });
  const empty = entries.length === 0 ? '<div class="noEntry">Материалов за данный период нет</div>' : '';
  return `<h1 class="module-heading">${escapeHtml(heading)}</h1>
<div id="allEntries">${blocks.join('\n')}</div>${empty}
${renderPager(paging)}`;
}

/** A list's page links in `.catPages1`, the current page in bold. */
export function renderPager(paging: { page: number; pages: number; link: (page: number) => string }): string {
  const pages = Array.from({ length: paging.pages }, (_, index) => index + 1)
    .map((page) => (page === paging.page ? `<b class="swchItemA"><span>${page}</span></b>` : `<a class="swchItem" href="${paging.link(page)}"><span>${page}</span></a>`))
    .join(' ');
  return `<div class="catPages1" id="pagesBlock1">${pages}</div>`;
}

export function renderEntryPage(state: SiteState, module: string, data: EntryModuleData, entry: Entry): string {
  const message = renderText(entry.message || entry.description, entry.message_type, entry.includehtml_msg, entry.end2br_msg);
  const cover = entry.cover ? `<tr><td class="eCover"><img src="${escapeHtml(entry.cover)}" alt=""></td></tr>\n` : '';
  return `<table border="0" cellpadding="0" cellspacing="0" width="100%" class="eBlock">
<tr><td class="eTitle">${escapeHtml(entry.title)}</td></tr>
${cover}<tr><td class="eMessage">${message}</td></tr>
<tr><td class="eDetails">${details(state, module, data, entry)}</td></tr>
</table>
${entry.comments === 'yes' ? renderComments(state, module, entry.id) : ''}`;
}

/** A record's comments: `<a name="comments">`, then each as `div.comEnt#comEnt<ID>` (platform-notes §5), text escaped. */
export function renderComments(state: SiteState, module: string, id: number): string {
  const comments = state.data.comments
    .filter((item) => item.module === module && item.entry_id === id)
    .map((item) => `<div class="comEnt" id="comEnt${item.id}"><b>${escapeHtml(item.name)}</b>: <span class="cMessage">${escapeHtml(item.message)}</span></div>`)
    .join('\n');
  return `<a name="comments"></a><div id="comments" class="com-order-block">${comments}</div>`;
}
