// Whatever shape the site answers in, Inplace reads the same records: every list and record the
// product reads, through its own readers and the real API client, against the reference site in
// its variants mode (records at the top level or under a key, ids and counts as strings,
// pages_list a number or a list, totals missing, dates as strings or unix times, flags as yes/no
// or 1/0), compared with what it reads from the site's documented shapes. Property tests over seeds.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { RunOperation } from '../../src/messages/operations';
import { loadComments, loadGuestBook, loadMinichat } from '../../src/resources/comments';
import { pollsIn } from '../../src/kinds/poll/model';
import { treeFrom } from '../../src/kinds/template/on-screen';
import { ENTRY_KINDS } from '../../src/vocabulary/kinds';
import { entryKind } from '../../src/kinds/entry/model';
import { findMade, highestId } from '../../src/resources/find-created';
import { menuKind } from '../../src/kinds/menu/model';
import { pageKind } from '../../src/kinds/page/model';
import { readWholeList } from '../../src/resources/whole-list';
import { readList } from '../../src/resources/panel-lists';
import { orderOf, ordersPageOf } from '../../src/resources/shop-orders';
import { settingsOf } from '../../src/resources/module-settings';
import { siteWithOperations } from '../support/site-operations.ts';


const { control, api } = siteWithOperations();

/** A record as an editor keeps it, less what it only shows (an author, a date), which may come in any form. */
const fieldsOf = <F extends { siteOnly?: unknown }>(fields: F) => ({ ...fields, siteOnly: undefined });

/** An entry's format flags are sent back as they came; 1, "1" and "yes" say the same. */
const formatOf = (format: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(format).map(([key, value]) => [key, /^(1|yes)$/.test(String(value)) ? 1 : /^(0|no)$/.test(String(value)) ? 0 : value]));
const entryOf = (fields: ReturnType<ReturnType<typeof entryKind>['fromRecord']>) => ({ ...fieldsOf(fields), format: formatOf(fields.format) });

/** A menu as its editor shows it: title, layout and the items' names and addresses. */
type Item = { name: string; url: string; children?: Item[] };
const itemsOf = (items: Item[]): unknown => items.map((item) => [item.name, item.url, itemsOf(item.children ?? [])]);

/** A list read whole, a page at a time, as the panel reads it. */
const whole = (api: RunOperation, list: Parameters<RunOperation>[0]) => readWholeList((paging) => api({ ...list, ...paging } as Parameters<RunOperation>[0])).then((items) => ({ items }));

/** A lost create noted before any record existed: every record of the name is above it. */
const ANY_ATTEMPT = { at: 0, above: 0 };

/** Everything the product reads, as it reads it. */
async function readEverything(api: RunOperation) {
  const entries = Object.fromEntries(await Promise.all(ENTRY_KINDS.map(async (module) => [module, readList.entries(await whole(api, { op: 'entries/list', module }))] as const)));
  const categories = Object.fromEntries(await Promise.all(ENTRY_KINDS.map(async (module) => [module, readList.categories(await api({ op: 'categories/list', module }))] as const)));
  const records = {
    page: fieldsOf(pageKind.fromRecord(await api({ op: 'page/open', id: 2 }))),
    news: entryOf(entryKind('news').fromRecord(await api({ op: 'entry/open', module: 'news', id: 1 }))),
    publ: entryOf(entryKind('publ').fromRecord(await api({ op: 'entry/open', module: 'publ', id: 1 }))),
    menu: ((menu) => [menu.title, menu.layout, itemsOf(menu.items as Item[])])(menuKind.fromRecord(await api({ op: 'menu/open', id: 1 }))),
  };
  return {
    pages: readList.pages(await whole(api, { op: 'pages/list' })),
    entries,
    categories,
    menus: readList.menus(await whole(api, { op: 'menus/list' })),
    groups: readList.groups(await api({ op: 'groups/list' })),
    comments: await loadComments(api, 'news', 1),
    guestBook: await loadGuestBook(api),
    minichat: await loadMinichat(api),
    templates: treeFrom(await api({ op: 'templates/tree' })),
    search: readList.searchResults(await api({ op: 'site/search', query: 'сайт' })),
    polls: pollsIn(await api({ op: 'polls/list' })).map((poll) => poll.id),
    orders: ordersPageOf(await api({ op: 'orders/list', hide: 0 }), 20).orders,
    // A module's settings, the object itself or wrapped: the same settings (their values' types may vary).
    settings: settingsOf(await api({ op: 'settings/open', module: 'news' })).map((setting) => setting.key),
    order: orderOf(await api({ op: 'order/open', order: 'a1b2c3d4e5' })),
    records,
    created: {
      page: await findMade(api, pageKind.madeIn!, { ...pageKind.empty(), name: 'Контакты' }, ANY_ATTEMPT),
      news: await findMade(api, entryKind('news').madeIn!, { ...entryKind('news').empty(), title: 'Version 2.0 released' }, ANY_ATTEMPT),
      menu: await findMade(api, menuKind.madeIn!, { ...menuKind.empty(), title: 'Top menu' }, ANY_ATTEMPT),
      highest: [await highestId(api, pageKind.madeIn!), await highestId(api, entryKind('news').madeIn!), await highestId(api, menuKind.madeIn!)],
    },
  };
}

