// Shared by the site's tests: an in-process site, a small API caller and a signer for the older
// key-set scheme.
import { createHmac, randomBytes } from 'node:crypto';
import { siteControl } from './control.ts';
import { createSite, type SiteOptions } from './server.ts';

export interface ApiResult {
  status: number;
  body: any;
  headers: Headers;
}

export interface CallOptions {
  /** A urlencoded string, an object (sent as JSON) or FormData (multipart). */
  body?: string | Record<string, unknown> | FormData;
  /** Overrides the default token; null sends no Authorization header. */
  token?: string | null;
  headers?: Record<string, string>;
}

export async function newSite(options: SiteOptions = {}) {
  const site = createSite(options);
  const call = async (method: string, path: string, opts: CallOptions = {}): Promise<ApiResult> => {
    const headers: Record<string, string> = { ...opts.headers };
    const token = opts.token === undefined ? site.token : opts.token;
    if (token !== null) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (typeof opts.body === 'string') {
      body = opts.body;
      headers['Content-Type'] ??= 'application/x-www-form-urlencoded';
    } else if (opts.body instanceof FormData) {
      body = opts.body;
    } else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['Content-Type'] ??= 'application/json';
    }
    const response = await site.app.request(`/uapi${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // left as text: faults send HTML on purpose
    }
    return { status: response.status, body: parsed, headers: response.headers };
  };
  /** A request signed with a key set: GET / DELETE carry every parameter in the query, POST / PUT in the body. */
  const signed = async (method: string, path: string, keys: KeySetKeys, opts: SignedCallOptions = {}): Promise<ApiResult> => {
    const params = opts.params ?? [];
    const files = opts.files ?? [];
    // A file is signed as its base name.
    const signing = signRequest(method, `http://localhost/uapi${path}`, [...params, ...files.map((file): Pair => [file.field, file.filename])], keys, opts);
    const pairs = opts.alter ? opts.alter(signing.pairs) : signing.pairs;
    const target = withQuery(path, formEncode(opts.extraQuery ?? []));
    if (method === 'GET' || method === 'DELETE') return call(method, withQuery(target, formEncode(pairs)), { token: null });
    if (files.length === 0) return call(method, target, { token: null, body: formEncode(pairs) });
    const form = new FormData();
    for (const [name, value] of pairs.filter(([name]) => !files.some((file) => file.field === name))) form.append(name, value);
    for (const file of files) form.append(file.field, new Blob([file.content], { type: file.type }), file.filename);
    return call(method, target, { token: null, body: form });
  };
  const page = async (path: string) => {
    const response = await site.app.request(path);
    return { status: response.status, html: await response.text(), headers: response.headers };
  };
  return {
    ...site,
    call,
    get: (path: string, opts?: CallOptions) => call('GET', path, opts),
    post: (path: string, body?: CallOptions['body'], opts?: CallOptions) => call('POST', path, { ...opts, body }),
    put: (path: string, body?: CallOptions['body'], opts?: CallOptions) => call('PUT', path, { ...opts, body }),
    del: (path: string, opts?: CallOptions) => call('DELETE', path, opts),
    signed,
    page,
    control: siteControl(site.app),
  };
}

export type TestSite = Awaited<ReturnType<typeof newSite>>;

// ---- the older signed scheme (OAuth 1.0a key sets), from platform-notes §5 ----

export type Pair = [name: string, value: string];

export interface KeySetKeys {
  consumerKey: string;
  consumerSecret: string;
  token: string;
  tokenSecret: string;
}

/** Ways a signer goes wrong: not sorting, not percent-encoding, hex instead of base64, the path's case kept. */
export type SigningMistake = 'unsorted' | 'unencoded' | 'hex' | 'mixedCasePath';

export interface SignOptions {
  nonce?: string;
  timestamp?: string;
  signatureMethod?: string;
  /** null leaves oauth_version out (it is optional). */
  version?: string | null;
  mistake?: SigningMistake;
}

export interface SignedCallOptions extends SignOptions {
  /** The request's parameters: the query of a GET / DELETE, the body of a POST / PUT. */
  params?: Pair[];
  /** Files make the body multipart. */
  files?: { field: string; filename: string; type: string; content: BlobPart }[];
  /** Changes the parameters after signing (tampering, duplicates, leaving one out). */
  alter?: (pairs: Pair[]) => Pair[];
  /** Unsigned parameters added to the query of any method. */
  extraQuery?: Pair[];
}

/** RFC 3986: encodeURIComponent leaves !'()* as they are, the scheme encodes them. */
export function oauthEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

const withQuery = (path: string, query: string): string => (query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path);

export function formEncode(pairs: Pair[]): string {
  return pairs.map(([name, value]) => `${oauthEncode(name)}=${oauthEncode(value)}`).join('&');
}

/**
 * The oauth parameters and signature for a request to `url` (its query is signed too) with the
 * parameters `params`; `pairs` is what to send: `params` then the oauth ones, signature last.
 */
export function signRequest(method: string, url: string, params: Pair[], keys: KeySetKeys, opts: SignOptions = {}) {
  const parsed = new URL(url);
  const oauth: Pair[] = [
    ['oauth_consumer_key', keys.consumerKey],
    ['oauth_token', keys.token],
    ['oauth_nonce', opts.nonce ?? randomBytes(12).toString('hex')],
    ['oauth_timestamp', opts.timestamp ?? String(Math.floor(Date.now() / 1000))],
    ['oauth_signature_method', opts.signatureMethod ?? 'HMAC-SHA1'],
  ];
  if (opts.version !== null) oauth.push(['oauth_version', opts.version ?? '1.0']);
  const all: Pair[] = [...parsed.searchParams, ...params, ...oauth];
  const encoded = opts.mistake === 'unencoded' ? all : all.map(([name, value]): Pair => [oauthEncode(name), oauthEncode(value)]);
  if (opts.mistake !== 'unsorted') encoded.sort(([nameA, valueA], [nameB, valueB]) => (nameA === nameB ? (valueA < valueB ? -1 : 1) : nameA < nameB ? -1 : 1));
  const path = opts.mistake === 'mixedCasePath' ? parsed.pathname : parsed.pathname.toLowerCase();
  const baseString = [
    method.toUpperCase(),
    oauthEncode(`${parsed.protocol}//${parsed.host}${path}`),
    oauthEncode(encoded.map(([name, value]) => `${name}=${value}`).join('&')),
  ].join('&');
  const signature = createHmac('sha1', `${keys.consumerSecret}&${keys.tokenSecret}`).update(baseString).digest(opts.mistake === 'hex' ? 'hex' : 'base64');
  const pairs: Pair[] = [...params, ...oauth, ['oauth_signature', signature]];
  return { baseString, signature, pairs };
}
