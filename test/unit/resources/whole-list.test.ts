import { describe, expect, test } from 'vitest';
import { LIST_MAX_PAGES } from '@/src/api/limits';
import { LIST_PARALLEL, readWholeList } from '@/src/resources/whole-list';
import { cachedLists } from '@/src/ui/panel-operations';
import { readList } from '@/src/resources/panel-lists';
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
    const records = await readWholeList(site.fetchPage);
    expect(records.map((r) => r.id)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    expect(site.asked.length).toBe(Math.max(1, Math.ceil(count / 100)));
    expect(site.asked.every((a) => a.per_page === 100)).toBe(true);
  });

  test('a site that never says its total: read until a short page (200 pages: three requests, the last empty)', async () => {
    const site = siteWithPages(200, { total: false });
    const records = await readWholeList(site.fetchPage);
    expect(records).toHaveLength(200);
    expect(site.asked.map((a) => a.page)).toEqual([1, 2, 3]);
  });

  test('a site that answers every page full, forever, is asked a bounded number of times', async () => {
    let asked = 0;
    const endless = async () => (asked++, { pages: Array.from({ length: 100 }, (_, i) => ({ id: asked * 100 + i })) });
    await readWholeList(endless);
    expect(asked).toBe(LIST_MAX_PAGES);
  });

  test('a site that ignores `page` and answers the first page again: read once more, then stopped, nothing twice', async () => {
    let asked = 0;
    const deaf = async () => (asked++, { pages: Array.from({ length: 100 }, (_, i) => ({ id: i + 1 })) });
    const records = await readWholeList(deaf);
    expect(asked).toBe(2);
    expect(records).toHaveLength(100);
  });

  test('a site that gives fewer per page than asked, and says so, is read to its end', async () => {
    const all = Array.from({ length: 45 }, (_, i) => ({ id: String(i + 1), title: `Entry ${i + 1}` }));
    const asked: number[] = [];
    const records = await readWholeList(async ({ page }) => (asked.push(page), { news: all.slice((page - 1) * 20, page * 20), per_page: '20', page }));
    expect(records.map((r) => r.id)).toEqual(all.map((r) => r.id));
    expect(asked).toEqual([1, 2, 3]);
  });

  test('pages_list as the count of pages (platform-notes §6): the pages asked in parallel, each once', async () => {
    const site = siteWithPages(250, { total: false });
    const counted = async (paging: { page: number; per_page: number }) => ({ ...(await site.fetchPage(paging)) as object, pages_list: 3 });
    const records = await readWholeList(counted);
    expect(records).toHaveLength(250);
    expect(site.asked.map((a) => a.page).sort()).toEqual([1, 2, 3]);
  });

  test('an answer with nothing Inplace can read as a list is an error in plain words, never an empty list', async () => {
    await expect(readWholeList(async () => ({ message: 'maintenance', page: 1 }))).rejects.toThrow('The site answered in a shape Inplace does not know.');
  });
});

/** Answers held until the test lets them go, in any order. */
function heldSite(count: number) {
  const site = siteWithPages(count);
  const waiting: { page: number; answer: () => void }[] = [];
  let open = 0;
  let mostOpen = 0;
  const fetchPage = (paging: { page: number; per_page: number }) =>
    new Promise<unknown>((resolve, reject) => {
      open++;
      mostOpen = Math.max(mostOpen, open);
      waiting.push({
        page: paging.page,
        answer: () => {
          open--;
          site.fetchPage(paging).then(resolve, reject);
        },
      });
    });
  const answer = (page: number) => waiting.splice(waiting.findIndex((w) => w.page === page), 1)[0]!.answer();
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return { site, fetchPage, waiting, answer, settle, mostOpen: () => mostOpen };
}

