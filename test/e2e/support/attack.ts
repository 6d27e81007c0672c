// What an attacker does to Inplace in the end-to-end security tests: floods of random and
// malformed messages (reproducible from a seed), a page script that pokes at the extension, and
// reads of what the content scripts' world can reach.
import type { BrowserUnderTest, TestPage } from './driver.ts';
import { tabIdOf } from './flows.ts';

export { seededRandom } from '../../support/seeded-random.ts';

export const PAGE_TYPES = [
  'sites/list', 'sites/add', 'sites/remove', 'sites/check', 'sites/replace-token', 'quota/status',
  'site/operation', 'tabs/context', 'tabs/inspect', 'preview/show', 'preview/clear', 'sites/set-launcher', 'sites/set-preview', 'messages/gone',
] as const;
export const CONTENT_TYPES = ['content/hello', 'content/open-panel', 'content/pick-comment'] as const;

export type MessageKind = 'page' | 'content' | 'unknown' | 'not-an-object';

export interface HostileMessage {
  kind: MessageKind;
  /** Sent exactly as the side panel or options page sends it: only its sender makes it wrong. */
  asPanelSends?: true;
  /** The message as JSON text: own `__proto__` and `constructor` keys survive JSON.parse as data. */
  json: string;
}

export interface HostileContext {
  /** The site the tab shows. */
  origin: string;
  /** A site the owner never added. */
  foreignOrigin: string;
}

const OPERATIONS: unknown[] = [
  { op: 'page/open', id: 1 }, { op: 'page/save', id: 1, fields: { name: 'owned' } }, { op: 'page/delete', id: 2 }, { op: 'users/list' },
  { op: 'page/open', id: 1, endpoint: 'users.delete' }, { op: 'entry/open', module: 'shop', id: 1 }, { op: 'constructor' }, { op: '__proto__' }, 'pages.get',
];
const TRICKY_STRINGS = ['', ' ', '\u0000', 'null', 'undefined', '{}', '[object Object]', 'Bearer x', '<script>alert(1)</script>', 'javascript:alert(1)', '../../../etc', '%00', '\u202e', '🙂'];

/**
 * `count` random messages; `bigStrings` of them carry a string of about 1 MB. Everything an
 * untrusted sender might try: known types of either direction with wrong or extra fields, unknown
 * types, non-objects, deep nesting, prototype keys, a `token` field and another site's origin.
 */
