// Versions kept before each save, to undo it: newest first, the same copy kept once, at most
// twenty and a byte budget per resource, each resource and site apart.
import { describe, expect, test } from 'vitest';
import { boundedVersions, HISTORY_MAX_BYTES, HISTORY_MAX_VERSIONS, keepVersion, versionsOf } from '@/src/drafts/history';

const SITE = 'https://example.ucoz.net';

describe('keepVersion and versionsOf', () => {
  test('newest first; the same copy twice in a row is kept once', async () => {
    await keepVersion(SITE, 'page:2', { name: 'One' }, 1);
    await keepVersion(SITE, 'page:2', { name: 'Two' }, 2);
    await keepVersion(SITE, 'page:2', { name: 'Two' }, 3);
    expect(await versionsOf(SITE, 'page:2')).toEqual([{ at: 2, fields: { name: 'Two' } }, { at: 1, fields: { name: 'One' } }]);
  });

  test('resources and sites are kept apart', async () => {
    await keepVersion(SITE, 'page:3', { name: 'Page three' }, 1);
    await keepVersion('https://other.ucoz.net', 'page:3', { name: 'Elsewhere' }, 1);
    expect((await versionsOf(SITE, 'page:3')).map((v) => v.fields)).toEqual([{ name: 'Page three' }]);
    expect(await versionsOf(SITE, 'news:3')).toEqual([]);
  });

  test(`at most ${HISTORY_MAX_VERSIONS}: the oldest goes first`, async () => {
    for (let n = 1; n <= HISTORY_MAX_VERSIONS + 5; n++) await keepVersion(SITE, 'menu:1', { title: `Menu ${n}` }, n);
    const kept = await versionsOf<{ title: string }>(SITE, 'menu:1');
    expect(kept).toHaveLength(HISTORY_MAX_VERSIONS);
    expect(kept[0]!.fields.title).toBe(`Menu ${HISTORY_MAX_VERSIONS + 5}`);
    expect(kept.at(-1)!.fields.title).toBe('Menu 6');
  });
});

describe('boundedVersions', () => {
  const big = (at: number) => ({ at, fields: { message: 'x'.repeat(200_000) } });
  test('large copies: as many as the byte budget holds, newest first', () => {
    const kept = boundedVersions([big(5), big(4), big(3), big(2), big(1)]);
    expect(kept.map((v) => v.at)).toEqual([5, 4]);
    expect(kept.reduce((bytes, v) => bytes + JSON.stringify(v.fields).length * 2, 0)).toBeLessThanOrEqual(HISTORY_MAX_BYTES);
  });
  test('the newest version stays even when it alone is over the budget', () => {
    const huge = { at: 9, fields: { message: 'x'.repeat(HISTORY_MAX_BYTES) } };
    expect(boundedVersions([huge, big(1)]).map((v) => v.at)).toEqual([9]);
  });
});
