// /pages: the site's static pages. The home page (id 1) cannot be deleted; a page with its own
// template must keep $POWERED_BY$ in it (num 2). As on the platform (platform-notes §5):
// `owntmpl=0` deletes the own template, a non-empty `tmpl` turns it on, and an `ownurl` on a site
// whose individual URLs are off is refused with SEO_OWNURL_DISABLED.
import { ApiError, invalid, missing, notFound } from '../core/errors.ts';
import { NUM } from '../core/nums.ts';
import { flag, int, intList, text, type Input } from '../core/params.ts';
import { nextId, type SiteState } from '../data/store.ts';
import type { Page } from '../data/types.ts';
import { pageUrl } from '../data/urls.ts';
import { paginate, readPaging } from './paging.ts';
import { OTHER_FIELDS, slug, textFields, unknownFields } from './lenient.ts';
import { idParam, route, type Route } from './router.ts';

/** First path segments the site itself uses: a page slug cannot take them. */
export const RESERVED_SLUGS = [
  'index', 'news', 'blog', 'publ', 'board', 'photo', 'video', 'faq', 'forum', 'dir', 'load', 'stuff', 'gb', 'mchat',
  'shop', 'search', 'uapi', 'panel', 'register', 'login', '_st', '_fr', '__control',
];

const TEXT_FIELDS = ['meta_title', 'meta_description', 'meta_keywords', 'tmpl', ...OTHER_FIELDS] as const;
const KNOWN = ['id', 'page_id', 'name', 'message', 'parent_id', 'pending', 'owntmpl', 'tmpl', 'ownurl', 'access_all', 'access_group_ids', 'meta_title', 'meta_description', 'meta_keywords', ...OTHER_FIELDS, 'add_date', 'upd_date', 'url'];

/** A page: the spec's Page fields plus `url` (this site's addition); guess: add_date and upd_date
 * as unix seconds, as "other answers carry unix times" (platform-notes §6). */
export function pageOut(page: Page): Page & { url: string } {
  const { id, ...rest } = page;
  return { id, ...rest, url: pageUrl(page) };
}

export function findPage(state: SiteState, id: number): Page {
  const page = state.data.pages.find((item) => item.id === id);
  if (!page) throw notFound(`Page ${id}`);
  return page;
}

/** The page after applying the fields sent; validated, not yet stored. */
function withFields(state: SiteState, base: Page, input: Input, creating: boolean): Page {
  const next: Page = { ...base, ...unknownFields(input, KNOWN), ...textFields(input, TEXT_FIELDS) };
  const name = text(input, 'name', { required: creating, max: 255 });
  if (name !== undefined) next.name = name;
  const message = text(input, 'message', { required: creating });
  if (message !== undefined) next.message = message;
  next.pending = flag(input, 'pending') ?? next.pending;
  // owntmpl=0 deletes the own template (an explicit 0 wins over a tmpl sent with it);
  // a non-empty tmpl sent turns it on.
  const owntmpl = flag(input, 'owntmpl');
  if (owntmpl === 0) Object.assign(next, { owntmpl: 0, tmpl: '' });
  else if (owntmpl === 1 || (text(input, 'tmpl') ?? '').trim() !== '') next.owntmpl = 1;
  next.access_all = flag(input, 'access_all') ?? next.access_all;
  next.access_group_ids = intList(input, 'access_group_ids') ?? next.access_group_ids;
  const parentId = int(input, 'parent_id', { min: 0 });
  if (parentId !== undefined) next.parent_id = checkParent(state, next.id, parentId);
  const ownurl = slug(input, 'ownurl', RESERVED_SLUGS);
  if (ownurl !== undefined) {
    if (ownurl && state.data.pages.some((page) => page.id !== next.id && page.ownurl.toLowerCase() === ownurl.toLowerCase())) {
      throw invalid(NUM.SLUG_TAKEN, `Another page already uses the address "/${ownurl}"`);
    }
    next.ownurl = ownurl;
  }
  if (next.owntmpl === 1 && next.tmpl.trim() !== '' && !next.tmpl.includes('$POWERED_BY$')) {
    throw invalid(NUM.PAGE_TEMPLATE_WITHOUT_POWERED_BY, 'The page template must contain the $POWERED_BY$ placeholder');
  }
  return next;
}

function checkOwnUrls(state: SiteState, input: Input): void {
  if (!state.ownUrls && Object.hasOwn(input, 'ownurl')) throw new ApiError('SEO_OWNURL_DISABLED', 'Individual URL setting is disabled');
}

function checkParent(state: SiteState, pageId: number, parentId: number): number {
  if (parentId === 0) return 0;
  if (!state.data.pages.some((page) => page.id === parentId)) throw invalid(NUM.BAD_PARENT, `Parent page ${parentId} does not exist`);
  // Walk up from the new parent: meeting the page itself would make a loop.
  for (let id: number | undefined = parentId, hops = 0; id && hops < 1000; hops++) {
    if (id === pageId) throw invalid(NUM.BAD_PARENT, 'A page cannot be placed under itself or one of its subpages');
    id = state.data.pages.find((page) => page.id === id)?.parent_id;
  }
  return parentId;
}

function blankPage(id: number, now: number): Page {
  return {
    id, name: '', message: '', parent_id: 0, pending: 0, owntmpl: 0, tmpl: '', ownurl: '', access_all: 1, access_group_ids: [],
    meta_title: '', meta_description: '', meta_keywords: '', other1: '', other2: '', other3: '', other4: '', other5: '',
    add_date: now, upd_date: now,
  };
}

export const pagesRoutes: Route[] = [
  route('GET', '/pages', ({ state, input }) => {
    // The platform answers one page at `?id=` too (platform-notes §5).
    const id = int(input, 'id', { min: 1 });
    if (id !== undefined) return pageOut(findPage(state, id));
    const paging = readPaging(input);
    const { items, total, pageCount } = paginate([...state.data.pages].sort((a, b) => a.id - b.id), paging);
    // guess: the list's exact shape is UNCONFIRMED (platform-notes §1); pages_list as a number
    // follows the other lists (§6).
    return { pages: items.map(pageOut), page: paging.page, per_page: paging.per_page, total, pages_list: pageCount };
  }),
  route('GET', '/pages/:id{[0-9]+}', (req) => pageOut(findPage(req.state, idParam(req)))),
  route('POST', '/pages', ({ state, input }) => {
    checkOwnUrls(state, input);
    const page = withFields(state, blankPage(nextId(state.data.pages), state.now()), input, true);
    state.data.pages.push(page);
    return pageOut(page);
  }),
  route('PUT', '/pages', ({ state, input }) => {
    checkOwnUrls(state, input);
    const id = int(input, 'page_id', { min: 1 }) ?? int(input, 'id', { min: 1 });
    if (id === undefined) throw missing('page_id');
    const current = findPage(state, id);
    const next = { ...withFields(state, current, input, false), upd_date: state.now() };
    state.data.pages = state.data.pages.map((page) => (page.id === id ? next : page));
    return pageOut(next);
  }),
  route('DELETE', '/pages/:id{[0-9]+}', (req) => {
    const id = idParam(req);
    if (id === 1) throw invalid(NUM.HOME_PAGE_UNDELETABLE, 'The home page (id 1) cannot be deleted');
    const page = findPage(req.state, id);
    const pages = req.state.data.pages.filter((item) => item.id !== id);
    // Subpages move up to the deleted page's parent rather than vanish.
    req.state.data.pages = pages.map((item) => (item.parent_id === id ? { ...item, parent_id: page.parent_id } : item));
    return { id, deleted: true };
  }),
];

