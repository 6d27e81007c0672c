// The public site: each URL pattern of the platform (platform-notes §3) to its view.
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { PAGES_KEY } from '../data/seed-templates.ts';
import type { SiteState } from '../data/store.ts';
import { assetResponse } from './assets.ts';
import { uapiPanelPage } from './control-panel.ts';
import { renderDocument } from './layout.ts';
import { albumsView, albumView, photoView } from './photos.ts';
import { forumsView, forumView, topicView } from './forum.ts';
import { videoCategoriesView, videoCategoryView, videoView } from './videos.ts';
import { shopCatalogueView, shopCategoryView, shopProductView } from './shop.ts';
import { catalogueEntryView, entryModuleView, guestBookView, notFoundView, pageById, pageBySlug, pageView, systemView, type View } from './views.ts';

type Resolver = (state: SiteState, match: RegExpExecArray, path: string) => View | undefined;

const ROUTES: [RegExp, Resolver][] = [
  [/^\/$/, (state, _m, path) => pageView(state, pageById(state, 1), path)],
  [/^\/index\/(?:[^/]+\/)?0-(\d{1,9})$/, (state, m, path) => pageView(state, pageById(state, Number(m[1])), path)],
  [/^\/index\/(1|3|8-\d{1,9}|8-0-[A-Za-z0-9_.-]{1,50})$/, (state, m, path) => systemView(state, m[1] ?? '', path)],
  [/^\/(news|blog)(?:\/(.*?))?\/?$/i, (state, m, path) => entryModuleView(state, m[1]!.toLowerCase() as 'news' | 'blog', m[2] ?? '', path)],
  // Catalogue modules and the FAQ, in any case (`/Load/1-1-0-40`), slugs allowed before the numbers.
  [/^\/(publ|load|board|dir|stuff)\/(?:[^/]+\/)*\d{1,9}-\d{1,6}-0-(\d{1,9})\/?$/i, (state, m, path) => catalogueEntryView(state, m[1]!.toLowerCase(), Number(m[2]), path)],
  [/^\/faq\/\d{1,9}-0-(\d{1,9})\/?$/i, (state, m, path) => catalogueEntryView(state, 'faq', Number(m[1]), path)],
  // The photo album (platform-notes §6): its albums, a photo (`<album>-0-<id>`, a guess), an album's
  // pages (`<slug>/<album>-<page>-0-0-<n>`, `<section>/<slug>/<album>-<page>`, `<album>`); album 0 is all of them.
  [/^\/photo\/?$/i, (state, _m, path) => albumsView(state, path)],
  [/^\/photo\/(?:[^/]+\/)*\d{1,9}-0-(\d{1,9})\/?$/i, (state, m, path) => photoView(state, Number(m[1]), path)],
  [/^\/photo\/(?:[^/]+\/)*(\d{1,9})(?:-(\d{1,6})(?:-0-0-\d{1,3})?)?\/?$/i, (state, m, path) => (m[1] === '0' ? albumsView(state, path) : albumView(state, Number(m[1]), Math.max(1, Number(m[2] ?? 1)), path))],
  // Video (platform-notes §6): categories `/video/vic/<slug>`; a video's page, `/video/vip/<id>/<slug>`, is a guess.
  [/^\/video\/?$/i, (state, _m, path) => videoCategoriesView(state, path)],
  [/^\/video\/vic\/([^/]+)\/?$/i, (state, m, path) => videoCategoryView(state, m[1] ?? '', path)],
  [/^\/video\/vip\/(\d{1,9})(?:\/[^/]*)?\/?$/i, (state, m, path) => videoView(state, Number(m[1]), path)],
  // The forum (platform-notes §6): its forums, a forum (`/forum/<id>`), a topic (`/forum/<forum>-<topic>[-<page>]`).
  [/^\/forum\/?$/i, (state, _m, path) => forumsView(state, path)],
  [/^\/forum\/(\d{1,9})\/?$/i, (state, m, path) => forumView(state, Number(m[1]), path)],
  [/^\/forum\/(\d{1,9})-(\d{1,9})(?:-(\d{1,6}))?\/?$/i, (state, m, path) => topicView(state, Number(m[1]), Number(m[2]), Math.max(1, Number(m[3] ?? 1)), path)],
  [/^\/gb(?:\/\d{1,6})?\/?$/i, (state, _m, path) => guestBookView(state, path)],
  [/^\/shop(?:\/all)?\/?$/i, (state, _m, path) => shopCatalogueView(state, path)],
  [/^\/shop\/(\d{1,9})\/desc(?:\/[^/]*)?\/?$/i, (state, m, path) => shopProductView(state, Number(m[1]), path)],
  [/^\/shop\/([A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*)\/?$/i, (state, m, path) => shopCategoryView(state, m[1] ?? '', path)],
  [/^\/([A-Za-z0-9_-]+)\/?$/, (state, m, path) => pageView(state, pageBySlug(state, m[1] ?? ''), path)],
];

export function cookieName(state: SiteState): string {
  return `s${state.data.site.id}uCoz`;
}

function resolve(state: SiteState, path: string): View {
  for (const [pattern, resolver] of ROUTES) {
    const match = pattern.exec(path);
    if (match) return resolver(state, match, path) ?? notFoundView(path);
  }
  return notFoundView(path);
}

function respond(c: Context, state: SiteState, path: string): Response {
  const asset = assetResponse(c, state, path);
  if (asset) return asset;
  const view = resolve(state, path);
  const template = view.template ?? state.data.templates[view.templateKey ?? PAGES_KEY] ?? '<html><head></head><body>$CONTENT$ $POWERED_BY$</body></html>';
  const html = renderDocument(state, { ...view, template });
  c.header('Set-Cookie', `${cookieName(state)}=${randomBytes(8).toString('hex')}; Path=/; HttpOnly; SameSite=Lax`);
  return c.html(html, (view.status ?? 200) as 200);
}

const notFoundPanel = () => '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Control panel</title></head><body><p>Only the uAPI section (?a=uapi) is here.</p></body></html>';

export function htmlApp(state: SiteState): Hono {
  const html = new Hono({ strict: false });
  // The control panel shows only its uAPI section here; other sections are not part of the site.
  html.get('/panel', (c) => (c.req.query('a') === 'uapi' ? c.html(uapiPanelPage(state)) : c.html(notFoundPanel(), 404)));
  html.get('*', (c) => {
    let path: string;
    try {
      path = decodeURI(new URL(c.req.url).pathname);
    } catch {
      path = new URL(c.req.url).pathname;
    }
    return respond(c, state, path);
  });
  html.all('*', (c) => c.text('Method Not Allowed', 405));
  return html;
}
