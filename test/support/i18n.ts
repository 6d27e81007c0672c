// The browser's i18n for tests, over the real messages.json files: English unless a test picks
// another language. Set up for the unit project (WXT's fake browser) and for the Node tests of
// the API client (a bare `chrome.i18n`, which `wxt/browser` then finds).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeEach, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';

export type Language = 'en' | 'ru';
export type Messages = Record<string, { message: string; description?: string }>;

const DEFAULT: Language = 'en';

export function messagesOf(language: Language): Messages {
  // From the project root (vitest's working directory): DOM environments change import.meta.url.
  return JSON.parse(readFileSync(resolve('public/_locales', language, 'messages.json'), 'utf8'));
}

const catalogs: Record<Language, Messages> = { en: messagesOf('en'), ru: messagesOf('ru') };
let current: { messages: Language; ui: string } = { messages: DEFAULT, ui: 'en-US' };

/** What browsers do: `$1`…`$9` take the substitutions, `$$` is a dollar sign. */
export function substitute(message: string, substitutions: string[]): string {
  return message.replace(/\$(\$|[1-9])/g, (_, which: string) => (which === '$' ? '$' : (substitutions[Number(which) - 1] ?? '')));
}

/** Like the browsers: the chosen translation, then the default one, then ''. Keys ignore case. */
function getMessage(key: string, substitutions?: string | string[]): string {
  const name = key.toLowerCase();
  const entry = catalogs[current.messages][name] ?? catalogs[DEFAULT][name];
  if (!entry) return '';
  return substitute(entry.message, substitutions === undefined ? [] : ([] as string[]).concat(substitutions).map(String));
}

const i18n = { getMessage, getUILanguage: () => current.ui };

/** The browser's language for the rest of the test: its translation, dates and numbers. */
export function useLanguage(messages: Language, ui: string = messages === 'en' ? 'en-US' : messages): void {
  current = { messages, ui };
}

Object.assign(fakeBrowser.i18n, i18n);
if (!('chrome' in globalThis)) vi.stubGlobal('chrome', { i18n });

beforeEach(() => useLanguage(DEFAULT));
