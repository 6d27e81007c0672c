// Test-only knobs under /__control (never under /uapi): the request log, reset, module
// switches, tokens, key sets of the older signed scheme, the hourly limit, the clock, injected
// faults, site settings, sparse records, answer variants, direct record edits, bulk content
// and the photo album's photos for fixtures.
// Loopback callers only.
import { Hono, type Context } from 'hono';
import { incomingOf, isLoopback } from '../core/connection.ts';
import { FAULT_KINDS, type Fault, type FaultKind } from '../core/faults.ts';
import type { KeySetRecord } from '../core/key-sets.ts';
import type { RequestFilter } from '../core/request-log.ts';
import type { TokenKind } from '../core/tokens.ts';
import { API_MODULES, isApiModule, type SiteState } from '../data/store.ts';
import { addContent, ContentRefused } from './content.ts';
import { FILL_MAX, fillAlbum, isAlbum, storedPhotos } from './photos.ts';
import { fillTopic, isTopic, POSTS_FILL_MAX } from './forum.ts';

/** In-process requests (app.request without a socket) count as local. */
function remoteAddress(c: Context): string | undefined | null {
  const incoming = incomingOf(c);
  return incoming ? incoming.socket.remoteAddress : null;
}

async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  try {
    const value: unknown = await c.req.json();
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const bad = (c: Context, msg: string) => c.json({ error: msg }, 400);

export function controlApp(state: SiteState): Hono {
  const control = new Hono({ strict: false });

  control.use('*', async (c, next) => {
    const address = remoteAddress(c);
    if (address !== null && !isLoopback(address)) return c.json({ error: 'control hooks answer loopback callers only' }, 403);
    await next();
  });

  control.get('/log', (c) => {
    const since = Number(c.req.query('since') ?? '0');
    return c.json({ entries: state.log.since(Number.isFinite(since) ? since : 0), next: state.log.next });
  });
  // Answers once a matching request is logged (or answered, with answered=1): no polling.
  control.get('/log/next', async (c) => {
    const number = (name: string) => (c.req.query(name) === undefined ? undefined : Number(c.req.query(name)));
    const since = number('since') ?? 0;
    const timeoutMs = number('timeoutMs') ?? 10_000;
    if (!Number.isInteger(since) || since < 0) return bad(c, 'since must be a non-negative integer');
    if (!Number.isInteger(timeoutMs) || timeoutMs < 1 || timeoutMs > 60_000) return bad(c, 'timeoutMs must be an integer from 1 to 60000');
    const fault = c.req.query('fault');
    if (fault !== undefined && fault !== 'none' && !FAULT_KINDS.includes(fault as FaultKind)) return bad(c, `fault must be none or one of ${FAULT_KINDS.join(', ')}`);
    const filter: RequestFilter = {
      since,
      method: c.req.query('method')?.toUpperCase(),
      path: c.req.query('path'),
      fault: fault === undefined ? undefined : fault === 'none' ? null : (fault as FaultKind),
      answered: c.req.query('answered') === '1',
    };
    const entry = await state.log.waitFor(filter, AbortSignal.any([AbortSignal.timeout(timeoutMs), c.req.raw.signal]));
    return entry ? c.json({ entry }) : c.json({ error: `no such request within ${timeoutMs} ms` }, 408);
  });
  control.delete('/log', (c) => {
    state.log.clear();
    return c.json({ ok: true, next: state.log.next });
  });

  control.post('/reset', (c) => {
    state.reset();
    return c.json({ ok: true });
  });

  control.get('/modules', (c) => c.json(Object.fromEntries(API_MODULES.map((name) => [name, state.moduleOn(name)]))));
  control.post('/modules', async (c) => {
    const { module, on } = await jsonBody(c);
    if (typeof module !== 'string' || !isApiModule(module)) return bad(c, `module must be one of ${API_MODULES.join(', ')}`);
    if (typeof on !== 'boolean') return bad(c, 'on must be true or false');
    state.modules.set(module, on);
    return c.json({ module, on });
  });

  control.get('/tokens', (c) => c.json(state.tokens.list().map(({ id, kind, active, token }) => ({ id, kind, active, token, ...state.limiter.status(id) }))));
  control.post('/tokens', async (c) => {
    const { kind = 'jwt' } = await jsonBody(c);
    if (kind !== 'jwt' && kind !== 'opaque' && kind !== 'expired') return bad(c, 'kind must be jwt, opaque or expired');
    const record = state.tokens.issue(kind as TokenKind);
    return c.json({ id: record.id, kind: record.kind, token: record.token });
  });
  control.post('/tokens/:id/:action{disable|enable}', (c) => {
    const record = state.tokens.find(decodeURIComponent(c.req.param('id')));
    if (!record) return c.json({ error: 'no such token' }, 404);
    record.active = c.req.param('action') === 'enable';
    return c.json({ id: record.id, active: record.active });
  });

  control.get('/keysets', (c) => c.json(state.keySets.list().map((record) => ({ ...keySetOut(record), active: record.active, deleted: record.deleted, ...state.limiter.status(record.id) }))));
  control.post('/keysets', (c) => c.json(keySetOut(state.keySets.issue())));
  // Deleting is for good: the set stays on file so that its requests get TOKEN_DELETED.
  control.post('/keysets/:id/:action{disable|enable|delete}', (c) => {
    const record = state.keySets.find(decodeURIComponent(c.req.param('id')));
    if (!record) return c.json({ error: 'no such key set' }, 404);
    const action = c.req.param('action');
    if (action === 'delete') record.deleted = true;
    else record.active = action === 'enable';
    return c.json({ id: record.id, active: record.active, deleted: record.deleted });
  });

  control.post('/limit', async (c) => {
    const { limit } = await jsonBody(c);
    if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 0) return bad(c, 'limit must be a non-negative integer');
    state.limiter.limit = limit;
    return c.json({ limit });
  });

  control.get('/clock', (c) => c.json({ now: state.clock.now() }));
  control.post('/clock', async (c) => {
    const { advanceMs } = await jsonBody(c);
    if (typeof advanceMs !== 'number' || !Number.isFinite(advanceMs) || advanceMs < 0) return bad(c, 'advanceMs must be a non-negative number');
    state.clock.advance(advanceMs);
    return c.json({ now: state.clock.now() });
  });

  control.get('/faults', (c) => c.json(state.faults.pending()));
  control.post('/faults', async (c) => {
    const body = await jsonBody(c);
    const fault = toFault(body);
    if (typeof fault === 'string') return bad(c, fault);
    state.faults.add(fault);
    return c.json(state.faults.pending());
  });
  control.delete('/faults', (c) => {
    state.faults.clear();
    return c.json([]);
  });

  control.get('/settings', (c) => c.json({ ownUrls: state.ownUrls }));
  control.post('/settings', async (c) => {
    const { ownUrls } = await jsonBody(c);
    if (typeof ownUrls !== 'boolean') return bad(c, 'ownUrls must be true or false');
    state.ownUrls = ownUrls;
    return c.json({ ownUrls });
  });

  // Sparse records and variants: each a seeded mode of the answers, set the same way.
  for (const [path, mode] of [['/sparse', state.sparse], ['/variants', state.variants]] as const) {
    control.get(path, (c) => c.json({ on: mode.on, seed: mode.seed }));
    control.post(path, async (c) => {
      const { on, seed = 1 } = await jsonBody(c);
      if (typeof on !== 'boolean') return bad(c, 'on must be true or false');
      if (typeof seed !== 'number' || !Number.isSafeInteger(seed)) return bad(c, 'seed must be an integer');
      mode.set(on, seed);
      return c.json({ on, seed });
    });
  }

  // Sets fields of a stored record as a fixture: no request log, no upd_date, no validation.
  control.post('/records', async (c) => {
    const { collection, id, fields } = await jsonBody(c);
    if (typeof collection !== 'string' || !RECORD_COLLECTIONS.includes(collection as RecordCollection)) return bad(c, `collection must be one of ${RECORD_COLLECTIONS.join(', ')}`);
    if (typeof id !== 'number' || !Number.isSafeInteger(id)) return bad(c, 'id must be an integer');
    if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return bad(c, 'fields must be an object');
    const record = recordsOf(state, collection as RecordCollection).find((item) => item.id === id);
    if (!record) return c.json({ error: `no ${collection} record ${id}` }, 404);
    for (const [key, value] of Object.entries(fields)) if (!UNSAFE_KEYS.includes(key) && key !== 'id') record[key] = value;
    return c.json(record);
  });

  // Pages, menus and news entries made in bulk, as the API makes them: no request log, no limit (content.ts).
  control.post('/content', async (c) => {
    const { pages = [], menus = [], news = [] } = await jsonBody(c);
    const isList = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null && !Array.isArray(item));
    if (!isList(pages) || !isList(menus) || !isList(news)) return bad(c, 'pages, menus and news must be lists of objects');
    try {
      return c.json(await addContent(state, { pages: pages as Record<string, unknown>[], menus: menus as Record<string, unknown>[], news: news as Record<string, unknown>[] }));
    } catch (error) {
      if (error instanceof ContentRefused) return bad(c, error.message);
      throw error;
    }
  });

  // A visitor writes a comment on an entry (as the public site's comment form would): a fixture, no request log.
  control.post('/comments', async (c) => {
    const { module, entry_id: entryId, name, message } = await jsonBody(c);
    if (typeof module !== 'string' || (!state.data.entryModules[module] && module !== 'photo')) return bad(c, 'module must be an entry module or photo');
    if (typeof entryId !== 'number' || !Number.isSafeInteger(entryId) || entryId < 1) return bad(c, 'entry_id must be a positive integer');
    if (typeof name !== 'string' || typeof message !== 'string' || !message) return bad(c, 'name and message must be text');
    const id = Math.max(0, ...state.data.comments.map((comment) => comment.id)) + 1;
    const comment = { id, module, entry_id: entryId, user_id: 0, name, message, add_date: Math.floor(state.clock.now() / 1000) };
    state.data.comments.push(comment);
    return c.json(comment);
  });

  // The photo album as stored: each photo with its file's path, type and size; every album's, or one's.
  control.get('/photos', (c) => {
    const category = c.req.query('category');
    if (category === undefined) return c.json(storedPhotos(state));
    if (!/^\d{1,9}$/.test(category)) return bad(c, 'category must be an album id');
    const album = Number(category);
    if (!isAlbum(state, album)) return c.json({ error: `no album ${album}` }, 404);
    return c.json(storedPhotos(state, album));
  });
  // An album filled with generated photos at once (a benchmark's): no request log, no limit.
  control.post('/photos/fill', async (c) => {
    const { category, count } = await jsonBody(c);
    if (typeof category !== 'number' || !Number.isSafeInteger(category)) return bad(c, 'category must be an album id');
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > FILL_MAX) return bad(c, `count must be an integer from 1 to ${FILL_MAX}`);
    if (!isAlbum(state, category)) return c.json({ error: `no album ${category}` }, 404);
    return c.json({ ids: fillAlbum(state, category, count) });
  });

  // A topic filled with generated posts at once (a benchmark's), and how many a topic's page shows.
  control.post('/forum/fill', async (c) => {
    const { topic, count, perPage } = await jsonBody(c);
    if (typeof topic !== 'number' || !Number.isSafeInteger(topic)) return bad(c, 'topic must be a topic id');
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 0 || count > POSTS_FILL_MAX) return bad(c, `count must be an integer from 0 to ${POSTS_FILL_MAX}`);
    if (perPage !== undefined && (typeof perPage !== 'number' || !Number.isInteger(perPage) || perPage < 1 || perPage > POSTS_FILL_MAX)) return bad(c, `perPage must be an integer from 1 to ${POSTS_FILL_MAX}`);
    if (!isTopic(state, topic)) return c.json({ error: `no topic ${topic}` }, 404);
    if (perPage !== undefined) state.postsPerTopicPage = perPage;
    return c.json({ ids: fillTopic(state, topic, count) });
  });

  /** The whole content, for debugging a test. */
  control.get('/state', (c) => c.json(state.data));

  control.all('*', (c) => c.json({ error: 'unknown control hook' }, 404));
  return control;
}

