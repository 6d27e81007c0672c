// A typed client for the reference site's control hooks (/__control), for tests and scripts.
//   const control = siteControl(site.url);          // a running site
//   const control = siteControl(app);                // or in-process, with createSite().app
import type { Fault, FaultKind } from './core/faults.ts';
import type { AuthScheme, LoggedRequest, RequestFilter } from './core/request-log.ts';
import type { TokenKind } from './core/tokens.ts';
import type { RecordCollection } from './control/routes.ts';
import type { StoredPhoto } from './control/photos.ts';
import type { ApiModule } from './data/store.ts';
import type { SiteData } from './data/types.ts';

export type { AuthScheme, Fault, FaultKind, LoggedRequest, RequestFilter, TokenKind, ApiModule, RecordCollection, StoredPhoto };

export interface IssuedToken {
  id: string;
  kind: TokenKind;
  token: string;
}

export interface TokenStatus extends IssuedToken {
  active: boolean;
  used: number;
  limit: number;
  blockedUntil: number | null;
}

/** A key set of the older signed scheme: what a client needs to sign, and the limiter's key `id`. */
export interface IssuedKeySet {
  id: string;
  consumerKey: string;
  consumerSecret: string;
  token: string;
  tokenSecret: string;
}

export interface KeySetStatus extends IssuedKeySet {
  active: boolean;
  deleted: boolean;
  used: number;
  limit: number;
  blockedUntil: number | null;
}

/** A fault for the next `count` API requests (count defaults to 1). */
export type FaultRequest = Omit<Fault, 'count'> & { count?: number };

export interface SiteControl {
  /** Logged API requests with seq >= since (all kept ones by default). */
  log(since?: number): Promise<LoggedRequest[]>;
  /** The seq the next request will get: pass it to log() to read only what follows. */
  mark(): Promise<number>;
  clearLog(): Promise<void>;
  /**
   * The first logged request that matches: a kept one, or the next to arrive (with `answered`:
   * the next to be answered). Arriving, a delayed request has status 0. Fails after `timeoutMs`
   * (10 s by default).
   */
  nextRequest(filter?: RequestFilter & { timeoutMs?: number }): Promise<LoggedRequest>;
  /** Content, switches, limit, clock, faults, log and tokens back to the seed; key sets and nonces forgotten. */
  reset(): Promise<void>;
  setModule(name: ApiModule, on: boolean): Promise<void>;
  modules(): Promise<Record<ApiModule, boolean>>;
  issueToken(kind?: TokenKind): Promise<IssuedToken>;
  /** By token id or the token itself. */
  disableToken(idOrToken: string): Promise<void>;
  enableToken(idOrToken: string): Promise<void>;
  tokens(): Promise<TokenStatus[]>;
  /** A new key set of the older signed scheme (OAuth 1.0a consumer key + token). */
  issueKeySet(): Promise<IssuedKeySet>;
  /** By id or consumer key; a disabled set gets API_KEY_INACTIVE. */
  disableKeySet(idOrConsumerKey: string): Promise<void>;
  enableKeySet(idOrConsumerKey: string): Promise<void>;
  /** For good: the set's requests get TOKEN_DELETED thereafter. */
  deleteKeySet(idOrConsumerKey: string): Promise<void>;
  keySets(): Promise<KeySetStatus[]>;
  setLimit(requestsPerHour: number): Promise<void>;
  /** Moves the site clock forward; returns the site's new now (ms). */
  advanceClock(ms: number): Promise<number>;
  injectFault(fault: FaultRequest): Promise<void>;
  clearFaults(): Promise<void>;
  /** The site setting "individual URLs" (on by default): off, page writes with `ownurl` get SEO_OWNURL_DISABLED. */
  setOwnUrls(on: boolean): Promise<void>;
  /** Sparse records: answers of pages, entries, categories and menus lose optional fields and
   * get loosely typed values, reproducibly for a seed (default 1). Off by default and after reset. */
  setSparse(on: boolean, seed?: number): Promise<void>;
  /** Answer variants: reads of every area the extension reads come in one of the shapes a real
   * site may answer (records bare or under another key, ids as strings, dates and flags in each
   * form), reproducibly for a seed (default 1). Off by default and after reset. */
  setVariants(on: boolean, seed?: number): Promise<void>;
  variants(): Promise<{ on: boolean; seed: number }>;
  /** Merges `fields` into a stored record (a test fixture): no log entry, no validation. Returns the record. */
  setRecord(collection: RecordCollection, id: number, fields: Record<string, unknown>): Promise<Record<string, unknown>>;
  /**
   * Pages, menus and news entries made in bulk, each as POST /pages, /menus or /news would make it (same checks,
   * ids, defaults and answer), without log entries or requests counted: a fixture for big sites.
   * All or nothing: a record the API refuses fails the call and leaves the content as it was.
   */
  addContent(content: { pages?: Record<string, unknown>[]; menus?: Record<string, unknown>[]; news?: Record<string, unknown>[] }): Promise<{ pages: Record<string, unknown>[]; menus: Record<string, unknown>[]; news: Record<string, unknown>[] }>;
  /** A visitor's comment on an entry (or a photo, module `photo`); gives its id. */
  addComment(comment: { module: string; entry_id: number; name: string; message: string }): Promise<number>;
  /**
   * The photo album's photos as stored, by id: every album's, or one album's (an unknown album
   * fails). Each with `file` (its file's name) and `image`: the original's path, type and size in bytes.
   */
  photos(category?: number): Promise<StoredPhoto[]>;
  /**
   * `count` (1 to 10,000) generated photos in an album at once, as an upload makes them but with no
   * log entry or request counted: titled `Фото 1`…, a second apart, the last the newest. Their ids.
   */
  fillAlbum(category: number, count: number): Promise<number[]>;
  /**
   * `count` (0 to 10,000) generated posts at the end of a topic at once, with no log entry or
   * request counted; with `perPage`, a topic's page shows that many (the forum's setting). Their ids.
   */
  fillTopic(topic: number, count: number, perPage?: number): Promise<number[]>;
  /** The whole content, for debugging. */
  state(): Promise<SiteData>;
}

