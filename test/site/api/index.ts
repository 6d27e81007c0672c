// The /uapi application: the pipeline, every area's routes, then 405 for a known path with
// another method and 404 for an unknown path. Successful answers pass through the sparse mode
// (sparse.ts), then the variants mode (variants.ts), here and nowhere else.
import { Hono, type Context } from 'hono';
import { ApiError } from '../core/errors.ts';
import type { SiteState } from '../data/store.ts';
import { apiPath, pipeline, type PipelineEnv } from './pipeline.ts';
import { failure, success } from './respond.ts';
import type { Route } from './router.ts';
import { recordKindOf } from './sparse.ts';
import { commentsRoutes } from './comments.ts';
import { entryModulesRoutes } from './entry-modules.ts';
import { forumRoutes } from './forum.ts';
import { gblocksRoutes } from './gblocks.ts';
import { mailRoutes } from './mail.ts';
import { menusRoutes } from './menus.ts';
import { pagesRoutes } from './pages.ts';
import { photoRoutes } from './photos.ts';
import { pollsRoutes } from './polls.ts';
import { searchRoutes } from './search.ts';
import { shopBasketRoutes } from './shop-basket.ts';
import { shopCatalogRoutes } from './shop-catalog.ts';
import { shopCheckoutRoutes } from './shop-checkout.ts';
import { shopGoodsRoutes } from './shop-goods.ts';
import { shopOrderRoutes } from './shop-orders.ts';
import { guestBookRoutes, minichatRoutes } from './short-messages.ts';
import { subscriptionsRoutes } from './subscriptions.ts';
import { templatesRoutes } from './templates.ts';
import { usersRoutes } from './users.ts';

/** Every route of the API, in matching order (static paths before `:id` ones). */
export const ALL_ROUTES: Route[] = [
  ...pagesRoutes,
  ...entryModulesRoutes,
  ...photoRoutes,
  ...forumRoutes,
  ...guestBookRoutes,
  ...minichatRoutes,
  ...commentsRoutes,
  ...pollsRoutes,
  ...usersRoutes,
  ...subscriptionsRoutes,
  ...shopBasketRoutes,
  ...shopGoodsRoutes,
  ...shopCatalogRoutes,
  ...shopOrderRoutes,
  ...shopCheckoutRoutes,
  ...templatesRoutes,
  ...gblocksRoutes,
  ...menusRoutes,
  ...mailRoutes,
  ...searchRoutes,
];

export function apiApp(state: SiteState): Hono<PipelineEnv> {
  const api = new Hono<PipelineEnv>({ strict: false });
  api.use('*', pipeline(state));
  for (const { method, path, handle } of ALL_ROUTES) {
    const kind = recordKindOf(path);
    api.on(method, path, async (c) => {
      try {
        const query = c.get('query');
        const body = c.get('body');
        const origin = new URL(c.req.url).origin;
        const payload = await handle({ state, method, query, body, input: { ...query, ...body }, params: c.req.param() as Record<string, string>, origin });
        return success(c, state.variants.apply(path, method, query, state.sparse.apply(kind, method, payload), state.data));
      } catch (err) {
        return failure(c, err);
      }
    });
  }
  for (const path of new Set(ALL_ROUTES.map((item) => item.path))) {
    api.all(path, (c) => failure(c, new ApiError('NOT_SUPPORTED_METHOD', `The URL ${apiPath(new URL(c.req.url))} does not support the ${c.req.method} method`)));
  }
  api.all('*', (c: Context<PipelineEnv>) => failure(c, new ApiError('NOT_FOUND', `Unknown API path ${apiPath(new URL(c.req.url))}`)));
  return api;
}