function keySetOut({ id, consumerKey, consumerSecret, token, tokenSecret }: KeySetRecord) {
  return { id, consumerKey, consumerSecret, token, tokenSecret };
}

export const RECORD_COLLECTIONS = ['pages', 'news', 'blog', 'publ', 'menus', 'photos'] as const;
export type RecordCollection = (typeof RECORD_COLLECTIONS)[number];
const UNSAFE_KEYS = ['__proto__', 'constructor', 'prototype'];

function recordsOf(state: SiteState, collection: RecordCollection): { id: number; [key: string]: unknown }[] {
  if (collection === 'pages') return state.data.pages;
  if (collection === 'menus') return state.data.menus;
  if (collection === 'photos') return state.data.photo.entries;
  return state.data.entryModules[collection]?.entries ?? [];
}

function toFault(body: Record<string, unknown>): Fault | string {
  const { kind, count = 1, ms, status, body: shape, method } = body;
  if (typeof kind !== 'string' || !FAULT_KINDS.includes(kind as FaultKind)) return `kind must be one of ${FAULT_KINDS.join(', ')}`;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) return 'count must be a positive integer';
  if (method !== undefined && !['GET', 'POST', 'PUT', 'DELETE'].includes(method as string)) return 'method must be GET, POST, PUT or DELETE';
  const fault: Fault = { kind: kind as FaultKind, count, ...(method !== undefined && { method: method as string }) };
  if (kind === 'delay') {
    if (typeof ms !== 'number' || ms < 0 || ms > 120_000) return 'delay needs ms between 0 and 120000';
    fault.ms = ms;
  }
  if (kind === 'limit' && ms !== undefined) {
    if (typeof ms !== 'number' || ms < 0 || ms > 24 * 3_600_000) return 'limit takes ms (the announced block) between 0 and 86400000';
    fault.ms = ms;
  }
  if (kind === 'status5xx') {
    const code = status ?? 500;
    if (typeof code !== 'number' || code < 500 || code > 599) return 'status5xx needs a status between 500 and 599';
    fault.status = code;
    fault.body = shape === 'json' ? 'json' : 'html';
  }
  return fault;
}
