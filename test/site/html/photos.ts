// The photo album's pages (module 9, body class `module-pa`, platform-notes §6): the module's
// list of albums, an album's photos and a photo's page, in the platform's newer markup. Text is
// escaped: titles and descriptions are plain text.
import { byNewest } from '../api/photos.ts';
import { photoPath } from '../data/photo-files.ts';
import { PAGES_KEY } from '../data/seed-templates.ts';
import type { SiteState } from '../data/store.ts';
import type { Category, Photo } from '../data/types.ts';
import { albumUrl, dayOf, photoUrl } from '../data/urls.ts';
import { displayDate, renderComments, renderPager } from './entries.ts';
import { escapeHtml } from './escape.ts';
import type { View } from './views.ts';

const MODULE = 'pa';
const HEADING = 'Фотоальбом';
/**
 * Photos an album's page shows. guess: the platform's setting and its default are not known;
 * 500, so a benchmark's album of 500 photos is one page.
 */
export const ALBUM_PAGE_SIZE = 500;

function albums(state: SiteState): Category[] {
  return state.data.photo.categories.filter((item) => item.type === 'category');
}

/**
 * /photo/: the albums, each linked, with its count of photos. guess: no source shows this page;
 * the catalogue modules' category table (`table.catsTable`, `a.catName`).
 */
export function albumsView(state: SiteState, path: string): View {
  const rows = albums(state).map((album) => {
    const count = state.data.photo.entries.filter((photo) => photo.category === album.id).length;
    const description = album.description ? `<div class="catDescr">${escapeHtml(album.description)}</div>` : '';
    return `<tr><td class="catsTd" id="cid${album.id}"><a href="${albumUrl(album)}" class="catName">${escapeHtml(album.name)}</a> <span class="catNumData">[${count}]</span>${description}</td></tr>`;
  });
  const content = `<h1 class="module-heading">${HEADING}</h1>\n<table class="catsTable">${rows.join('\n')}</table>`;
  return { module: MODULE, templateKey: PAGES_KEY, title: HEADING, content, currentPaths: [path, '/photo/'] };
}

/** An album's page: `ul#uEntriesList > li.phtTdMain.uEntryWrap > div#entryID<ID>.entryBlock > a.ph-link` (platform-notes §6), newest first. */
export function albumView(state: SiteState, id: number, page: number, path: string): View | undefined {
  const album = albums(state).find((item) => item.id === id);
  if (!album) return undefined;
  const photos = state.data.photo.entries.filter((photo) => photo.category === id).sort(byNewest);
  const pages = Math.max(1, Math.ceil(photos.length / ALBUM_PAGE_SIZE));
  const shown = photos.slice((page - 1) * ALBUM_PAGE_SIZE, page * ALBUM_PAGE_SIZE);
  const items = shown.map((photo) => {
    const title = escapeHtml(photo.title);
    return `<li class="phtTdMain uEntryWrap"><div id="entryID${photo.id}" class="entryBlock"><a class="ph-link" href="${photoUrl(photo)}"><img src="${photoPath(photo, 'thumb')}" alt="${title}"></a><div class="phtTitle">${title}</div></div></li>`;
  });
  const empty = shown.length === 0 ? '<div class="noEntry">В альбоме пока нет фотографий</div>' : '';
  const content = `<h1 class="module-heading">${escapeHtml(album.name)}</h1>
<div id="allEntries"><ul id="uEntriesList">${items.join('\n')}</ul></div>${empty}
${renderPager({ page, pages, link: (number) => albumUrl(album, number) })}`;
  return { module: MODULE, templateKey: PAGES_KEY, title: album.name, content, currentPaths: [path, albumUrl(album), `/photo/${id}`] };
}

/** guess: the line under a photo, as the entries' `.eDetails`; platform-notes §6 show only its rating, `span#entRating<ID>`. */
function details(state: SiteState, photo: Photo): string {
  const album = albums(state).find((item) => item.id === photo.category);
  return [
    album ? `Альбом: <a href="${albumUrl(album)}">${escapeHtml(album.name)}</a>` : '',
    `Просмотров: ${photo.views}`,
    `Добавил: <a href="javascript:;">${escapeHtml(photo.user)}</a>`,
    `Дата: <span title="${dayOf(photo.add_date)}">${displayDate(photo.add_date)}</span>`,
    `Рейтинг: <span id="entRating${photo.id}">${photo.rating}</span>`,
  ]
    .filter(Boolean)
    .join(' | ');
}

/** A photo's page: `#u-photos .uphoto-entry`, `h2.photo-etitle`, the medium copy in `span#phtmDiv35 > span#phtmSpan35`, `.photo-edescr`, `span#entRating<ID>` (platform-notes §6); its comments after. */
export function photoView(state: SiteState, id: number, path: string): View | undefined {
  const photo = state.data.photo.entries.find((item) => item.id === id);
  if (!photo) return undefined;
  const title = escapeHtml(photo.title);
  const content = `<div id="u-photos"><div class="uphoto-entry"><h2 class="photo-etitle">${title}</h2><span id="phtmDiv35"><span id="phtmSpan35"><img src="${photoPath(photo, 'medium')}" alt="${title}"></span></span><div class="photo-edescr">${escapeHtml(photo.description)}</div>
<div class="photo-edetails">${details(state, photo)}</div></div></div>
${renderComments(state, 'photo', photo.id)}`;
  return { module: MODULE, templateKey: PAGES_KEY, title: photo.title, content, currentPaths: [path, photoUrl(photo)] };
}
