// A create whose answer was lost is found again by identity: a record above the highest id the
// whole list had before the attempt, with the name given; never one that existed before, whatever
// its name or date. Without that mark, a record of the name is offered as not certain.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { PER_PAGE_MAX } from '@/src/api/limits';
import { entryKind } from '@/src/kinds/entry/model';
import { ApiError } from '@/src/api/errors';
import { createOnce, findMade, highestId } from '@/src/resources/find-created';
import { replyMadeIn, topicMadeIn } from '@/src/kinds/post/made-in';
import { menuKind } from '@/src/kinds/menu/model';
import { pageKind } from '@/src/kinds/page/model';
import { fakeApi } from '../../support/fake-api';

const contacts = { ...pageKind.empty(), name: 'Contacts' };

describe('highestId: the mark noted before a create', () => {
  test('the highest id of the whole list, wherever it stands: 300 pages in tree order', async () => {
    // Pages listed parent first: the newest (300) among the second hundred.
    const ids = [...Array.from({ length: 150 }, (_, i) => i + 1), 300, ...Array.from({ length: 149 }, (_, i) => i + 151)];
    const { api, calls } = fakeApi({
      'pages.list': (params) => {
        const page = Number(params?.page ?? 1);
        return { pages: ids.slice((page - 1) * PER_PAGE_MAX, page * PER_PAGE_MAX).map((id) => ({ id, name: `Page ${id}` })), total: ids.length };
      },
    });
    expect(await highestId(api, pageKind.madeIn!)).toBe(300);
    expect(calls.map((call) => call.params?.page ?? 1).sort()).toEqual([1, 2, 3]);
  });

  test('news lists put the newest first: the first page holds it', async () => {
    const { api } = fakeApi({ 'news.list': { news: [{ id: 90, title: 'New' }, { id: 12, title: 'Old' }], total: 2 } });
    expect(await highestId(api, entryKind('news').madeIn!)).toBe(90);
  });

  test('an empty list: 0, so whatever is made is above it', async () => {
    const { api } = fakeApi({ 'menus.list': [] });
    expect(await highestId(api, menuKind.madeIn!)).toBe(0);
  });
});

describe('findMade', () => {
  test('only records above the mark with the name given; the first of them', async () => {
    const { api } = fakeApi({ 'pages.list': { pages: [{ id: 3, name: 'Contacts' }, { id: 12, name: 'Prices' }, { id: 14, name: 'Contacts' }, { id: 15, name: 'Contacts' }], total: 4 } });
    expect(await findMade(api, pageKind.madeIn!, contacts, { at: 0, above: 11 })).toEqual({ id: 14, certain: true });
    expect(await findMade(api, pageKind.madeIn!, contacts, { at: 0, above: 15 })).toBeNull();
  });

  test('a menu titled like one that existed before the attempt is not taken for it', async () => {
    const { api } = fakeApi({ 'menus.list': [{ id: 1, title: 'Main' }, { id: 4, title: 'Side' }] });
    expect(await findMade(api, menuKind.madeIn!, { title: 'Side', layout: 1, items: [] }, { at: Date.now(), above: 4 })).toBeNull();
    expect(await findMade(api, menuKind.madeIn!, { title: 'Side', layout: 1, items: [] }, { at: Date.now(), above: 3 })).toEqual({ id: 4, certain: true });
  });

  test.each<['news' | 'blog', string]>([
    ['news', 'news'],
    ['blog', 'blogs'],
  ])('%s: looked for in the %s list by title', async (module, listKey) => {
    const kind = entryKind(module);
    const { api, calls } = fakeApi({ [`${module}.list`]: { [listKey]: [{ id: '9', title: 'Opening day' }], total: 1 } });
    expect(await findMade(api, kind.madeIn!, { ...kind.empty(), title: 'Opening day' }, { at: 0, above: 8 })).toEqual({ id: 9, certain: true });
    expect(calls).toEqual([{ endpoint: `${module}.list`, params: { page: 1, per_page: PER_PAGE_MAX } }]);
  });

  test('an attempt noted without a mark (a draft kept by an earlier version): by name and date, read as UTC, and never certain', async () => {
    const since = Date.UTC(2025, 0, 1);
    const { api } = fakeApi({
      'pages.list': { pages: [{ id: 3, name: 'Contacts', add_date: since / 1000 - 86_400 }, { id: 12, name: 'Contacts', add_date: '2025-01-01 00:00:05' }], total: 2 },
    });
    expect(await findMade(api, pageKind.madeIn!, contacts, { at: since, above: null })).toEqual({ id: 12, certain: false });
  });

  test('without a mark, the site\'s own menu of the same title is offered only as a question', async () => {
    // Menus carry no date: any of the title may be the one, or not.
    const { api } = fakeApi({ 'menus.list': [{ id: 1, title: 'Main menu' }, { id: 4, title: 'Side' }] });
    expect(await findMade(api, menuKind.madeIn!, { title: 'Main menu', layout: 1, items: [] }, { at: Date.now(), above: null })).toEqual({ id: 1, certain: false });
  });

  test('property: whatever existed before the mark, of any name and date, is never found', async () => {
    const record = fc.record({ id: fc.integer({ min: 1, max: 500 }), name: fc.constantFrom('Contacts', 'Prices'), add_date: fc.integer({ min: 0, max: 2_000_000_000 }) });
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(record, { selector: (page) => page.id, maxLength: 40 }), fc.uniqueArray(record, { selector: (page) => page.id, maxLength: 5 }), async (before, made) => {
        const above = Math.max(0, ...before.map((page) => page.id));
        const after = made.map((page) => ({ ...page, id: above + page.id }));
        const { api } = fakeApi({ 'pages.list': { pages: [...before, ...after], total: before.length + after.length } });
        const found = await findMade(api, pageKind.madeIn!, contacts, { at: 1_000_000_000_000, above });
        const ours = after.filter((page) => page.name === 'Contacts').map((page) => page.id);
        expect(found).toEqual(ours.length ? { id: Math.min(...ours), certain: true } : null);
      }),
    );
  });
});

