// A save changes exactly what the owner changed, whatever shape the site answers with: the real
// editor code (kinds, three-way merge, save flow) and the real API client against the reference
// site in sparse mode (fields left out, values loosely typed), the site's state read through its
// control hooks. Property tests over record shapes and edits for pages, entries and menus.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { saveDraftToSite } from '../../src/drafts/save-flow';
import { entryKind, type EntryFields } from '../../src/kinds/entry/model';
import { menuKind } from '../../src/kinds/menu/model';
import { pageKind, type PageFields } from '../../src/kinds/page/model';
import { siteWithOperations } from '../support/site-operations.ts';

const RUNS = 60;


const { control, api } = siteWithOperations();

/** Writes in the log since `mark`: method, path and the keys each carried. */
async function writesSince(mark: number) {
  return (await control.log(mark)).filter((entry) => entry.method !== 'GET').map((entry) => ({ call: `${entry.method} ${entry.path}`, keys: [...entry.bodyKeys].sort(), query: entry.query }));
}

const text = fc.string({ minLength: 1, maxLength: 30 }).filter((value) => value.trim() === value && value.trim() !== '');
const html = fc.array(fc.constantFrom('<p>Новый абзац</p>', '<p>A &amp; B</p>', '\n', '<h2>Title</h2>', '<p>$SITE_NAME$</p>'), { minLength: 1, maxLength: 4 }).map((parts) => parts.join(''));

const pageEdits = fc.record(
  {
    name: text,
    message: html,
    pending: fc.constantFrom<0 | 1>(0, 1),
    access_all: fc.constantFrom<0 | 1>(0, 1),
    meta_title: text,
    meta_description: text,
    meta_keywords: text,
    other1: text,
    other5: text,
  },
  { requiredKeys: [] },
);

describe('pages: a save writes exactly the fields the owner changed', () => {
  test('whatever fields the site leaves out and however it types them', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.constantFrom(1, 2, 3, 4, 5, 6, 8, 9), pageEdits, async (seed, id, edits) => {
        await control.reset();
        await control.setSparse(true, seed);
        const before = (await control.state()).pages.find((page) => page.id === id)!;
        const base = await pageKind.load(api, id);
        const mine: PageFields = { ...base, ...edits };
        const changed = Object.keys(edits).filter((field) => String(mine[field as keyof PageFields]) !== String(base[field as keyof PageFields]));
        const mark = await control.mark();

        const outcome = await saveDraftToSite(pageKind, api, { id, fields: mine, base });

        expect(outcome.status).toBe(changed.length ? 'saved' : 'unchanged');
        const after = (await control.state()).pages.find((page) => page.id === id)!;
        for (const [field, value] of Object.entries(before)) {
          if (field === 'upd_date') continue;
          if (changed.includes(field)) expect(String(after[field]), field).toBe(String(mine[field as keyof PageFields]));
          else expect(after[field], `${field} was not touched`).toEqual(value);
        }
        // One write at most, of changed fields only (none the site already holds), plus the id.
        const writes = await writesSince(mark);
        expect(writes.length).toBeLessThanOrEqual(changed.length ? 1 : 0);
        for (const write of writes) {
          expect(write.call).toBe('PUT /pages');
          expect(write.keys).toContain('page_id');
          expect(write.keys.filter((key) => key !== 'page_id' && !changed.includes(key))).toEqual([]);
        }
      }),
      { numRuns: RUNS },
    );
  });

  test('a change made on the site meanwhile to another field stays, and is not written back', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 31 - 1 }), text, text, async (seed, name, theirs) => {
        await control.reset();
        await control.setSparse(true, seed);
        const base = await pageKind.load(api, 5);
        await control.setRecord('pages', 5, { meta_title: theirs });
        const mark = await control.mark();
        const outcome = await saveDraftToSite(pageKind, api, { id: 5, fields: { ...base, name }, base });
        const after = (await control.state()).pages.find((page) => page.id === 5)!;
        expect(outcome.status).toBe(name === base.name ? 'unchanged' : 'saved');
        expect(after.meta_title).toBe(theirs);
        if (name !== base.name) {
          expect(after.name).toBe(name);
          expect(await writesSince(mark)).toEqual([{ call: 'PUT /pages', keys: ['name', 'page_id'], query: {} }]);
        }
      }),
      { numRuns: RUNS },
    );
  });

  test('an own template is written where it lives, and the page record is left alone', async () => {
    await control.reset();
    const page = (await control.state()).pages.find((item) => item.owntmpl === 1)!;
    const base = await pageKind.load(api, page.id);
    expect(base.tmpl).toBe(page.tmpl);
    const tmpl = page.tmpl.replace('</body>', '<p>One more line.</p></body>');
    const mark = await control.mark();
    expect((await saveDraftToSite(pageKind, api, { id: page.id, fields: { ...base, tmpl }, base })).status).toBe('saved');
    const after = (await control.state()).pages.find((item) => item.id === page.id)!;
    expect(after).toEqual({ ...page, tmpl, upd_date: after.upd_date });
    expect(await writesSince(mark)).toEqual([{ call: `PUT /templates/2/${page.id}`, keys: ['content'], query: {} }]);
  });

  test('individual URLs off: the rest is saved, the address change waits with the reason on its field', async () => {
    await control.reset();
    await control.setOwnUrls(false);
    const base = await pageKind.load(api, 4);
    const outcome = await saveDraftToSite(pageKind, api, { id: 4, fields: { ...base, name: 'Дизайн', ownurl: 'design' }, base });
    expect(outcome.status).toBe('partial');
    if (outcome.status !== 'partial') return;
    expect(outcome.written).toEqual(['name']);
    expect(outcome.onSite.name).toBe('Дизайн');
    expect(outcome.fields.ownurl).toBe('design');
    expect((outcome.reason as { details: { fields: Record<string, string> } }).details.fields.ownurl).toMatch(/address/);
    const after = (await control.state()).pages.find((item) => item.id === 4)!;
    expect([after.name, after.ownurl]).toEqual(['Дизайн', '']);
  });
});