describe('every list and record Inplace reads comes out the same in every shape the site may answer', () => {
  test('the documented shapes read as the seed holds them', async () => {
    await control.reset();
    const read = await readEverything(api);
    const state = await control.state();
    expect(read.pages.map((page) => page.id)).toEqual(state.pages.map((page) => page.id).sort((a, b) => a - b));
    for (const module of ENTRY_KINDS) expect(read.entries[module]!.map((entry) => entry.name).sort(), module).toEqual(state.entryModules[module]!.entries.map((entry) => entry.title).sort());
    expect(read.menus.map((menu) => menu.name)).toEqual(state.menus.map((menu) => menu.title));
    expect(read.comments.length).toBeGreaterThan(0);
    expect(read.guestBook.map((message) => message.text).sort()).toEqual(state.gb.map((message) => message.message).sort());
    expect(read.minichat.map((message) => message.text).sort()).toEqual(state.mchat.map((message) => message.message).sort());
    // Dates read as dates, whichever form they came in.
    expect(read.comments.every((comment) => comment.at !== null && comment.at > Date.UTC(2020, 0, 1))).toBe(true);
    expect(read.templates.map((module) => module.id)).toContain(3);
    expect(read.search.length).toBeGreaterThan(0);
    expect(read.orders.map((order) => order.hash)).toEqual(state.shop.orders.filter((order) => order.hide === 0).map((order) => order.hash));
    expect(read.order.lines.map((line) => [line.rec, line.count])).toEqual(state.shop.orders[0]!.lines.map((line) => [line.rec_id, line.cnt]));
    expect(read.order.fields).toEqual(state.shop.orders[0]!.fields);
    expect(read.settings).toEqual(Object.keys(state.setup.news!));
    const { highest, ...found } = read.created;
    expect(Object.values(found).every((made) => made !== null && made.id > 0)).toBe(true);
    expect(highest).toEqual([Math.max(...state.pages.map((page) => page.id)), Math.max(...state.entryModules.news!.entries.map((entry) => entry.id)), Math.max(...state.menus.map((menu) => menu.id))]);
  });

  test('property: with the variants mode on, any seed, the same records come out', async () => {
    await control.reset();
    const expected = await readEverything(api);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 31 - 1 }), async (seed) => {
        await control.setVariants(true, seed);
        try {
          expect(await readEverything(api)).toEqual(expected);
        } finally {
          await control.setVariants(false);
        }
      }),
      { numRuns: 40 },
    );
  });

  test('the variants are in play: across seeds, the news list comes bare and under its key, pages_list as a number and a list', async () => {
    await control.reset();
    const shapes = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      await control.setVariants(true, seed);
      const answer = (await api({ op: 'entries/list', module: 'news' })) as Record<string, unknown> | unknown[];
      if (Array.isArray(answer)) shapes.add('bare');
      else {
        if (Array.isArray(answer.news)) shapes.add('under news');
        if (typeof answer.pages_list === 'number' || typeof answer.pages_list === 'string') shapes.add('pages_list a number');
        if (Array.isArray(answer.pages_list)) shapes.add('pages_list a list');
      }
    }
    await control.reset();
    expect([...shapes].sort()).toEqual(['bare', 'pages_list a list', 'pages_list a number', 'under news']);
  });

  test('with sparse records and variants both on, lists still list every record', async () => {
    await control.reset();
    const expected = await readEverything(api);
    await control.setSparse(true, 5);
    await control.setVariants(true, 9);
    const read = await readEverything(api);
    await control.reset();
    expect(read.pages.map((page) => page.id)).toEqual(expected.pages.map((page) => page.id));
    expect(read.entries).toEqual(expected.entries);
    expect(read.menus).toEqual(expected.menus);
  });
});
