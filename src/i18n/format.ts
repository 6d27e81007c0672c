// Numbers, dates and times as the browser's interface language writes them.
import { i18nApi } from './browser-i18n';

/** The browser's interface language (BCP 47), e.g. "en-US" or "ru". */
export function uiLanguage(): string {
  return i18nApi()?.getUILanguage() || 'en';
}

/** The UI language when Intl knows it, with English behind it. */
function locales(language: string): string[] {
  try {
    return [...Intl.getCanonicalLocales(language), 'en'];
  } catch {
    return ['en'];
  }
}

type Format = (value: number) => string;

// Making a formatter costs far more than using one, and a long list (a menu of 300 items)
// numbers every row on each keystroke: each kind of formatter is made once per language.
const formats = new Map<string, Format>();

function cached(kind: string, make: (locales: string[]) => Intl.NumberFormat | Intl.DateTimeFormat): Format {
  const language = uiLanguage();
  const key = `${kind} ${language}`;
  let format = formats.get(key);
  if (!format) {
    const formatter = make(locales(language));
    format = (value) => formatter.format(value);
    formats.set(key, format);
  }
  return format;
}

/** A number as the locale writes it: 9,999 in English, 9 999 in Russian. */
export function formatNumber(n: number): string {
  return cached('number', (l) => new Intl.NumberFormat(l))(n);
}

/**
 * A file's size in megabytes (of 1,000,000 bytes, as cameras and file managers count) as the
 * locale writes it: 5.2 MB, 5,2 МБ; rounded up, so a file over a limit never reads as the limit.
 */
export function formatMegabytes(bytes: number): string {
  const options = { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1, roundingMode: 'ceil' } as Intl.NumberFormatOptions;
  return cached('megabytes', (l) => new Intl.NumberFormat(l, options))(bytes / 1_000_000);
}

/** The last moment a Date can hold (ms): a time a site or a token names beyond it is shown as that. */
export const DATE_MS_MAX = 8.64e15;

/** `ms` within what a date can be (a site's or a token's time may be anything). */
function clamped(ms: number): number {
  return Number.isFinite(ms) ? Math.max(-DATE_MS_MAX, Math.min(DATE_MS_MAX, ms)) : 0;
}

/** Date and time of `ms` (since the epoch). */
export function formatDateTime(ms: number): string {
  return cached('date-time', (l) => new Intl.DateTimeFormat(l, { dateStyle: 'medium', timeStyle: 'short' }))(clamped(ms));
}

/** Time of day of `ms`, with seconds: blocks and retries are minutes away. */
export function formatTime(ms: number): string {
  return cached('time', (l) => new Intl.DateTimeFormat(l, { timeStyle: 'medium' }))(clamped(ms));
}

/** Hours and minutes of `ms`, as a clock reads ("11:16", "11:16 AM"). */
export function formatClock(ms: number): string {
  return cached('clock', (l) => new Intl.DateTimeFormat(l, { timeStyle: 'short' }))(clamped(ms));
}

/** Made once per language, as the formatters above. */
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
function relativeFormat(): Intl.RelativeTimeFormat {
  const language = uiLanguage();
  let format = relativeFormats.get(language);
  if (!format) relativeFormats.set(language, (format = new Intl.RelativeTimeFormat(locales(language), { numeric: 'auto' })));
  return format;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** How long ago `ms` was, as people say it within a day ("3 minutes ago", "2 hours ago"); older: the date and time. */
export function formatAgo(ms: number, now = Date.now()): string {
  const past = Math.max(0, now - ms);
  if (past >= 24 * HOUR_MS) return formatDateTime(ms);
  const relative = relativeFormat();
  return past < HOUR_MS ? relative.format(-Math.floor(past / MINUTE_MS), 'minute') : relative.format(-Math.floor(past / HOUR_MS), 'hour');
}

/** The date of `ms`, its month in words. */
export function formatDate(ms: number): string {
  return cached('date', (l) => new Intl.DateTimeFormat(l, { dateStyle: 'long' }))(clamped(ms));
}