describe('readWholeList: pages asked for side by side once the total is known', () => {
  test(`1,000 pages: after the first answer, the other nine go out ${LIST_PARALLEL} at a time; the records keep their order`, async () => {
    const held = heldSite(1000);
    const read = readWholeList(held.fetchPage);
    await held.settle();
    expect(held.waiting.map((w) => w.page)).toEqual([1]);
    held.answer(1);
    await held.settle();
    expect(held.waiting.map((w) => w.page)).toEqual([2, 3, 4, 5].slice(0, LIST_PARALLEL));
    // Answers out of order: the later page first.
    while (held.waiting.length) {
      held.answer(held.waiting.at(-1)!.page);
      await held.settle();
    }
    const records = await read;
    expect(records.map((r) => r.id)).toEqual(Array.from({ length: 1000 }, (_, i) => i + 1));
    expect(held.site.asked.map((a) => a.page).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(held.mostOpen()).toBe(LIST_PARALLEL);
  });

  test('a page that fails fails the read, and no page is asked for after it', async () => {
    let asked = 0;
    const failing = async ({ page }: { page: number }) => {
      asked++;
      if (page === 3) throw new Error('The site did not answer.');
      // The other answers take a while: page 3 fails while they are under way.
      if (page > 1) await new Promise((r) => setTimeout(r, 10));
      return { pages: Array.from({ length: 100 }, (_, i) => ({ id: (page - 1) * 100 + i + 1 })), total: 5000 };
    };
    await expect(readWholeList(failing)).rejects.toThrow('The site did not answer.');
    await new Promise((r) => setTimeout(r, 50));
    // The first page, then only the ones under way when page 3 failed (of the 50).
    expect(asked).toBe(1 + LIST_PARALLEL);
  });
});

describe('parts of a long list, told before the whole', () => {
  const ids = (records: { id?: unknown }[]) => records.map((r) => r.id);
  const upTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

  test('readWholeList tells the records from the first page on, without a gap, as they come in', async () => {
    const held = heldSite(450);
    const parts: number[] = [];
    const read = readWholeList(held.fetchPage, (records) => {
      expect(ids(records)).toEqual(upTo(records.length));
      parts.push(records.length);
    });
    await held.settle();
    held.answer(1);
    await held.settle();
    expect(parts).toEqual([100]);
    // Page 3 before page 2: nothing new can be told until page 2 is in.
    held.answer(3);
    await held.settle();
    expect(parts).toEqual([100]);
    held.answer(2);
    await held.settle();
    expect(parts).toEqual([100, 300]);
    held.answer(5);
    await held.settle();
    held.answer(4);
    // The whole list is the answer itself, not a part.
    expect(ids(await read)).toEqual(upTo(450));
    expect(parts).toEqual([100, 300]);
  });

  test('a list of one page has no parts', async () => {
    const site = siteWithPages(60);
    const parts: unknown[] = [];
    await readWholeList(site.fetchPage, (records) => parts.push(records));
    expect(parts).toEqual([]);
  });

  test('cachedLists: whoever asks while the list comes in hears its parts, the latest first; afterwards, only the whole', async () => {
    const held = heldSite(250);
    const api = ((operation: { page?: number; per_page?: number }) => held.fetchPage({ page: operation.page ?? 1, per_page: operation.per_page ?? 20 })) as RunOperation;
    const lists = cachedLists(api);
    const early: number[] = [];
    const late: number[] = [];
    const first = lists({ op: 'pages/list' }, (part) => early.push(readList.pages(part).length));
    await held.settle();
    held.answer(1);
    await held.settle();
    const second = lists({ op: 'pages/list' }, (part) => late.push(readList.pages(part).length));
    expect([early, late]).toEqual([[100], [100]]);
    held.answer(2);
    await held.settle();
    expect([early, late]).toEqual([[100, 200], [100, 200]]);
    held.answer(3);
    expect(readList.pages(await first)).toHaveLength(250);
    expect(await second).toBe(await first);
    const after: unknown[] = [];
    expect(readList.pages(await lists({ op: 'pages/list' }, (part) => after.push(part)))).toHaveLength(250);
    expect(after).toEqual([]);
    expect(held.site.asked).toHaveLength(3);
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

  test('a list keeps what it shows, not the content: pages, entries and menus read the same', async () => {
    const answers: Record<string, unknown> = {
      'pages/list': { pages: [{ id: 1, name: 'Главная', message: '<p>'.padEnd(50_000, 'x'), meta_title: 'M' }], total: 1 },
      'entries/list': { news: [{ id: 5, title: 'Opening day', message: '<p>Body</p>', category: { id: 1, name: 'Shop' } }], total: 1 },
      'menus/list': [{ id: 2, title: 'Main', items: [{ name: 'Home', url: '/' }] }],
    };
    const api = (async (operation: { op: string }) => answers[operation.op]) as RunOperation;
    const lists = cachedLists(api);
    const pages = await lists({ op: 'pages/list' });
    expect(pages).toEqual({ items: [{ id: 1, name: 'Главная' }] });
    expect(readList.pages(pages)).toEqual(readList.pages(answers['pages/list']));
    const news = await lists({ op: 'entries/list', module: 'news' });
    expect(news).toEqual({ items: [{ id: 5, title: 'Opening day' }] });
    expect(readList.entries(news)).toEqual(readList.entries(answers['entries/list']));
    expect(readList.menus(await lists({ op: 'menus/list' }))).toEqual([{ id: 2, name: 'Main' }]);
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
