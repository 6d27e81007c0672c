// Reading request parameters the way the platform takes them: the query string for GET and
// DELETE; for POST and PUT a urlencoded form, multipart form data or JSON. Bracket names
// (`items[0][name]`, `ids[]`) become nested objects and arrays through qs.
import qs from 'qs';
import { invalid, missing, type ApiError } from './errors.ts';
import { NUM } from './nums.ts';

export type Input = Record<string, unknown>;

/** A file from a multipart body, kept whole (the site is small and in memory). */
export interface UploadedFile {
  kind: 'file';
  filename: string;
  type: string;
  size: number;
  base64: string;
}

export const MAX_BODY_BYTES = 5 * 1024 * 1024;

const QS_OPTIONS: qs.IParseOptions = {
  depth: 12, // menu trees nest: items[0][children][1][children][0][url]
  arrayLimit: 1000,
  parameterLimit: 10_000,
  allowPrototypes: false,
  allowDots: false,
};

export function parseQuery(search: string): Input {
  return qs.parse(search.replace(/^\?/, ''), QS_OPTIONS) as Input;
}

export async function readBody(req: Request): Promise<Input> {
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  const type = (req.headers.get('content-type') ?? '').toLowerCase();
  if (type.startsWith('multipart/form-data')) return readMultipart(req);
  const raw = await req.text();
  if (raw.length > MAX_BODY_BYTES) throw tooLarge();
  if (raw.trim() === '') return {};
  if (isJsonBody(type, raw)) return parseJsonObject(raw);
  return qs.parse(raw, QS_OPTIONS) as Input;
}

/** A non-multipart body is JSON when its type says so, or when it is untyped and looks like JSON. */
export function isJsonBody(type: string, raw: string): boolean {
  return type.includes('json') || (!type.includes('urlencoded') && /^\s*[[{]/.test(raw));
}

function parseJsonObject(raw: string): Input {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw invalid(NUM.BAD_BODY, 'Request body is not valid JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalid(NUM.BAD_BODY, 'JSON body must be an object of parameters');
  }
  return value as Input;
}

async function readMultipart(req: Request): Promise<Input> {
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    throw invalid(NUM.BAD_BODY, 'Request body is not valid multipart form data');
  }
  // qs also parses an object whose keys carry brackets; repeated keys become arrays of values.
  const flat: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) {
    const item = typeof value === 'string' ? value : await toUploadedFile(value);
    const prior = flat[key];
    flat[key] = prior === undefined ? item : Array.isArray(prior) ? [...prior, item] : [prior, item];
  }
  return qs.parse(flat as Record<string, string>, QS_OPTIONS) as Input;
}

async function toUploadedFile(file: File): Promise<UploadedFile> {
  const bytes = Buffer.from(await file.arrayBuffer());
  if (bytes.length > MAX_BODY_BYTES) throw tooLarge();
  return { kind: 'file', filename: file.name, type: file.type || 'application/octet-stream', size: bytes.length, base64: bytes.toString('base64') };
}

function tooLarge(): ApiError {
  return invalid(NUM.BODY_TOO_LARGE, `Request body is larger than ${MAX_BODY_BYTES} bytes`);
}

export function isEmail(value: string): boolean {
  return /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value);
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'file';
}

// ---- coercion: every helper throws an ApiError instead of letting a bad value through ----

function present(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

export function text(input: Input, name: string, opts: { required?: boolean; max?: number; maxNum?: number } = {}): string | undefined {
  const value = input[name];
  if (!present(value)) {
    if (opts.required) throw missing(name);
    return value === '' ? '' : undefined;
  }
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
    throw invalid(NUM.BAD_TYPE, `Parameter "${name}" must be a string`);
  }
  const result = String(value);
  if (opts.required && result.trim() === '') throw missing(name);
  if (opts.max !== undefined && [...result].length > opts.max) {
    throw invalid(opts.maxNum ?? NUM.BAD_TYPE, `Parameter "${name}" is longer than ${opts.max} characters`);
  }
  return result;
}

export function int(input: Input, name: string, opts: { required?: boolean; min?: number } = {}): number | undefined {
  const value = input[name];
  if (!present(value)) {
    if (opts.required) throw missing(name);
    return undefined;
  }
  const result = toInt(value);
  if (result === undefined || (opts.min !== undefined && result < opts.min)) {
    throw invalid(NUM.BAD_TYPE, `Parameter "${name}" must be an integer${opts.min !== undefined ? ` of at least ${opts.min}` : ''}`);
  }
  return result;
}

export function toInt(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : undefined;
  if (typeof value === 'string' && /^\s*-?\d{1,15}\s*$/.test(value)) return Number(value);
  return undefined;
}

export function num(input: Input, name: string, opts: { required?: boolean; failNum?: number } = {}): number | undefined {
  const value = input[name];
  if (!present(value)) {
    if (opts.required) throw missing(name);
    return undefined;
  }
  const result = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.replace(',', '.')) : NaN;
  if (!Number.isFinite(result) || result < 0 || result > 1e12) {
    throw invalid(opts.failNum ?? NUM.BAD_AMOUNT, `Parameter "${name}" must be a non-negative number`);
  }
  return result;
}

const DATE_TIME = /^\s*(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?\s*$/;

/** A date as unix seconds, or as the platform writes it: "YYYY-MM-DD[ hh:mm[:ss]]" (UTC here). */
export function unixDate(input: Input, name: string): number | undefined {
  const value = input[name];
  const match = typeof value === 'string' ? DATE_TIME.exec(value) : null;
  if (!match) return int(input, name, { min: 0 });
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = match;
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  if (!Number.isFinite(ms) || ms < 0) throw invalid(NUM.BAD_TYPE, `Parameter "${name}" must be a date`);
  return Math.floor(ms / 1000);
}

/** 0/1 flags; accepts 0, 1, "0", "1", true, false, "on", "yes", "no". */
export function flag(input: Input, name: string): 0 | 1 | undefined {
  const value = input[name];
  if (!present(value)) return undefined;
  const word = String(value).toLowerCase();
  if (['1', 'true', 'on', 'yes'].includes(word)) return 1;
  if (['0', 'false', 'off', 'no'].includes(word)) return 0;
  throw invalid(NUM.BAD_FLAG, `Parameter "${name}" must be 0 or 1`);
}

/** yes/no fields of news-style entries; 1/0 accepted too. */
export function yesNo(input: Input, name: string): 'yes' | 'no' | undefined {
  const value = input[name];
  if (!present(value)) return undefined;
  const word = String(value).toLowerCase();
  if (['yes', '1', 'true', 'on'].includes(word)) return 'yes';
  if (['no', '0', 'false', 'off'].includes(word)) return 'no';
  throw invalid(NUM.BAD_FLAG, `Parameter "${name}" must be yes or no`);
}

/** A list of integers from `ids[]=1&ids[]=2`, `ids=1,2`, JSON arrays or a single value. */
export function intList(input: Input, name: string, opts: { required?: boolean } = {}): number[] | undefined {
  const value = input[name];
  if (!present(value)) {
    if (opts.required) throw missing(name);
    return value === '' ? [] : undefined;
  }
  const parts = Array.isArray(value)
    ? value
    : typeof value === 'object'
      ? Object.values(value as object)
      : String(value).split(',').filter((part) => part.trim() !== '');
  const result = parts.map(toInt);
  if (result.some((item) => item === undefined)) throw invalid(NUM.BAD_TYPE, `Parameter "${name}" must be a list of integers`);
  return result as number[];
}
