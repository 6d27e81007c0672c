// The shop's currencies and their rates (the spec: listing returns code, rate and symbol per
// currency; a rate is set with curr_code and curr_rate). The listing's wrapper is not documented:
// the one list of records in the answer is read, or an object keyed by code.
import { t } from '../i18n';
import { listRecordsOf } from './list-answer';
import { asRecord, read } from './records';

export interface Currency {
  code: string;
  symbol: string;
  /** Its rate against the shop's main currency, as the site gave it. */
  rate: number;
}

/** The currencies of a listing, in the site's order; none it cannot read. */
export function currenciesOf(answer: unknown): Currency[] {
  const records = listRecordsOf(answer) ?? keyedByCode(answer);
  return records
    .map((record) => ({ code: read.text(record, 'code').toUpperCase(), symbol: read.text(record, 'symbol'), rate: Number(read.text(record, 'rate').replace(',', '.')) }))
    .filter((currency) => currency.code !== '' && Number.isFinite(currency.rate));
}

/** `{USD: {rate, symbol}, …}` (one level down too, `{currencies: {…}}`): each keyed by its code. */
function keyedByCode(answer: unknown): Record<string, unknown>[] {
  const outer = asRecord(answer);
  const inner = Object.values(outer).length === 1 ? asRecord(Object.values(outer)[0]) : outer;
  return Object.entries(inner).filter(([, value]) => typeof value === 'object' && value !== null).map(([code, value]) => ({ code, ...asRecord(value) }));
}

/** A rate as the owner types it ("1.25" or "1,25"); null when it is not a number above 0. */
export function rateOf(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  const rate = Number(trimmed);
  return rate > 0 ? rate : null;
}

/** Why a typed rate cannot be sent, in plain words; '' when it can. */
export function rateProblem(text: string): string {
  if (rateOf(text) !== null) return '';
  const trimmed = text.trim().replace(',', '.');
  if (/^-\d+(\.\d+)?$/.test(trimmed)) return t('rate_negative');
  if (/^\d+(\.\d+)?$/.test(trimmed)) return t('rate_zero');
  return t('rate_not_number');
}
