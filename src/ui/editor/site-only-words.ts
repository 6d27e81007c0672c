// What the site sent beside the fields, in words: known keys by what they mean, dates as dates,
// ids that say nothing to the owner left out. Keys the panel does not know keep their own name.
import { formatDateTime, t, type MessageKey } from '../../i18n';

const WORDS: Record<string, MessageKey> = {
  author: 'site_only_author',
  add_date: 'site_only_added',
  upd_date: 'site_only_changed',
  reads: 'site_only_reads',
  rating: 'site_only_rating',
  rating_votes: 'site_only_rating_votes',
  hgu_title: 'site_only_address_name',
  entry_url: 'site_only_address',
  votes: 'site_only_votes',
};

/** Ids and what repeats another row: nothing the owner reads. */
const LEFT_OUT = new Set(['user_id', 'url']);

const DATE_KEYS = new Set(['add_date', 'upd_date']);

export interface SiteOnlyRow {
  key: string;
  /** The row's name: words for a known key, the key itself otherwise. */
  label: string;
  known: boolean;
  value: string;
}

export function siteOnlyRows(values: Record<string, string>): SiteOnlyRow[] {
  return Object.entries(values)
    .filter(([key]) => !LEFT_OUT.has(key))
    .map(([key, value]) => {
      const words = WORDS[key];
      return { key, label: words ? t(words) : key, known: Boolean(words), value: DATE_KEYS.has(key) ? dateText(value) : value };
    });
}

/** Unix seconds (`1735898400`) or the platform's `YYYY-MM-DD hh:mm:ss`, as a date and time; anything else as it came. */
function dateText(value: string): string {
  if (/^\d{9,11}$/.test(value)) return formatDateTime(Number(value) * 1000);
  const parts = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value);
  if (!parts) return value;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = parts;
  const at = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)).getTime();
  return Number.isNaN(at) ? value : formatDateTime(at);
}
