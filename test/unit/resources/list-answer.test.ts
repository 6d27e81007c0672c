import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { listRecordsOf, readListAnswer, readTime, recordId } from '@/src/resources/list-answer';

/** The shop's category tree, depth first (its children under `childs`, "" when none). */
const flattenTree = (records: Record<string, unknown>[]): Record<string, unknown>[] =>
  records.flatMap((record) => [record, ...(Array.isArray(record.childs) ? flattenTree(record.childs) : [])]);

const ids = (records: Record<string, unknown>[] | null) => records?.map(recordId);

describe('readListAnswer: the shapes public sources show (platform-notes §5, §6)', () => {
  test.each<[string, unknown, number[], number | null]>([
    ['news as the manual shows it: pages_list a number, per_page a string', { news: [{ id: '3' }, { id: '2' }], page: 1, per_page: '2', pages_list: 4 }, [3, 2], 4],
    ['articles with total_publs', { publs: [{ id: 1 }], page: '1', per_page: '100', total_publs: '250' }, [1], 3],
    ['ads with total_ads and pages_list as an array', { ads: [{ id: 9 }], pages_list: [1, 2], total_ads: 101 }, [9], 2],
    ['FAQ', { faqs: [{ id: '4' }], pages_list: '1' }, [4], 1],
    ['the guest book under posts', { posts: [{ id: 2 }, { id: 1 }], page: 1, pages_list: 1 }, [2, 1], 1],
    ['users of /users: uid, total_users and pages', { users: [{ uid: '7', user: 'ivan', group: { id: 1, name: 'Users' } }], total_users: '1', pages: 1 }, [7], 1],
    ['orders: pages_cnt, and a status map that is no list', { orders: [{ id: '5', order_hash: 'ab', status: '0' }], page: 1, total: '1', pages_cnt: 1, per_page: 20, count: 1, order_status: { '0': 'New', '1': 'Paid' } }, [5], 1],
    ['goods of a category: keyed by id, a paginator', { cat_id: '2', cat_name: 'Phones', paginator: { cur_page: '1', num_pages: 3 }, goods_list: { '12': { entry_id: '12' }, '15': { entry_id: '15' } } }, [12, 15], 3],
    ['a category without goods: goods_list []', { cat_id: '3', paginator: { cur_page: '1', num_pages: 0 }, goods_list: [] }, [], null],
    ['the basket, wrapped', { basket: { items: [{ id: 2, cnt: 2 }], total: '1180', goods_count: 1 }, msg: '' }, [2], null],
    ['an empty basket, wrapped', { basket: { items: [], total: 0, goods_count: 0 }, msg: '' }, [], null],
    ['the forum list: a bare list with string ids', [{ id: '1', name: 'General', private: 'no', moderators: [], access: { read: 1 } }], [1], null],
    ['the template tree under modules', { modules: [{ id: 1, name: 'gblocks', items: [] }, { id: 2, name: 'index', items: [{ id: '0' }] }] }, [1, 2], null],
    ['pages as this site answers them', { pages: [{ id: 1, name: 'Home' }], page: 1, per_page: 20, total: 1 }, [1], 1],
  ])('%s', (_name, answer, expectedIds, pageCount) => {
    const read = readListAnswer(answer, 100);
    expect(ids(read.records)).toEqual(expectedIds);
    expect(read.pageCount).toBe(pageCount);
  });

  test('the shop category tree (a bare list with childs, "" for none) flattens to every category', () => {
    const tree = [
      { cat_id: '1', cat_name: 'Electronics', goods_count: '2', childs: [{ cat_id: '2', cat_name: 'Phones', childs: '' }] },
      { cat_id: '3', cat_name: 'Books', childs: '' },
    ];
    expect(ids(flattenTree(readListAnswer(tree).records))).toEqual([1, 2, 3]);
  });

  test('records that carry ids win over other arrays of objects in the answer', () => {
    expect(ids(listRecordsOf({ order_fields: [{ name: 'phone' }], orders: [{ id: 4 }] }))).toEqual([4]);
  });

  test('where two collections carry ids, the key asked for wins', () => {
    expect(ids(listRecordsOf({ sections: [{ id: 1 }], forums: [{ id: 7 }] }, ['forums']))).toEqual([7]);
  });

  test.each<[string, unknown]>([
    ['nothing', undefined],
    ['an error page as text', '<html>'],
    ['an envelope without any list', { page: 1, per_page: 20 }],
    ['a list of numbers', [1, 2]],
  ])('%s: UNKNOWN_SHAPE in plain words', (_name, answer) => {
    expect(() => readListAnswer(answer)).toThrow('The site answered in a shape Inplace does not know.');
  });
});