const entryEdits = fc.record(
  {
    title: text,
    description: html,
    message: html,
    comments: fc.constantFrom<'yes' | 'no'>('yes', 'no'),
    ontop: fc.constantFrom<'yes' | 'no'>('yes', 'no'),
    pending: fc.constantFrom<'yes' | 'no'>('yes', 'no'),
    other2: text,
  },
  { requiredKeys: [] },
);

describe.each(['news', 'blog'] as const)('%s entries: a save writes exactly the fields the owner changed', (module) => {
  const kind = entryKind(module);
  test('whatever fields the site leaves out and however it types them', async () => {
    const ids = (await control.state()).entryModules[module]!.entries.map((entry) => entry.id);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.constantFrom(...ids), entryEdits, async (seed, id, edits) => {
        await control.reset();
        await control.setSparse(true, seed);
        const before = (await control.state()).entryModules[module]!.entries.find((entry) => entry.id === id)!;
        const base = await kind.load(api, id);
        const mine: EntryFields = { ...base, ...edits };
        const changed = Object.keys(edits).filter((field) => mine[field as keyof EntryFields] !== base[field as keyof EntryFields]);
        const mark = await control.mark();

        const outcome = await saveDraftToSite(kind, api, { id, fields: mine, base });

        expect(outcome.status).toBe(changed.length ? 'saved' : 'unchanged');
        const after = (await control.state()).entryModules[module]!.entries.find((entry) => entry.id === id)!;
        for (const [field, value] of Object.entries(before)) {
          if (field === 'upd_date') continue;
          if (changed.includes(field)) expect(after[field], field).toBe(mine[field as keyof EntryFields]);
          else expect(after[field], `${field} was not touched`).toEqual(value);
        }
        const writes = await writesSince(mark);
        expect(writes.length).toBeLessThanOrEqual(changed.length ? 1 : 0);
        const format = ['message_type', 'includehtml_msg', 'end2br_msg', 'description_type', 'includehtml_desc', 'end2br_desc'];
        for (const write of writes) {
          expect(write.call).toBe(`PUT /${module}`);
          expect(write.query).toEqual({ id: String(id) });
          expect(write.keys.filter((key) => !format.includes(key) && !changed.includes(key))).toEqual([]);
          // A text travels with its format, never the other's.
          if (!write.keys.includes('message')) expect(write.keys).not.toContain('message_type');
          if (!write.keys.includes('description')) expect(write.keys).not.toContain('description_type');
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe('menus: a save writes exactly the parts the owner changed', () => {
  test('title, layout and items, in up to two writes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.record({ title: text, layout: fc.constantFrom<0 | 1>(0, 1), label: text }, { requiredKeys: [] }),
        async (seed, edits) => {
          await control.reset();
          await control.setSparse(true, seed);
          const before = (await control.state()).menus.find((menu) => menu.id === 1)!;
          const base = await menuKind.load(api, 1);
          const items = edits.label === undefined ? base.items : [{ ...base.items[0]!, name: edits.label }, ...base.items.slice(1)];
          const mine = { ...base, ...(edits.title !== undefined && { title: edits.title }), ...(edits.layout !== undefined && { layout: edits.layout }), items };
          const mark = await control.mark();

          await saveDraftToSite(menuKind, api, { id: 1, fields: mine, base });

          const after = (await control.state()).menus.find((menu) => menu.id === 1)!;
          const titleChanged = mine.title !== base.title;
          const layoutChanged = !base.absent?.includes('layout') ? mine.layout !== base.layout : edits.layout !== undefined && mine.layout !== base.layout;
          const itemsChanged = edits.label !== undefined && edits.label !== base.items[0]!.name;
          expect(after.title).toBe(titleChanged ? mine.title : before.title);
          expect(after.layout).toBe(layoutChanged ? mine.layout : before.layout);
          expect(after.items[0]!.name).toBe(itemsChanged ? edits.label : before.items[0]!.name);
          expect(after.items.slice(1)).toEqual(before.items.slice(1));
          // The tree only when it changed, then title and layout only as changed (or already held by the site).
          const writes = await writesSince(mark);
          const allowed = [
            ...(itemsChanged ? [{ call: 'PUT /menus/1/items', keys: ['items'], query: {} }] : []),
            ...(titleChanged || layoutChanged ? [{ call: 'PUT /menus/1', keys: [...(layoutChanged ? ['layout'] : []), ...(titleChanged ? ['title'] : [])], query: {} }] : []),
          ];
          expect(writes.length).toBeLessThanOrEqual(allowed.length);
          for (const write of writes) {
            const match = allowed.find((item) => item.call === write.call)!;
            expect(match, write.call).toBeDefined();
            expect(write.keys.filter((key) => !match.keys.includes(key))).toEqual([]);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });

  test('a save cut after its first write says what went through, and the next one finishes it without a conflict', async () => {
    await control.reset();
    const base = await menuKind.load(api, 1);
    const mine = { ...base, title: 'Main', items: [{ ...base.items[0]!, name: 'Start' }, ...base.items.slice(1)] };
    await control.injectFault({ kind: 'status5xx', method: 'PUT', status: 502 });
    // The first PUT (items) meets the 502: nothing written yet, so a plain failure.
    await expect(saveDraftToSite(menuKind, api, { id: 1, fields: mine, base })).rejects.toMatchObject({ code: 'SERVER_ERROR' });
    // Then the items go through (a delay of 0 lets the first PUT pass) and the title's PUT is dropped.
    await control.injectFault({ kind: 'delay', ms: 0, method: 'PUT' });
    await control.injectFault({ kind: 'drop', method: 'PUT' });
    const first = await saveDraftToSite(menuKind, api, { id: 1, fields: mine, base });
    expect(first.status).toBe('partial');
    if (first.status !== 'partial') return;
    expect(first.written).toEqual(['items']);
    const mark = await control.mark();
    const second = await saveDraftToSite(menuKind, api, { id: 1, fields: first.fields, base: first.onSite });
    expect(second.status).toBe('saved');
    expect(await writesSince(mark)).toEqual([{ call: 'PUT /menus/1', keys: ['title'], query: {} }]);
    const after = (await control.state()).menus.find((menu) => menu.id === 1)!;
    expect([after.title, after.items[0]!.name]).toEqual(['Main', 'Start']);
  });
});

describe('creates are never repeated blindly', () => {
  test.each([
    ['page', pageKind, { ...pageKind.empty(), name: 'Новая страница', message: '<p>Текст</p>' }, (s: Awaited<ReturnType<typeof control.state>>) => s.pages.filter((page) => page.name === 'Новая страница').length],
    ['news entry', entryKind('news'), { ...entryKind('news').empty(), title: 'Свежая новость', message: '<p>Текст</p>' }, (s: Awaited<ReturnType<typeof control.state>>) => s.entryModules.news!.entries.filter((entry) => entry.title === 'Свежая новость').length],
    ['menu', menuKind, { ...menuKind.empty(), title: 'Footer links' }, (s: Awaited<ReturnType<typeof control.state>>) => s.menus.filter((menu) => menu.title === 'Footer links').length],
  ] as const)('a %s whose create answer was lost is found and adopted, not made twice', async (_name, kind, fields, count) => {
    await control.reset();
    await control.injectFault({ kind: 'lost', method: 'POST' });
    const first = await saveDraftToSite(kind as never, api, { id: null, fields, base: null });
    expect(first.status).toBe('create-unknown');
    if (first.status !== 'create-unknown') return;
    expect(count(await control.state())).toBe(1);
    const mark = await control.mark();
    const second = await saveDraftToSite(kind as never, api, { id: null, fields, base: null, createAttempt: first.attempt });
    expect(second.status).toBe('create-found');
    if (second.status !== 'create-found') return;
    const finished = await saveDraftToSite(kind as never, api, { id: null, fields, base: null, createAttempt: first.attempt, finish: second.id });
    expect(finished).toMatchObject({ status: 'saved', id: second.id });
    expect(count(await control.state())).toBe(1);
    expect(await writesSince(mark)).toEqual([]);
  });

  test('a new menu titled like one the site has, whose create never reached it: the next save makes it, the other menu stays as it was', async () => {
    await control.reset();
    const existing = (await control.state()).menus[0]!;
    await control.injectFault({ kind: 'drop', method: 'POST' });
    const fields = { ...menuKind.empty(), title: existing.title, items: [{ name: 'Only this', url: '/', children: [] }] };
    const first = await saveDraftToSite(menuKind, api, { id: null, fields, base: null });
    expect(first.status).toBe('create-unknown');
    if (first.status !== 'create-unknown') return;
    const second = await saveDraftToSite(menuKind, api, { id: null, fields, base: null, createAttempt: first.attempt });
    expect(second.status).toBe('saved');
    const menus = (await control.state()).menus.filter((menu) => menu.title === existing.title);
    expect(menus).toHaveLength(2);
    expect(menus.find((menu) => menu.id === existing.id)).toEqual(existing);
  });

  test('a create that never reached the site is made on the next save, once', async () => {
    await control.reset();
    await control.injectFault({ kind: 'drop', method: 'POST' });
    const fields = { ...pageKind.empty(), name: 'Ещё одна', message: '<p>x</p>' };
    const first = await saveDraftToSite(pageKind, api, { id: null, fields, base: null });
    expect(first.status).toBe('create-unknown');
    if (first.status !== 'create-unknown') return;
    const second = await saveDraftToSite(pageKind, api, { id: null, fields, base: null, createAttempt: first.attempt });
    expect(second.status).toBe('saved');
    expect((await control.state()).pages.filter((page) => page.name === 'Ещё одна')).toHaveLength(1);
  });
});
