// The whole state of the site: content (resettable to the seed) and the machinery around the
// API (clock, tokens, key sets of the older signed scheme, hourly limiter, request log, faults, per-module API switches, the
// individual-URL setting, the sparse-records mode and the variants mode).
import { SiteClock } from '../core/clock.ts';
import { FaultQueue } from '../core/faults.ts';
import { KeySetRegistry } from '../core/key-sets.ts';
import { DEFAULT_BLOCK_MS, DEFAULT_LIMIT, HourlyLimiter } from '../core/limiter.ts';
import { RequestLog } from '../core/request-log.ts';
import { TokenRegistry } from '../core/tokens.ts';
import { SparseMode } from '../api/sparse.ts';
import { VariantsMode } from '../api/variants.ts';
import { SITE_ID, seed } from './seed.ts';
import type { SiteData } from './types.ts';

/** Modules whose API access the owner can switch off (first path segment, `user` -> users). */
export const API_MODULES = [
  'pages', 'news', 'blog', 'publ', 'board', 'photo', 'video', 'faq', 'forum', 'dir', 'load', 'stuff',
  'gb', 'mchat', 'comments', 'polls', 'users', 'subscriptions', 'shop', 'templates', 'gblocks',
  'menus', 'mail', 'search',
] as const;
export type ApiModule = (typeof API_MODULES)[number];

export function isApiModule(name: string): name is ApiModule {
  return (API_MODULES as readonly string[]).includes(name);
}

export interface SiteOptions {
  /** Requests per hour per token (default 10,000). */
  limit?: number;
  /** Base clock in ms (default Date.now); the control hook adds an offset to it. */
  now?: () => number;
  /** How long a token stays blocked after passing the limit (default 10 minutes). */
  blockMs?: number;
}

/** Posts a forum topic's page shows unless set otherwise (guess: the platform's default is not published). */
export const POSTS_PER_TOPIC_PAGE = 20;

export class SiteState {
  data: SiteData = seed();
  readonly clock: SiteClock;
  readonly tokens: TokenRegistry;
  readonly keySets = new KeySetRegistry();
  readonly limiter: HourlyLimiter;
  readonly log = new RequestLog();
  readonly faults = new FaultQueue();
  readonly modules = new Map<ApiModule, boolean>();
  readonly sparse = new SparseMode();
  readonly variants = new VariantsMode();
  /** The site setting "individual URLs" (SEO): off, a page write carrying `ownurl` is refused. */
  ownUrls = true;
  /** The forum's setting: posts a topic's page shows (a guess of the default: 20). */
  postsPerTopicPage = POSTS_PER_TOPIC_PAGE;
  private readonly defaultLimit: number;

  constructor(options: SiteOptions = {}) {
    this.clock = new SiteClock(options.now);
    this.tokens = new TokenRegistry(this.clock, SITE_ID);
    this.defaultLimit = options.limit ?? DEFAULT_LIMIT;
    this.limiter = new HourlyLimiter(this.clock, this.defaultLimit, options.blockMs ?? DEFAULT_BLOCK_MS);
    this.enableAllModules();
  }

  /** Issues the default token; kept across resets. */
  init(): string {
    const record = this.tokens.issue('opaque');
    this.tokens.defaultToken = record;
    return record.token;
  }

  /** Back to the seed: content, switches, settings, sparse and variants modes, limit, windows
   * and blocks, faults, clock, log, tokens; every key set and used nonce forgotten. */
  reset(): void {
    this.data = seed();
    this.enableAllModules();
    this.ownUrls = true;
    this.postsPerTopicPage = POSTS_PER_TOPIC_PAGE;
    this.sparse.set(false);
    this.variants.set(false);
    this.limiter.limit = this.defaultLimit;
    this.limiter.clear();
    this.faults.clear();
    this.clock.reset();
    this.log.clear();
    this.tokens.resetToDefault();
    this.keySets.clear();
  }

  moduleOn(name: ApiModule): boolean {
    return this.modules.get(name) !== false;
  }

  now(): number {
    return this.clock.seconds();
  }

  private enableAllModules(): void {
    for (const name of API_MODULES) this.modules.set(name, true);
  }
}

/** The next id of a collection of records with numeric ids. */
export function nextId(records: readonly { id: number }[]): number {
  return records.reduce((max, record) => Math.max(max, record.id), 0) + 1;
}
