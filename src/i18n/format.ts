// Numbers, dates and times as the browser's interface language writes them.
import { i18nApi } from './browser-i18n';

/** The browser's interface language (BCP 47), e.g. "en-US" or "ru". */
export function uiLanguage(): string {
  return i18nApi()?.getUILanguage() || 'en';
}

/** The UI language when Intl knows it, with English behind it. */
function locales(): string[] {
  try {
    return [...Intl.getCanonicalLocales(uiLanguage()), 'en'];
  } catch {
    return ['en'];
  }
}

/** A number as the locale writes it: 9,999 in English, 9 999 in Russian. */
export function formatNumber(n: number): string {
  return new Intl.NumberFormat(locales()).format(n);
}

/** Date and time of `ms` (since the epoch). */
export function formatDateTime(ms: number): string {
  return new Intl.DateTimeFormat(locales(), { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
}

/** Time of day of `ms`, with seconds: blocks and retries are minutes away. */
export function formatTime(ms: number): string {
  return new Intl.DateTimeFormat(locales(), { timeStyle: 'medium' }).format(ms);
}

/** The date of `ms`, its month in words. */
export function formatDate(ms: number): string {
  return new Intl.DateTimeFormat(locales(), { dateStyle: 'long' }).format(ms);
}
