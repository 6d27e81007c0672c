import { describe, expect, test } from 'vitest';
import { LIST_MAX_PAGES, readWholeList, listRecords } from '@/src/resources/whole-list';
import { cachedLists } from '@/src/ui/panel-operations';
import { readList } from '@/src/ui/sidepanel/lists';
import type { RunOperation } from '@/src/messages/operations';

/** A site with `count` pages, answering GET /pages a page at a time as the spec says (at most 100). */
function siteWithPages(count: number, says = { total: true }) {
  const asked: { page: number; per_page: number }[] = [];
  const fetchPage = async ({ page, per_page }: { page: number; per_page: number }) => {
    asked.push({ page, per_page });
    const size = Math.min(per_page, 100);
    const pages = Array.from({ length: Math.max(0, Math.min(size, count - (page - 1) * size)) }, (_, i) => ({ id: (page - 1) * size + i + 1, name: `Page ${(page - 1) * size + i + 1}` }));
    return { pages, page, per_page: size, ...(says.total && { total: count }) };
  };
  return { asked, fetchPage };
}

describe('readWholeList: a list read to its end, 100 at a time', () => {
  test.each([0, 1, 99, 100, 101, 250, 1000])('%i pages: all read, in as few requests as it takes', async (count) => {
    const site = siteWithPages(count);
    const records = await readWholeList(site.fetchPage, (answer) => listRecords(answer, ['pages']));
    expect(records.map((r) => r.id)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    expect(site.asked.length).toBe(Math.max(1, Math.ceil(count / 100)));
    expect(site.asked.every((a) => a.per_page === 100)).toBe(true);
  });

  test('a site that never says its total: read until a short page (200 pages: three requests, the last empty)', async () => {
    const site = siteWithPages(200, { total: false });
    const records = await readWholeList(site.fetchPage, (answer) => listRecords(answer, ['pages']));
    expect(records).toHaveLength(200);
    expect(site.asked.map((a) => a.page)).toEqual([1, 2, 3]);
  });

  test('a site that answers every page full, forever, is asked a bounded number of times', async () => {
    let asked = 0;
    const endless = async () => (asked++, { pages: Array.from({ length: 100 }, (_, i) => ({ id: i + 1 })) });
    await readWholeList(endless, (answer) => listRecords(answer, ['pages']));
    expect(asked).toBe(LIST_MAX_PAGES);
  });
});

describe('cachedLists: the panel lists', () => {
  test('pages past 100 are all listed, the list read once per panel session', async () => {
    const site = siteWithPages(230);
    const api: RunOperation = async (operation) => {
      if (operation.op !== 'pages/list') throw new Error(`not a list of pages: ${operation.op}`);
      return site.fetchPage({ page: operation.page ?? 1, per_page: operation.per_page ?? 20 });
    };
    const lists = cachedLists(api);
    const first = readList.pages(await lists({ op: 'pages/list' }));
    const again = readList.pages(await lists({ op: 'pages/list' }));
    expect(first).toHaveLength(230);
    expect(again).toEqual(first);
    expect(site.asked).toHaveLength(3);
  });

  test('a list that failed is asked again next time', async () => {
    let calls = 0;
    const api = (async () => {
      calls++;
      if (calls === 1) throw new Error('The site did not answer.');
      return { menus: [{ id: 1, title: 'Main' }] };
    }) as RunOperation;
    const lists = cachedLists(api);
    await expect(lists({ op: 'menus/list' })).rejects.toThrow('The site did not answer.');
    expect(readList.menus(await lists({ op: 'menus/list' }))).toEqual([{ id: 1, name: 'Main' }]);
    expect(calls).toBe(2);
  });
});
