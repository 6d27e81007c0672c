// Tokens may be JWTs (the spec) or opaque strings (seen on real sites): read an expiry only
// when the token really is a JWT with `exp`, never require one. Only the payload's `exp` is read,
// never trusted for more (the site checks its tokens): decoding it is base64url and JSON, which
// the service worker's budget takes better than a JWT library (about 1 KB gzipped).
import { DATE_MS_MAX } from '../i18n';

function payloadOf(token: string): unknown {
  const part = token.split('.')[1] ?? '';
  if (!/^[A-Za-z0-9_-]+$/.test(part)) return null;
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
  return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))));
}

export function tokenExpiry(token: string): number | undefined {
  if (token.split('.').length !== 3) return undefined;
  try {
    const payload = payloadOf(token);
    const exp = payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as { exp?: unknown }).exp : undefined;
    // An `exp` past what a date can hold is no expiry anyone will see.
    return typeof exp === 'number' && Number.isFinite(exp) && exp > 0 && exp * 1000 <= DATE_MS_MAX ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}
