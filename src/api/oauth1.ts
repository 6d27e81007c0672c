// The platform's older way to authorise a request (platform-notes §5): OAuth 1.0a with
// HMAC-SHA1 over every parameter of the request. Written here rather than taken from a library
// because the platform lower-cases the path it signs and counts a file in a multipart body by its
// base name, which OAuth libraries do not do, and because they hash synchronously where the
// service worker has only WebCrypto's asynchronous HMAC.
import type { EncodedRequest } from './encoding';
import { percentEncode } from './percent-encoding';

/** An older key set: the token is sent, the two secrets only sign. */
export interface KeySet {
  consumerKey: string;
  consumerSecret: string;
  token: string;
  tokenSecret: string;
}

export interface SignatureInputs {
  /** Used once: the site refuses a nonce it has seen. */
  nonce: string;
  /** Seconds since the epoch. */
  timestamp: number;
}

type Pair = [name: string, value: string];

/** The URL as signed: no query or fragment, default port dropped, the path lower-cased. */
function signedUrl(url: URL): string {
  return `${url.protocol}//${url.host}${url.pathname.toLowerCase()}`;
}

/** Every parameter the request carries, a file as its base name. */
function requestPairs(request: EncodedRequest): Pair[] {
  const url = new URL(request.url);
  const pairs: Pair[] = [...url.searchParams];
  const body = request.body;
  if (body instanceof URLSearchParams) pairs.push(...body);
  else if (body) {
    for (const [name, value] of body) pairs.push([name, typeof value === 'string' ? value : value.name.split(/[\\/]/).pop()!]);
  }
  return pairs;
}

/** `METHOD&enc(url)&enc(params)`, the parameters encoded, then sorted by name and value. */
export function signatureBaseString(method: string, url: URL, pairs: Pair[]): string {
  const encoded = pairs.map(([name, value]) => [percentEncode(name), percentEncode(value)] as const);
  encoded.sort(([aName, aValue], [bName, bValue]) => (aName === bName ? compare(aValue, bValue) : compare(aName, bName)));
  const parameters = encoded.map(([name, value]) => `${name}=${value}`).join('&');
  return [method.toUpperCase(), percentEncode(signedUrl(url)), percentEncode(parameters)].join('&');
}

// Byte order, as the site sorts: the encoded text is ASCII.
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export async function hmacSha1Base64(key: string, text: string): Promise<string> {
  const encoder = new TextEncoder();
  const cryptoKey = await crypto.subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-1' }, false, ['sign']);
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(text)));
  return btoa(String.fromCharCode(...signature));
}

export function freshSignatureInputs(now = Date.now()): SignatureInputs {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return { nonce: [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join(''), timestamp: Math.floor(now / 1000) };
}

/**
 * The request with its oauth_* parameters and signature added where the platform reads them:
 * in the query of a GET or DELETE, in the body of a POST or PUT.
 */
export async function signRequest(request: EncodedRequest, keys: KeySet, inputs: SignatureInputs = freshSignatureInputs()): Promise<EncodedRequest> {
  const oauth: Pair[] = [
    ['oauth_consumer_key', keys.consumerKey],
    ['oauth_token', keys.token],
    ['oauth_nonce', inputs.nonce],
    ['oauth_timestamp', String(inputs.timestamp)],
    ['oauth_signature_method', 'HMAC-SHA1'],
    ['oauth_version', '1.0'],
  ];
  const url = new URL(request.url);
  const base = signatureBaseString(request.method, url, [...requestPairs(request), ...oauth]);
  const signature = await hmacSha1Base64(`${percentEncode(keys.consumerSecret)}&${percentEncode(keys.tokenSecret)}`, base);
  const added: Pair[] = [...oauth, ['oauth_signature', signature]];

  if (request.method === 'GET' || request.method === 'DELETE') {
    const query = added.map(([name, value]) => `${name}=${percentEncode(value)}`).join('&');
    url.search = url.search ? `${url.search}&${query}` : `?${query}`;
    return { ...request, url: url.href };
  }
  if (request.body instanceof FormData) {
    const body = new FormData();
    for (const [name, value] of request.body) body.append(name, value);
    for (const [name, value] of added) body.append(name, value);
    return { ...request, body };
  }
  const body = new URLSearchParams(request.body);
  for (const [name, value] of added) body.append(name, value);
  return { ...request, body };
}