export function hostileMessages(random: () => number, count: number, context: HostileContext, bigStrings = 0): HostileMessage[] {
  const int = (n: number) => Math.floor(random() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const string = (): string => {
    const roll = random();
    if (roll < 0.4) return pick(TRICKY_STRINGS);
    if (roll < 0.42) return 'x'.repeat(int(20_000));
    return Array.from({ length: int(40) }, () => String.fromCharCode(32 + int(95))).join('');
  };
  const origin = () => pick([context.origin, context.foreignOrigin, `${context.origin}/`, 'https://evil.example', 'null', 'chrome-extension://x', 'http://localhost']);
  const number = () => pick([0, -1, 1, 2.5, 1e21, -0, 2 ** 53, Number.MAX_SAFE_INTEGER + 2, int(1000)]);

  /** A random JSON value up to `depth` levels deep. */
  const value = (depth: number): unknown => {
    const roll = random();
    if (depth <= 0 || roll < 0.25) return pick<unknown>([null, true, false, number(), string()]);
    if (roll < 0.5) return Array.from({ length: int(5) }, () => value(depth - 1));
    return Object.fromEntries(Array.from({ length: int(5) }, () => [pick(['a', 'id', 'type', 'token', 'origin', 'url', 'tabId', string()]), value(depth - 1)]));
  };
  const field = (name: string): unknown => {
    const roll = random();
    if (roll < 0.35) {
      // A plausible value for the field.
      if (name === 'origin') return origin();
      if (name === 'tabId') return pick([0, 1, 2, 99, -1, 1.5]);
      if (name === 'operation') return pick(OPERATIONS);
      if (name === 'parts') {
        return Array.from({ length: pick([int(5), int(200)]) }, () =>
          pick<unknown>([
            { kind: pick(['menu', 'mailform', 'poll', 'page', 'x']), id: pick([1, 2, 0, -1, 1.5, 'x']), words: pick(['', 'Главная, О нас', 'x'.repeat(81)]) },
            { kind: 'menu', id: 1 },
            { kind: 'poll', id: 2, words: '', extra: 1 },
            1,
          ]));
      }
      if (name === 'kind') return pick(['page', 'news', 'blog', 'entry', 'menu']);
      if (name === 'hidden' || name === 'off' || name === 'minichat') return pick([true, false, 'yes']);
      if (name === 'commentId') return pick<unknown>([1, 2, 0, -1, 1.5, 'x', 2 ** 53]);
      if (name === 'token') return pick(['x', 'token', string()]);
      return string();
    }
    return value(3);
  };

  /** Extra keys a sender must not be able to slip in. */
  const extras = (): [string, unknown][] => {
    const keys: [string, unknown][] = [];
    if (random() < 0.35) keys.push(['token', pick<unknown>([true, 'x', string()])]);
    if (random() < 0.35) keys.push(['origin', origin()]);
    if (random() < 0.15) keys.push(['tabId', pick([0, 1, 99])]);
    if (random() < 0.15) keys.push(['url', `${context.foreignOrigin}/`]);
    if (random() < 0.1) keys.push(['sender', { id: 'x', tab: { id: 1 }, url: `${context.origin}/` }]);
    return keys;
  };

  /** JSON text of an object with the given entries, where `__proto__` and `constructor` keys may appear too. */
  const objectJson = (entries: [string, unknown][]): string => {
    const parts = entries.map(([key, v]) => `${JSON.stringify(key)}:${JSON.stringify(v) ?? 'null'}`);
    if (random() < 0.12) parts.push(`"__proto__":${JSON.stringify(pick<unknown>([{ ok: true, registered: true, polluted: 1 }, null, [], 'x']))}`);
    if (random() < 0.08) parts.push(`"constructor":${JSON.stringify(pick<unknown>([{ prototype: { polluted: 2 } }, 'x']))}`);
    // Shuffle so that the type is not always the first key.
    for (let i = parts.length - 1; i > 0; i--) {
      const j = int(i + 1);
      [parts[i], parts[j]] = [parts[j]!, parts[i]!];
    }
    return `{${parts.join(',')}}`;
  };

  const FIELDS: Record<string, string[]> = {
    'sites/add': ['address', 'token'],
    'sites/remove': ['origin'],
    'sites/check': ['origin'],
    'sites/replace-token': ['origin', 'token'],
    'quota/status': ['origin'],
    'site/operation': ['origin', 'operation'],
    'tabs/context': ['tabId'],
    'tabs/inspect': ['tabId'],
    'preview/show': ['tabId', 'kind', 'html', 'originalHtml'],
    'preview/clear': ['tabId'],
    'sites/set-launcher': ['origin', 'hidden'],
    'sites/set-preview': ['origin', 'off'],
    'messages/gone': ['tabId', 'url', 'what', 'ids'],
    'content/hello': ['parts', 'minichat'],
    'content/pick-comment': ['commentId'],
  };
  const typed = (type: unknown, fieldsOf: string): string => {
    const entries: [string, unknown][] = [['type', type]];
    for (const name of FIELDS[fieldsOf] ?? []) if (random() < 0.85) entries.push([name, field(name)]);
    return objectJson([...entries, ...extras()]);
  };

  const messages: HostileMessage[] = [];
  const bigAt = new Set(Array.from({ length: bigStrings }, () => int(count)));
  for (let i = 0; i < count; i++) {
    if (bigAt.has(i)) {
      const big = 'A'.repeat(1_000_000 + int(50_000));
      messages.push(pick<HostileMessage>([
        { kind: 'page', json: JSON.stringify({ type: 'preview/show', tabId: 1, kind: 'page', html: big, originalHtml: '' }) },
        { kind: 'content', json: JSON.stringify({ type: 'content/hello', blocks: [big] }) },
        { kind: 'unknown', json: JSON.stringify({ type: big }) },
        { kind: 'not-an-object', json: JSON.stringify(big) },
      ]));
      continue;
    }
    const roll = random();
    if (roll < 0.1) {
      // Page requests exactly as the side panel sends them: only the sender may refuse these.
      const o = pick([context.origin, context.foreignOrigin]);
      messages.push({
        kind: 'page',
        asPanelSends: true,
        json: JSON.stringify(pick<object>([
          { type: 'sites/list' },
          { type: 'quota/status', origin: o },
          { type: 'site/operation', origin: o, operation: { op: 'page/open', id: 1 + int(9) } },
          { type: 'site/operation', origin: o, operation: { op: 'page/save', id: 1 + int(9), fields: { name: 'owned' } } },
          { type: 'site/operation', origin: o, operation: { op: 'menu/save-items', id: 1, items: [] } },
          { type: 'sites/check', origin: o },
          { type: 'sites/replace-token', origin: o, token: 'attacker-token' },
          { type: 'sites/add', address: context.foreignOrigin, token: 'attacker-token' },
          { type: 'sites/set-launcher', origin: o, hidden: true },
          { type: 'sites/set-preview', origin: o, off: true },
          { type: 'sites/remove', origin: o },
          { type: 'tabs/context', tabId: int(10) },
          { type: 'tabs/inspect', tabId: int(10) },
          { type: 'preview/show', tabId: int(10), url: `${context.origin}/`, kind: 'page', html: '<img src=x onerror=alert(1)>', originalHtml: '' },
          { type: 'preview/clear', tabId: int(10), url: `${context.origin}/` },
        ])),
      });
    } else if (roll < 0.3) {
      const type = pick(PAGE_TYPES);
      messages.push({ kind: 'page', json: typed(type, type) });
    } else if (roll < 0.55) {
      const type = pick(CONTENT_TYPES);
      messages.push({ kind: 'content', json: typed(type, type) });
    } else if (roll < 0.75) {
      const type = pick<unknown>([
        string(), number(), null, true, ['content/hello'], { type: 'content/hello' }, 'content/hello ', 'CONTENT/HELLO', 'content/Hello',
        'content/hello\u0000', 'content/', 'content/open-panel/x', 'api/call ', 'sites/list\n', 'background/eval', 'token/get', '__proto__', 'constructor',
      ]);
      messages.push({ kind: 'unknown', json: typed(type, pick([...PAGE_TYPES, ...CONTENT_TYPES])) });
    } else if (roll < 0.9) {
      messages.push({ kind: 'not-an-object', json: JSON.stringify(pick<unknown>([null, 0, 1, -1, 3.14, true, false, '', 'sites/list', 'content/hello', string(), [], [{ type: 'content/hello', parts: [] }], value(4)])) ?? 'null' });
    } else {
      // Deeply nested: a valid-looking message carrying a tower of arrays or objects.
      const depth = 50 + int(1500);
      const tower = random() < 0.5 ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
      const type = pick<string>([...CONTENT_TYPES, ...PAGE_TYPES]);
      const key = pick(['blocks', 'parts', 'operation', 'extra', 'token', '__proto__']);
      messages.push({ kind: PAGE_TYPES.includes(type as never) ? 'page' : 'content', json: `{"type":${JSON.stringify(type)},${JSON.stringify(key)}:${tower}}` });
    }
  }
  return messages;
}

// In extension pages Firefox offers `browser`, Chrome `chrome`; content scripts have `chrome` in both.
declare const chrome: {
  runtime: { sendMessage(message: unknown): Promise<unknown> };
  storage: Record<'local' | 'session' | 'sync', { get(keys: null): Promise<Record<string, unknown>> } | undefined>;
  scripting: {
    executeScript(injection: { target: { tabId: number }; args: unknown[]; func: (...args: never[]) => unknown }): Promise<{ result?: unknown }[]>;
  };
};

/**
 * Sends messages (each JSON text, parsed in the content scripts' isolated world of the tab
 * showing `url`) all at once, as a compromised content script could, and returns each reply or
 * what was thrown, in order.
 */
export async function sendJsonAsContentScript(extensionPage: TestPage, url: string, messages: string[]): Promise<unknown[]> {
  const tabId = await tabIdOf(extensionPage, url);
  return extensionPage.evaluate(
    async ({ tabId, batch }) => {
      const api = (globalThis as unknown as { browser?: typeof chrome }).browser ?? chrome;
      const [injection] = await api.scripting.executeScript({
        target: { tabId },
        args: [batch],
        func: async (text: string) => {
          const messages = JSON.parse(text) as unknown[];
          const settled = await Promise.allSettled(messages.map((message) => chrome.runtime.sendMessage(message)));
          return settled.map((outcome) => (outcome.status === 'fulfilled' ? (outcome.value ?? { noReply: true }) : { thrown: String(outcome.reason) }));
        },
      });
      return injection?.result as unknown[];
    },
    { tabId, batch: `[${messages.join(',')}]` },
  );
}

/** Everything the extension's storage areas show to the content scripts' world of the tab showing `url`. */
export async function storageSeenByContentScript(extensionPage: TestPage, url: string): Promise<Record<string, unknown>> {
  const tabId = await tabIdOf(extensionPage, url);
  return extensionPage.evaluate(async (tabId) => {
    const api = (globalThis as unknown as { browser?: typeof chrome }).browser ?? chrome;
    const [injection] = await api.scripting.executeScript({
      target: { tabId },
      args: [],
      func: async () => {
        const seen: Record<string, unknown> = {};
        for (const area of ['local', 'session', 'sync'] as const) {
          try {
            seen[area] = (await chrome.storage[area]?.get(null)) ?? 'absent';
          } catch (error) {
            seen[area] = { refused: String(error) };
          }
        }
        // IndexedDB here is the site's, not the extension's: the vault must not be in it.
        const databases = await indexedDB.databases?.().catch(() => []);
        seen.indexedDB = (databases ?? []).map((db) => db.name);
        return seen;
      },
    });
    return injection?.result as Record<string, unknown>;
  }, tabId);
}

/**
 * From the page's main world: `count` window.postMessage calls and as many DOM CustomEvents with
 * random payloads, generated from `seed` in the page. Returns what the page could see of the
 * extension's messaging.
 */
export async function floodFromPage(page: TestPage, seed: number, count: number): Promise<{ sent: number; runtime: string[] }> {
  return page.evaluate(
    async ({ seed, count }) => {
      let state = seed >>> 0;
      const random = () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      };
      const pick = <T,>(items: T[]): T => items[Math.floor(random() * items.length)]!;
      const types = ['sites/list', 'api/call', 'quota/status', 'preview/show', 'preview/clear', 'content/hello', 'content/open-panel', 'sites/replace-token', 'token', 'inplace', 'x'];
      const payload = (): unknown => {
        const roll = random();
        if (roll < 0.1) return null;
        if (roll < 0.2) return pick(types);
        if (roll < 0.3) return [pick(types), random()];
        return {
          type: pick(types),
          origin: pick([location.origin, 'https://evil.example']),
          endpoint: pick(['pages.get', 'pages.update', 'pages.delete']),
          params: { id: Math.floor(random() * 10), page_id: 1, message: '<p>owned</p>' },
          kind: 'page',
          html: '<img src=x onerror="window.__floodRan=1">',
          originalHtml: '',
          tabId: Math.floor(random() * 5),
          token: 'please',
          ...(random() < 0.2 ? JSON.parse('{"__proto__":{"polluted":1}}') : {}),
        };
      };
      const names = ['message', 'inplace', 'inplace:open', 'inplace-launcher', 'preview/show', 'content/open-panel', 'click', 'keydown'];
      const launcher = document.querySelector('span[data-inplace="launcher"]');
      let sent = 0;
      for (let i = 0; i < count; i++) {
        window.postMessage(payload(), '*');
        const target = pick<EventTarget>([window, document, document.documentElement, launcher ?? document.body]);
        target.dispatchEvent(new CustomEvent(pick(names), { detail: payload(), bubbles: true, composed: true }));
        sent += 2;
        // Let the event loop deliver the posted messages now and then.
        if (i % 500 === 499) await new Promise((r) => setTimeout(r, 0));
      }
      await new Promise((r) => setTimeout(r, 300));
      const g = globalThis as unknown as Record<string, { runtime?: Record<string, unknown> } | undefined>;
      const runtime = [...Object.keys(g.chrome?.runtime ?? {}), ...Object.keys(g.browser?.runtime ?? {})];
      return { sent, runtime };
    },
    { seed, count },
  );
}

/**
 * Chromium only: keys someone managed to add to Object.prototype (or Array.prototype) inside
 * the extension's service worker. null where the browser gives no such view (Firefox).
 */
export async function backgroundPrototypeKeys(browser: BrowserUnderTest): Promise<string[] | null> {
  const context = (browser as { context?: { serviceWorkers(): { url(): string; evaluate<R>(fn: () => R): Promise<R> }[] } }).context;
  const worker = context?.serviceWorkers().find((w) => w.url().startsWith(browser.extensionBase));
  if (!worker) return null;
  return worker.evaluate(() => [...Object.getOwnPropertyNames(Object.prototype), ...Object.getOwnPropertyNames(Array.prototype)].filter((k) => /polluted|registered|^ok$/.test(k)));
}
