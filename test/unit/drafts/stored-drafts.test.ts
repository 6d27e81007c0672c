// Drafts and kept versions written by the shape before versions began (the bare record, straight
// into IndexedDB) still open after an update; ones this code cannot read are kept, not thrown.
import { clear, createStore, get, set } from 'idb-keyval';
import { beforeEach, describe, expect, test } from 'vitest';
import { discardSiteDrafts, draftsOf, loadDraft, saveDraft } from '@/src/drafts/draft-store';
import { keepVersion, versionsOf } from '@/src/drafts/history';

const SITE = 'https://example.ucoz.net';
const drafts = createStore('inplace-drafts', 'drafts');
const history = createStore('inplace-history', 'versions');

/** A draft exactly as the earlier code kept it: the bare record under "<site> <resource>". */
const previousShapeDraft = {
  site: SITE,
  resource: 'page:2',
  base: { name: 'About', message: '<p>Server copy</p>' },
  fields: { name: 'About us', message: '<p>My edit</p>' },
  updatedAt: 1_700_000_000_000,
};

beforeEach(async () => {
  await clear(drafts);
  await clear(history);
});

describe('drafts', () => {
  test('a draft written by the previous shape opens', async () => {
    await set(`${SITE} page:2`, previousShapeDraft, drafts);
    expect(await loadDraft(SITE, 'page:2')).toEqual(previousShapeDraft);
  });

  const lostCreate = { ...previousShapeDraft, resource: 'new-page', base: null, createAttempt: 1_700_000_100_000 };
  test.each<[string, unknown]>([
    ['the first shape', lostCreate],
    ['version 2', { v: 2, data: lostCreate }],
  ])('a draft in %s of something new whose create lost its answer opens with the time of the attempt, and no mark', async (_name, stored) => {
    await set(`${SITE} new-page`, stored, drafts);
    expect(await loadDraft(SITE, 'new-page')).toEqual({ ...lostCreate, createAttempt: { at: 1_700_000_100_000, above: null } });
  });

  test('a draft is written in the current shape, and an older one once it is saved again', async () => {
    await set(`${SITE} page:2`, previousShapeDraft, drafts);
    const edited = { ...previousShapeDraft, fields: { ...previousShapeDraft.fields, name: 'About the shop' }, updatedAt: 1_700_000_200_000 };
    await saveDraft(edited);
    expect(await get(`${SITE} page:2`, drafts)).toEqual({ v: 3, data: edited });
    expect(await loadDraft(SITE, 'page:2')).toEqual(edited);
  });

  test.each<[string, unknown]>([
    ['a newer shape', { v: 4, data: { ...previousShapeDraft, blocks: [] } }],
    ['fields that are not a copy', { ...previousShapeDraft, fields: '<p>text</p>' }],
    ['no time of the edit', { ...previousShapeDraft, updatedAt: undefined }],
    ['not a record at all', 'page:2'],
  ])('a draft from %s is not found, and stays stored untouched', async (_name, stored) => {
    await set(`${SITE} page:2`, stored, drafts);
    await expect(loadDraft(SITE, 'page:2')).resolves.toBeUndefined();
    expect(await get(`${SITE} page:2`, drafts)).toEqual(stored);
    expect(await draftsOf(SITE)).toEqual(['page:2']);
  });

  test('removing the site takes its unreadable drafts too', async () => {
    await set(`${SITE} page:2`, { v: 4, data: {} }, drafts);
    await discardSiteDrafts(SITE);
    expect(await get(`${SITE} page:2`, drafts)).toBeUndefined();
  });
});

describe('kept versions', () => {
  const previousShapeVersions = [
    { at: 2, fields: { name: 'About', message: '<p>Two</p>' } },
    { at: 1, fields: { name: 'About', message: '<p>One</p>' } },
  ];

  test('versions kept by the previous shape still read, newest first', async () => {
    await set(`${SITE} page:2`, previousShapeVersions, history);
    expect(await versionsOf(SITE, 'page:2')).toEqual(previousShapeVersions);
  });

  test('keeping one more over the previous shape keeps them all, in the current shape', async () => {
    await set(`${SITE} page:2`, previousShapeVersions, history);
    const three = { name: 'About', message: '<p>Three</p>' };
    await keepVersion(SITE, 'page:2', three, 3);
    expect(await get(`${SITE} page:2`, history)).toEqual({ v: 2, data: [{ at: 3, fields: three }, ...previousShapeVersions] });
  });

  test('a damaged version is left out; the others still read', async () => {
    await set(`${SITE} page:2`, [previousShapeVersions[0], { at: 'yesterday', fields: null }, previousShapeVersions[1]], history);
    expect(await versionsOf(SITE, 'page:2')).toEqual(previousShapeVersions);
  });

  test.each<[string, unknown]>([
    ['a newer shape', { v: 3, data: { list: previousShapeVersions } }],
    ['something not a list', { at: 1 }],
  ])('versions kept in %s read as none', async (_name, stored) => {
    await set(`${SITE} page:2`, stored, history);
    await expect(versionsOf(SITE, 'page:2')).resolves.toEqual([]);
  });
});
