// The video module's pages (module 22, platform-notes §6): its categories, a category's videos
// (`/video/vic/<slug>`, `ul#uEntriesList` with `div.ve-screen`) and a video's page. Beyond those
// lists, no source shows the module's markup: the body class `module-vi`, the list items' insides
// and the video's page (`div.vep-entry`, `.vep-title`, `.vep-descr`, the rating
// `span#entRating<ID>` that names it, as on a photo's page) are guesses after the lists' `ve-`
// classes. Text is escaped: titles and descriptions are plain text.
import { PAGES_KEY } from '../data/seed-templates.ts';
import type { SiteState } from '../data/store.ts';
import type { Category, Entry } from '../data/types.ts';
import { categoryUrl, entryUrl } from '../data/urls.ts';
import { VIDEO_CHANNELS } from '../api/video-fields.ts';
import { renderComments, displayDate } from './entries.ts';
import { escapeHtml } from './escape.ts';
import type { View } from './views.ts';

const MODULE = 'vi';
const HEADING = 'Видео';

const categories = (state: SiteState): Category[] => (state.data.entryModules.video?.categories ?? []).filter((item) => item.type === 'category');
const videos = (state: SiteState): Entry[] => (state.data.entryModules.video?.entries ?? []).filter((item) => item.pending !== 'yes').sort((a, b) => b.add_date - a.add_date || b.id - a.id);

/** /video/: the categories, each linked (guess: the catalogue modules' category table). */
export function videoCategoriesView(state: SiteState, path: string): View {
  const rows = categories(state).map((item) => `<tr><td class="catsTd" id="cid${item.id}"><a href="${categoryUrl('video', item)}" class="catName">${escapeHtml(item.name)}</a></td></tr>`);
  return { module: MODULE, templateKey: PAGES_KEY, title: HEADING, content: `<h1 class="module-heading">${HEADING}</h1>\n<table class="catsTable">${rows.join('\n')}</table>`, currentPaths: [path, '/video/'] };
}

/** A category's videos, newest first: `ul#uEntriesList` of `div.ve-screen` (platform-notes §6). */
export function videoCategoryView(state: SiteState, slug: string, path: string): View | undefined {
  const category = categories(state).find((item) => item.hgu_title.toLowerCase() === slug.toLowerCase());
  if (!category) return undefined;
  const items = videos(state).filter((video) => video.category === category.id).map((video) => {
    const title = escapeHtml(video.title);
    return `<li class="uEntryWrap"><div id="entryID${video.id}" class="entryBlock"><div class="ve-screen"><a href="${entryUrl('video', video)}">${title}</a></div><div class="ve-title"><a href="${entryUrl('video', video)}">${title}</a></div><div class="ve-details">${escapeHtml(String(video.duration ?? ''))}</div></div></li>`;
  });
  const empty = items.length === 0 ? '<div class="noEntry">В этой категории пока нет видео</div>' : '';
  const content = `<h1 class="module-heading">${escapeHtml(category.name)}</h1>\n<div id="allEntries"><ul id="uEntriesList">${items.join('\n')}</ul></div>${empty}`;
  return { module: MODULE, templateKey: PAGES_KEY, title: category.name, content, currentPaths: [path, categoryUrl('video', category)] };
}

/** A video's page (guess, as the module comment says), its comments after. */
export function videoView(state: SiteState, id: number, path: string): View | undefined {
  const video = videos(state).find((item) => item.id === id);
  if (!video) return undefined;
  const category = categories(state).find((item) => item.id === video.category);
  const channel = VIDEO_CHANNELS.find((item) => item.id === Number(video.channel));
  const details = [
    category ? `Категория: <a href="${categoryUrl('video', category)}">${escapeHtml(category.name)}</a>` : '',
    channel ? `Канал: <a href="${channel.url}">${escapeHtml(channel.name)}</a>` : '',
    `Дата: ${displayDate(video.add_date)}`,
    `Рейтинг: <span id="entRating${video.id}">${video.rating}</span>`,
  ].filter(Boolean).join(' | ');
  const address = String(video.video_url ?? '');
  // The player is the platform's; a link to where it is watched stands for it here.
  const player = /^https?:\/\//.test(address) ? `<div class="vep-player"><a href="${escapeHtml(address)}" rel="nofollow">${escapeHtml(address)}</a></div>` : '';
  const content = `<div class="vep-entry"><h1 class="vep-title">${escapeHtml(video.title)}</h1>${player}<div class="vep-descr">${escapeHtml(video.description)}</div>
<div class="vep-details">${details}</div></div>
${video.comments === 'yes' ? renderComments(state, 'video', video.id) : ''}`;
  return { module: MODULE, templateKey: PAGES_KEY, title: video.title, content, currentPaths: [path, entryUrl('video', video)] };
}