describe('recordId and readTime', () => {
  test.each<[Record<string, unknown>, number]>([
    [{ id: 5 }, 5], [{ id: '12' }, 12], [{ uid: '7' }, 7], [{ entry_id: '3' }, 3], [{ cat_id: 9 }, 9], [{ id: 0, uid: 4 }, 4], [{ id: 'x' }, 0], [{}, 0],
  ])('%j has id %i', (record, id) => expect(recordId(record)).toBe(id));

  test.each<[unknown, number | null]>([
    ['2025-01-15 10:30:00', Date.UTC(2025, 0, 15, 10, 30)],
    ['2025-01-15 10:30', Date.UTC(2025, 0, 15, 10, 30)],
    ['2025-01-15', Date.UTC(2025, 0, 15)],
    [1736937000, 1736937000_000],
    ['1736937000', 1736937000_000],
    [0, null], ['', null], ['soon', null], [1e15, null], [null, null], [{}, null],
  ])('%j is %s', (value, ms) => expect(readTime(value)).toBe(ms));
});

/** Records with unique ids, in id order (an object keyed by id iterates in that order). */
const recordsArb = fc
  .uniqueArray(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 30 })
  .map((list) => [...list].sort((a, b) => a - b).map((id) => ({ id, title: `Record ${id}` })));

const idAs = fc.constantFrom<'number' | 'string'>('number', 'string');
const keyArb = fc.constantFrom('news', 'blogs', 'publs', 'ads', 'faqs', 'posts', 'users', 'items', 'entries', 'games', 'photos', 'list');
const shapeArb = fc.constantFrom('bare', 'under a key', 'keyed by id', 'wrapped');
const pagingArb = fc.record({
  page: fc.option(fc.constantFrom(1, '1'), { nil: undefined }),
  per_page: fc.option(fc.constantFrom(100, '100'), { nil: undefined }),
  pages_list: fc.option(fc.oneof(fc.integer({ min: 1, max: 9 }), fc.constant([1, 2, 3]), fc.constant('2')), { nil: undefined }),
  total: fc.option(fc.constantFrom(250, '250'), { nil: undefined }),
  status_names: fc.option(fc.constant({ '0': 'New', '1': 'Paid' }), { nil: undefined }),
}, { requiredKeys: [] });

describe('property: whatever the shape, the same records come out', () => {
  test('bare, under any key, keyed by id or wrapped; ids as numbers or strings; any paging keys beside them', () => {
    fc.assert(
      fc.property(recordsArb, idAs, keyArb, shapeArb, pagingArb, (records, as, key, shape, paging) => {
        const sent = records.map((record) => ({ ...record, id: as === 'string' ? String(record.id) : record.id }));
        const keyed = Object.fromEntries(sent.map((record) => [String(record.id), record]));
        const answer =
          shape === 'bare' ? sent
          : shape === 'under a key' ? { ...paging, [key]: sent }
          : shape === 'keyed by id' ? { ...paging, [key]: keyed }
          : { [key]: { ...paging, items: sent }, msg: '' };
        const read = readListAnswer(answer, 100);
        expect(read.records.map(recordId)).toEqual(records.map((record) => record.id));
        expect(read.records.map((record) => record.title)).toEqual(records.map((record) => record.title));
      }),
      { numRuns: 300 },
    );
  });

  test('an empty list in any of those shapes is an empty list, never an unknown shape', () => {
    fc.assert(
      fc.property(keyArb, fc.integer({ min: 0, max: 3 }), (key, which) => {
        const answer = [[], { [key]: [] }, { [key]: [], page: 1, pages_list: 0 }, { page: 1, total: '0' }][which];
        expect(readListAnswer(answer).records).toEqual([]);
      }),
      { numRuns: 50 },
    );
  });
});
