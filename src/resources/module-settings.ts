// A module's settings as `GET /<module>/setup` answers them. The spec shows none of their fields:
// each value is edited in its own type (a yes/no, a number, a text), the flags the platform's
// modules are known to have (comments, rating, RSS…) as switches, and whatever is neither (a
// list, an object) shown as the site gave it, never written. A save sends the changed values
// alone, each in the type it came in.
import { t, type MessageKey } from '../i18n';
import { asRecord } from './records';

export type SettingKind = 'flag' | 'yesno' | 'number' | 'text' | 'other';

export interface Setting {
  key: string;
  value: unknown;
  kind: SettingKind;
}

/** The owner's words for the settings the platform's modules are known to carry. */
export const SETTING_LABELS: Record<string, MessageKey> = {
  title: 'setting_title', per_page: 'setting_per_page', comments: 'setting_comments', rating: 'setting_rating',
  allow_html: 'setting_allow_html', sort: 'setting_sort', rss: 'setting_rss',
};

/** Settings kept as 0 / 1 that mean off / on. */
const FLAGS = new Set(['comments', 'rating', 'allow_html', 'rss']);
const KEY = /^[A-Za-z0-9_]{1,64}$/;

function kindOf(key: string, value: unknown): SettingKind {
  if (typeof value === 'boolean') return 'flag';
  if (value === 'yes' || value === 'no') return 'yesno';
  if (typeof value === 'number') return FLAGS.has(key) && (value === 0 || value === 1) ? 'flag' : 'number';
  if (typeof value === 'string') return FLAGS.has(key) && (value === '0' || value === '1') ? 'flag' : 'text';
  return 'other';
}

/** The settings of an answer (the object itself, or the one object it wraps), in the site's order. */
export function settingsOf(answer: unknown): Setting[] {
  let record = asRecord(answer);
  const values = Object.values(record);
  if (values.length === 1 && typeof values[0] === 'object' && values[0] !== null && !Array.isArray(values[0])) record = asRecord(values[0]);
  return Object.entries(record).filter(([key]) => KEY.test(key)).map(([key, value]) => ({ key, value, kind: kindOf(key, value) }));
}

/** A setting's value as its field shows it. */
export function shownValue(setting: Setting): string | boolean {
  if (setting.kind === 'flag') return setting.value === true || setting.value === 1 || setting.value === '1';
  if (setting.kind === 'yesno') return setting.value === 'yes';
  if (setting.kind === 'other') return JSON.stringify(setting.value);
  return String(setting.value);
}

/** What the field's value writes, in the type the site sent; a number field that holds no number, null. */
export function writtenValue(setting: Setting, shown: string | boolean): string | number | boolean | null {
  switch (setting.kind) {
    case 'flag':
      return typeof setting.value === 'boolean' ? shown === true : typeof setting.value === 'string' ? (shown ? '1' : '0') : shown ? 1 : 0;
    case 'yesno':
      return shown ? 'yes' : 'no';
    case 'number': {
      const text = String(shown).trim().replace(',', '.');
      return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : null;
    }
    default:
      return String(shown);
  }
}

/** The changed values to send, or the fields whose typed value cannot be written (in plain words). */
export function settingsToWrite(settings: Setting[], typed: Record<string, string | boolean>): { values: Record<string, string | number | boolean>; errors: Record<string, string> } {
  const values: Record<string, string | number | boolean> = {};
  const errors: Record<string, string> = {};
  for (const setting of settings) {
    if (setting.kind === 'other' || !(setting.key in typed)) continue;
    const value = writtenValue(setting, typed[setting.key]!);
    if (value === null) errors[setting.key] = t('setting_number');
    else if (value !== setting.value) values[setting.key] = value;
  }
  return { values, errors };
}
