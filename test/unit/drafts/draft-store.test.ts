import { clear, createStore } from 'idb-keyval';
import { beforeEach, describe, expect, test } from 'vitest';
import { discardDraft, discardSiteDrafts, draftsOf, loadDraft, saveDraft, type Draft } from '@/src/drafts/draft-store';

const A = 'http://a.example';
const A_8080 = 'http://a.example:8080';
const B = 'https://b.ucoz.net';

const draft = (site: string, resource: string, name = 'Draft'): Draft<{ name: string }> => ({
  site,
  resource,
  base: resource.startsWith('new-') ? null : { name: 'Server copy' },
  fields: { name },
  updatedAt: 1_700_000_000_000,
});

beforeEach(async () => {
  await clear(createStore('inplace-drafts', 'drafts'));
});

describe('one draft', () => {
  test('is read back as saved, base and all', async () => {
    await saveDraft(draft(A, 'page:2', 'My edit'));
    expect(await loadDraft(A, 'page:2')).toEqual(draft(A, 'page:2', 'My edit'));
  });

  test('a new thing keeps a null base', async () => {
    await saveDraft(draft(A, 'new-page'));
    expect((await loadDraft(A, 'new-page'))?.base).toBeNull();
  });

  test('saving again replaces it', async () => {
    await saveDraft(draft(A, 'news:5', 'first'));
    await saveDraft(draft(A, 'news:5', 'second'));
    expect((await loadDraft<{ name: string }>(A, 'news:5'))?.fields.name).toBe('second');
    expect(await draftsOf(A)).toEqual(['news:5']);
  });

  test('discarding it leaves nothing to load', async () => {
    await saveDraft(draft(A, 'menu:1'));
    await discardDraft(A, 'menu:1');
    expect(await loadDraft(A, 'menu:1')).toBeUndefined();
  });

  test('discarding a draft that does not exist is harmless', async () => {
    await saveDraft(draft(A, 'page:2'));
    await expect(discardDraft(A, 'page:3')).resolves.toBeUndefined();
    expect(await draftsOf(A)).toEqual(['page:2']);
  });

  test.each<[string, string, string]>([
    ['another site', B, 'page:2'],
    ['the same host on another port', A_8080, 'page:2'],
    ['another resource of the same site', A, 'page:3'],
    ['another kind with the same id', A, 'news:2'],
  ])('is not found under %s', async (_name, site, resource) => {
    await saveDraft(draft(A, 'page:2'));
    expect(await loadDraft(site, resource)).toBeUndefined();
  });
});

describe('the drafts of a site', () => {
  beforeEach(async () => {
    for (const [site, resource] of [
      [A, 'page:2'],
      [A, 'news:5'],
      [A, 'new-page'],
      [A_8080, 'page:2'],
      [A_8080, 'menu:1'],
      [B, 'blog:9'],
    ] as const) {
      await saveDraft(draft(site, resource));
    }
  });

  test.each<[string, string, string[]]>([
    ['a site whose origin begins another', A, ['new-page', 'news:5', 'page:2']],
    ['the longer origin', A_8080, ['menu:1', 'page:2']],
    ['an unrelated site', B, ['blog:9']],
    ['a site without drafts', 'https://c.example', []],
  ])('lists only its own: %s', async (_name, site, expected) => {
    expect((await draftsOf(site)).sort()).toEqual(expected);
  });

  test.each<[string, string]>([
    ['the shorter origin', A],
    ['the longer origin', A_8080],
  ])('discarding all of %s leaves the other sites’ drafts', async (_name, site) => {
    const others = [A, A_8080, B].filter((other) => other !== site);
    const before = await Promise.all(others.map(async (other) => (await draftsOf(other)).sort()));
    await discardSiteDrafts(site);
    expect(await draftsOf(site)).toEqual([]);
    expect(await Promise.all(others.map(async (other) => (await draftsOf(other)).sort()))).toEqual(before);
  });

  test('discarding the drafts of a site without any changes nothing', async () => {
    await discardSiteDrafts('https://c.example');
    expect((await draftsOf(A)).length + (await draftsOf(A_8080)).length + (await draftsOf(B)).length).toBe(6);
  });
});
