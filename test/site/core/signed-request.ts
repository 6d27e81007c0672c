// The platform's older signed scheme (platform-notes §1, §5): OAuth 1.0a with HMAC-SHA1 over
// every request parameter. Parameters come from the raw query and the raw body rather than the
// parsed input, so repeated names are seen and bracket names (`items[0][name]`) are signed as sent.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ApiError, missing } from './errors.ts';
import type { KeySetRecord, KeySetRegistry } from './key-sets.ts';
import { isJsonBody, MAX_BODY_BYTES } from './params.ts';

export type Pair = [name: string, value: string];

export const isOAuthName = (name: string): boolean => name.startsWith('oauth_');

/** Checked in this order; the first one missing (or empty) is named. */
const REQUIRED = ['oauth_consumer_key', 'oauth_token', 'oauth_nonce', 'oauth_timestamp', 'oauth_signature_method', 'oauth_signature'];

/** RFC 3986: unreserved `A-Za-z0-9-._~` kept, every other UTF-8 byte as %XX (upper case). */
export function percentEncode(text: string): string {
  let encoded = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    encoded += /[A-Za-z0-9\-._~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

/** Form decoding as PHP does it: `+` is a space; a broken escape is kept as sent. */
function formDecode(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/** `a=1&b=2&a=3` as pairs, in order, repeats kept. */
export function formPairs(raw: string): Pair[] {
  return raw
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const at = part.indexOf('=');
      return at < 0 ? [formDecode(part), ''] : [formDecode(part.slice(0, at)), formDecode(part.slice(at + 1))];
    });
}

/** The query's parameters, then (POST and PUT) the form body's; the body is read from a clone. */
export async function requestParameters(req: Request): Promise<Pair[]> {
  const pairs = formPairs(new URL(req.url).search);
  if (req.method === 'POST' || req.method === 'PUT') pairs.push(...(await bodyPairs(req.clone())));
  return pairs;
}

// A JSON body holds no form parameters, so it is not signed (as in OAuth 1.0a); a body over the
// limit is left to the body check (num 9).
async function bodyPairs(req: Request): Promise<Pair[]> {
  if (Number(req.headers.get('content-length') ?? '0') > MAX_BODY_BYTES) return [];
  const type = (req.headers.get('content-type') ?? '').toLowerCase();
  if (type.startsWith('multipart/form-data')) {
    try {
      const form = await req.formData();
      return [...form.entries()].map(([name, value]): Pair => [name, typeof value === 'string' ? value : baseName(value.name)]);
    } catch {
      return [];
    }
  }
  const raw = await req.text();
  if (raw.length > MAX_BODY_BYTES || isJsonBody(type, raw)) return [];
  return formPairs(raw);
}

/** A file field is signed as its file's base name. */
function baseName(filename: string): string {
  return filename.split(/[\\/]/).pop() ?? '';
}

/** Scheme and host lower-case, default port dropped (URL does both), path lower-cased, no query. */
export function baseUrl(url: URL): string {
  return `${url.protocol}//${url.host}${url.pathname.toLowerCase()}`;
}

const byCodeUnit = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Every parameter but the signature, encoded, sorted by name then value, joined as a form. */
export function normalizedParameters(pairs: Pair[]): string {
  return pairs
    .filter(([name]) => name !== 'oauth_signature')
    .map(([name, value]) => [percentEncode(name), percentEncode(value)] as const)
    .sort(([nameA, valueA], [nameB, valueB]) => byCodeUnit(nameA, nameB) || byCodeUnit(valueA, valueB))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** `METHOD&enc(base URL)&enc(normalized parameters)`. */
export function signatureBaseString(method: string, url: string | URL, pairs: Pair[]): string {
  return [method.toUpperCase(), percentEncode(baseUrl(new URL(url))), percentEncode(normalizedParameters(pairs))].join('&');
}

/** HMAC-SHA1 keyed `consumer_secret&token_secret`, base64. */
export function hmacSha1Signature(baseString: string, consumerSecret: string, tokenSecret: string): string {
  return createHmac('sha1', `${consumerSecret}&${tokenSecret}`).update(baseString).digest('base64');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The key set that signed the request, or the ApiError of the first check that fails: duplicate
 * oauth parameter, missing one, consumer key, token, deleted / disabled, signature, nonce, verifier.
 */
export function verifySignedRequest(method: string, url: string, pairs: Pair[], keySets: KeySetRegistry): KeySetRecord {
  const oauth = new Map<string, string>();
  for (const [name, value] of pairs) {
    if (!isOAuthName(name)) continue;
    if (oauth.has(name)) throw new ApiError('DUPLICATE_OAUTH_PARAMETER', `The OAuth parameter "${name}" is sent more than once`);
    oauth.set(name, value);
  }
  const value = (name: string): string => oauth.get(name) ?? '';
  for (const name of REQUIRED) if (value(name) === '') throw missing(name);
  if (oauth.has('oauth_version') && value('oauth_version') !== '1.0') {
    throw new ApiError('MISSING_REQUIRED_PARAMETER', 'Required parameter "oauth_version" must be 1.0 when sent');
  }
  const keySet = keySets.byConsumer(value('oauth_consumer_key'));
  if (!keySet) throw new ApiError('INVALID_CONSUMER_KEY', 'The consumer key is not found or incorrect');
  if (keySet.token !== value('oauth_token')) throw new ApiError('INVALID_TOKEN', 'The token is not found for this consumer key');
  if (keySet.deleted) throw new ApiError('TOKEN_DELETED', 'The token was deleted in the control panel');
  if (!keySet.active) {
    throw new ApiError('API_KEY_INACTIVE', 'The API key exists but is disabled and cannot execute requests; enable it in the control panel (uAPI section)');
  }
  if (value('oauth_signature_method') !== 'HMAC-SHA1') {
    throw new ApiError('INVALID_SIGNATURE', `The signature method "${value('oauth_signature_method')}" is not supported: use HMAC-SHA1`);
  }
  const expected = hmacSha1Signature(signatureBaseString(method, url, pairs), keySet.consumerSecret, keySet.tokenSecret);
  if (!sameText(expected, value('oauth_signature'))) throw new ApiError('INVALID_SIGNATURE', 'The signature is invalid');
  // Only a valid signature spends its nonce: a forged request cannot burn another's nonce.
  if (!keySets.useNonce(keySet, value('oauth_nonce'))) throw new ApiError('NONCE_ALREADY_USED', 'The nonce was already used');
  if (oauth.has('oauth_verifier')) throw new ApiError('INVALID_VERIFIER', 'The verification code is invalid');
  return keySet;
}
