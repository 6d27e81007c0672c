import { Hono } from 'hono';
import type { SiteState } from '../data/store.ts';

export function htmlApp(_state: SiteState): Hono {
  const html = new Hono({ strict: false });
  html.all('*', (c) => c.html('<p>todo</p>', 404));
  return html;
}
