// Requests encoded as the platform expects: GET and DELETE in the query string; POST and PUT as
// application/x-www-form-urlencoded with PHP-style array names, or multipart when a file travels.
import type { Endpoint } from './endpoint';
import { percentEncode } from './percent-encoding';

export interface EncodedRequest {
  method: string;
  url: string;
  body?: URLSearchParams | FormData;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * PHP reads `a[0][b]=1` and `ids[0]=1` as nested data: lists and objects are written so, by
 * index and key, in order; only the values are percent-encoded. Nothing is written for null,
 * undefined or an empty object, but an empty list goes as `ids=` (cleared, not unchanged).
 * For what a request carries (text, numbers, booleans, lists, objects) this is the text qs
 * writes with `arrayFormat: 'indices', encodeValuesOnly: true, skipNulls: true` (checked
 * against qs in test/unit/api-encoding.test.ts), without qs's 2 KB gzipped in the service worker.
 */
export function phpQuery(params: Record<string, unknown>): string {
  const pairs: string[] = [];
  const write = (name: string, value: unknown): void => {
    if (value === null || value === undefined) return;
    if (Array.isArray(value) && value.length === 0) pairs.push(`${name}=`);
    else if (typeof value === 'object') for (const key of Object.keys(value)) write(`${name}[${key}]`, (value as Record<string, unknown>)[key]);
    else pairs.push(`${name}=${percentEncode(String(value).toWellFormed())}`);
  };
  for (const key of Object.keys(params)) write(key, params[key]);
  return pairs.join('&');
}

function isFile(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

export function encodeRequest(apiBase: string, endpoint: Endpoint, params: Record<string, unknown>): EncodedRequest {
  const rest: Record<string, unknown> = { ...params };
  const path = endpoint.path.replace(PLACEHOLDER, (_match, name: string) => {
    const value = rest[name];
    delete rest[name];
    if (value === undefined || value === null || value === '') throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const url = new URL(apiBase.replace(/\/+$/, '') + path);

  if (endpoint.method === 'GET' || endpoint.method === 'DELETE') {
    const query = phpQuery(rest);
    if (query) url.search = url.search ? `${url.search}&${query}` : `?${query}`;
    return { method: endpoint.method, url: url.href };
  }

  const files = Object.entries(rest).filter(([, value]) => isFile(value));
  if (!files.length) return { method: endpoint.method, url: url.href, body: new URLSearchParams(phpQuery(rest)) };

  const form = new FormData();
  const fields = Object.fromEntries(Object.entries(rest).filter(([, value]) => !isFile(value)));
  for (const [name, value] of new URLSearchParams(phpQuery(fields))) form.append(name, value);
  for (const [name, file] of files) form.append(name, file as Blob, file instanceof File ? file.name : name);
  return { method: endpoint.method, url: url.href, body: form };
}
