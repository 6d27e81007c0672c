import type { EndpointName } from '../api/endpoints';

/** How editors reach the API: through the background, which holds the token and counts requests. */
export type CallApi = (endpoint: EndpointName, params?: Record<string, unknown>) => Promise<unknown>;

export type FieldErrors = Record<string, string>;

/** Reads record fields leniently: the exact shapes of responses are not all documented. */
export const read = {
  text: (record: Record<string, unknown>, key: string): string => {
    const value = record[key];
    return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  },
  int: (record: Record<string, unknown>, key: string): number => {
    const value = record[key];
    const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
    return Number.isFinite(number) ? Math.trunc(number) : 0;
  },
  flag01: (record: Record<string, unknown>, key: string): 0 | 1 => (read.int(record, key) === 1 || record[key] === true ? 1 : 0),
  yesNo: (record: Record<string, unknown>, key: string): 'yes' | 'no' => {
    const value = record[key];
    return value === 'yes' || value === 1 || value === '1' || value === true ? 'yes' : 'no';
  },
};

export function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