describe('a reply and a new topic', () => {
  test("a reply the site keeps as HTML is found by the BB code sent; another's reply of other words is not", async () => {
    const sent = '[b]Спасибо[/b], всё работает';
    const { api } = fakeApi({
      'forum.messages': { messages: [
        { id: 7, message: 'Спасибо, всё работает' },
        { id: 9, message: '<b>Спасибо</b>, всё работает' },
      ], total: 2 },
    });
    expect(await findMade(api, replyMadeIn(1), sent, { at: 0, above: 6 })).toEqual({ id: 9, certain: true });
    expect(await findMade(api, replyMadeIn(1), sent, { at: 0, above: 9 })).toBeNull();
  });

  test('createOnce: a lost answer keeps the mark read before it; the retry finds what it made and sends nothing', async () => {
    const topics = [{ id: 4, title: 'Где настройки?' }];
    const { api, calls } = fakeApi({ 'forum.topics': () => ({ topics, total: topics.length }) });
    let sends = 0;
    const lost = await createOnce(api, topicMadeIn(1), 'Где настройки?', undefined, async () => {
      sends++;
      topics.push({ id: 5, title: 'Где настройки?' });
      throw new ApiError({ code: 'TIMEOUT', source: 'transport', message: 'no answer', remedy: '' });
    });
    expect(lost).toMatchObject({ status: 'lost', attempt: { above: 4 } });
    const again = await createOnce(api, topicMadeIn(1), 'Где настройки?', lost.status === 'lost' ? lost.attempt : undefined, async () => sends++);
    expect(again).toEqual({ status: 'found', made: { id: 5, certain: true } });
    expect(sends).toBe(1);
    expect(calls.map((call) => call.endpoint)).toEqual(['forum.topics', 'forum.topics']);
  });

  test('createOnce: a refusal is not a lost answer: it is thrown, nothing noted', async () => {
    const { api } = fakeApi({ 'forum.topics': { topics: [], total: 0 } });
    await expect(createOnce(api, topicMadeIn(1), 'x', undefined, async () => {
      throw new ApiError({ code: 'INVALID_PARAM', source: 'platform', message: 'Bad title', remedy: '' });
    })).rejects.toThrow('Bad title');
  });
});
