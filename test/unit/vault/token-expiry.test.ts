// A token's expiry, read from a JWT's `exp` (made here by jose, the library the reference site
// signs with); an opaque token, or one whose payload is no JSON object, has none.
import { SignJWT } from 'jose';
import { expect, test } from 'vitest';
import { tokenExpiry } from '@/src/vault/token-expiry';

const KEY = new TextEncoder().encode('a test secret of 32 bytes or so!');
const jwt = (claims: Record<string, unknown>) => new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(KEY);

test('a JWT: its exp in milliseconds, whatever else its payload holds', async () => {
  expect(tokenExpiry(await jwt({ exp: 1_900_000_000, name: 'Алексей ✓' }))).toBe(1_900_000_000_000);
});

test.each([
  ['an opaque token', 'a1b2c3d4e5f6'],
  ['three parts that are no JWT', 'abc.def.ghi'],
  ['a payload that is no JSON', `eyJhbGciOiJIUzI1NiJ9.${Buffer.from('not json').toString('base64url')}.sig`],
  ['a payload that is a list', `eyJhbGciOiJIUzI1NiJ9.${Buffer.from('[1]').toString('base64url')}.sig`],
  ['characters outside base64url', 'eyJhbGciOiJIUzI1NiJ9.e30+/.sig'],
])('%s: no expiry', (_what, token) => {
  expect(tokenExpiry(token)).toBeUndefined();
});

test('an exp no date can hold, or none at all, is no expiry', async () => {
  expect(tokenExpiry(await jwt({ exp: 1e15 }))).toBeUndefined();
  expect(tokenExpiry(await jwt({ sub: 'owner' }))).toBeUndefined();
});
