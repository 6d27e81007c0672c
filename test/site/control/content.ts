// Many pages, menus and news entries at once for a fixture (a site of a thousand pages): each record
// is made by the API's own POST /pages, POST /menus or POST /news handler, so it gets the same checks, ids, defaults and
// answer as if it had been sent, only without a log entry or a request counted against the limit.
// All or nothing: a record the API would refuse leaves the content as it was.
import { ApiError } from '../core/errors.ts';
import type { Input } from '../core/params.ts';
import { entryModulesRoutes } from '../api/entry-modules.ts';
import { menusRoutes } from '../api/menus.ts';
import { pagesRoutes } from '../api/pages.ts';
import type { Handler } from '../api/router.ts';
import type { SiteState } from '../data/store.ts';

export interface ContentInput {
  /** Fields of POST /pages, in order; `parent_id` may name a page made earlier in the same list. */
  pages?: Input[];
  /** Fields of POST /menus (`title`, `layout`, `items`), in order. */
  menus?: Input[];
  /** Fields of POST /news (`title`, `message`…), in order. */
  news?: Input[];
}

export interface ContentAdded {
  pages: unknown[];
  menus: unknown[];
  news: unknown[];
}

/** Why a record was refused: where it is in the input, and the API's error. */
export class ContentRefused extends Error {
  constructor(where: string, refusal: ApiError) {
    super(`${where}: ${refusal.code}${refusal.num === undefined ? '' : ` ${refusal.num}`}: ${refusal.message}`);
  }
}

function createHandler(routes: { method: string; path: string; handle: Handler }[], path: string): Handler {
  const found = routes.find((route) => route.method === 'POST' && route.path === path);
  if (!found) throw new Error(`the API has no POST ${path}`);
  return found.handle;
}

const createPage = createHandler(pagesRoutes, '/pages');
const createMenu = createHandler(menusRoutes, '/menus');
const createNews = createHandler(entryModulesRoutes, '/news');

async function createEach(state: SiteState, handle: Handler, records: Input[], name: string): Promise<unknown[]> {
  const made: unknown[] = [];
  for (const [index, input] of records.entries()) {
    try {
      made.push(await handle({ state, method: 'POST', query: {}, body: input, input, params: {} }));
    } catch (error) {
      if (error instanceof ApiError) throw new ContentRefused(`${name}[${index}]`, error);
      throw error;
    }
  }
  return made;
}

export async function addContent(state: SiteState, content: ContentInput): Promise<ContentAdded> {
  const news = state.data.entryModules.news!;
  const before = { pages: state.data.pages, menus: state.data.menus, news: news.entries };
  state.data.pages = [...before.pages];
  state.data.menus = [...before.menus];
  news.entries = [...before.news];
  try {
    return {
      pages: await createEach(state, createPage, content.pages ?? [], 'pages'),
      menus: await createEach(state, createMenu, content.menus ?? [], 'menus'),
      news: await createEach(state, createNews, content.news ?? [], 'news'),
    };
  } catch (error) {
    state.data.pages = before.pages;
    state.data.menus = before.menus;
    news.entries = before.news;
    throw error;
  }
}
