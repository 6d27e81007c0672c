import { expect, test } from 'vitest';
import { documentAddress } from '@/src/background/document-address';

const ORIGIN = 'https://studio.ucoz.net';

test.each<[string, string, string | undefined, string]>([
  ['no loaded address: the sender\'s', `${ORIGIN}/index/0-3`, undefined, `${ORIGIN}/index/0-3`],
  ['the page pushed another record\'s address before the hello: the one it was loaded as', `${ORIGIN}/index/0-4`, `${ORIGIN}/index/0-3`, `${ORIGIN}/index/0-3`],
  ['a loaded address of another origin is no address of this page', `${ORIGIN}/index/0-4`, 'https://evil.example/index/0-3', `${ORIGIN}/index/0-4`],
  ['nor one that is no web address', `${ORIGIN}/index/0-4`, 'javascript:alert(1)', `${ORIGIN}/index/0-4`],
  ['nor one that is no address at all', `${ORIGIN}/index/0-4`, 'not a url', `${ORIGIN}/index/0-4`],
])('%s', (_name, senderUrl, loadedFrom, expected) => {
  expect(documentAddress(senderUrl, ORIGIN, loadedFrom)).toBe(expected);
});