/** Anything with Hono's `request(path, init)`, e.g. the app from createSite(). */
export interface InProcessApp {
  request(path: string, init?: RequestInit): Response | Promise<Response>;
}

export function siteControl(target: string | InProcessApp): SiteControl {
  const send = async (method: string, path: string, body?: unknown): Promise<unknown> => {
    const init: RequestInit = { method, headers: body === undefined ? {} : { 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) };
    const url = `/__control${path}`;
    const response = typeof target === 'string' ? await fetch(new URL(url, target), init) : await target.request(url, init);
    const payload: unknown = await response.json();
    if (!response.ok) throw new Error(`control ${method} ${path} failed (${response.status}): ${JSON.stringify(payload)}`);
    return payload;
  };
  const tokenAction = (idOrToken: string, action: string) => send('POST', `/tokens/${encodeURIComponent(idOrToken)}/${action}`).then(() => undefined);
  const keySetAction = (idOrConsumerKey: string, action: string) => send('POST', `/keysets/${encodeURIComponent(idOrConsumerKey)}/${action}`).then(() => undefined);

  return {
    log: async (since = 0) => ((await send('GET', `/log?since=${since}`)) as { entries: LoggedRequest[] }).entries,
    mark: async () => ((await send('GET', `/log?since=${Number.MAX_SAFE_INTEGER}`)) as { next: number }).next,
    clearLog: () => send('DELETE', '/log').then(() => undefined),
    nextRequest: async ({ fault, answered, ...rest } = {}) => {
      const query = new URLSearchParams(Object.entries(rest).filter(([, value]) => value !== undefined).map(([key, value]) => [key, String(value)]));
      if (fault !== undefined) query.set('fault', fault ?? 'none');
      if (answered) query.set('answered', '1');
      return ((await send('GET', `/log/next?${query}`)) as { entry: LoggedRequest }).entry;
    },
    reset: () => send('POST', '/reset').then(() => undefined),
    setModule: (name, on) => send('POST', '/modules', { module: name, on }).then(() => undefined),
    modules: async () => (await send('GET', '/modules')) as Record<ApiModule, boolean>,
    issueToken: async (kind = 'jwt') => (await send('POST', '/tokens', { kind })) as IssuedToken,
    disableToken: (idOrToken) => tokenAction(idOrToken, 'disable'),
    enableToken: (idOrToken) => tokenAction(idOrToken, 'enable'),
    tokens: async () => (await send('GET', '/tokens')) as TokenStatus[],
    issueKeySet: async () => (await send('POST', '/keysets')) as IssuedKeySet,
    disableKeySet: (idOrConsumerKey) => keySetAction(idOrConsumerKey, 'disable'),
    enableKeySet: (idOrConsumerKey) => keySetAction(idOrConsumerKey, 'enable'),
    deleteKeySet: (idOrConsumerKey) => keySetAction(idOrConsumerKey, 'delete'),
    keySets: async () => (await send('GET', '/keysets')) as KeySetStatus[],
    setLimit: (requestsPerHour) => send('POST', '/limit', { limit: requestsPerHour }).then(() => undefined),
    advanceClock: async (ms) => ((await send('POST', '/clock', { advanceMs: ms })) as { now: number }).now,
    injectFault: (fault) => send('POST', '/faults', { count: 1, ...fault }).then(() => undefined),
    clearFaults: () => send('DELETE', '/faults').then(() => undefined),
    setOwnUrls: (on) => send('POST', '/settings', { ownUrls: on }).then(() => undefined),
    setSparse: (on, seed) => send('POST', '/sparse', seed === undefined ? { on } : { on, seed }).then(() => undefined),
    setVariants: (on, seed) => send('POST', '/variants', seed === undefined ? { on } : { on, seed }).then(() => undefined),
    variants: async () => (await send('GET', '/variants')) as { on: boolean; seed: number },
    setRecord: async (collection, id, fields) => (await send('POST', '/records', { collection, id, fields })) as Record<string, unknown>,
    addContent: async (content) => (await send('POST', '/content', content)) as { pages: Record<string, unknown>[]; menus: Record<string, unknown>[]; news: Record<string, unknown>[] },
    addComment: async (comment) => ((await send('POST', '/comments', comment)) as { id: number }).id,
    photos: async (category) => (await send('GET', category === undefined ? '/photos' : `/photos?category=${category}`)) as StoredPhoto[],
    fillAlbum: async (category, count) => ((await send('POST', '/photos/fill', { category, count })) as { ids: number[] }).ids,
    fillTopic: async (topic, count, perPage) => ((await send('POST', '/forum/fill', { topic, count, ...(perPage !== undefined && { perPage }) })) as { ids: number[] }).ids,
    state: async () => (await send('GET', '/state')) as SiteData,
  };
}
