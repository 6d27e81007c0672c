// Tokens may be JWTs (the spec) or opaque strings (seen on real sites): read an expiry only
// when the token really is a JWT with `exp`, never require one.
import { decodeJwt } from 'jose';
import { DATE_MS_MAX } from '../i18n';

export function tokenExpiry(token: string): number | undefined {
  if (token.split('.').length !== 3) return undefined;
  try {
    const { exp } = decodeJwt(token);
    // An `exp` past what a date can hold is no expiry anyone will see.
    return typeof exp === 'number' && Number.isFinite(exp) && exp > 0 && exp * 1000 <= DATE_MS_MAX ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}
