// @vitest-environment happy-dom
// Typing while a save is on its way: what the owner types is laid three-way over what the save
// made (the fields it sent as the base), so a field the site changed and the save merged in is
// never written back to its old value by the next save. Property test over which fields the site
// changes before the save and which the owner types into while it is on its way.
import fc from 'fast-check';
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, expect, test, vi } from 'vitest';
import type { Operation, RunOperation } from '@/src/messages/operations';
import { pageKind, type PageFields } from '@/src/kinds/page/model';

vi.mock('@/src/drafts/draft-store', () => ({
  loadDraft: async () => undefined,
  saveDraft: async () => {},
  discardDraft: async () => {},
  saveDraftWhileClosing: () => {},
}));
vi.mock('@/src/drafts/history', () => ({ versionsOf: async () => [], keepVersion: async () => [] }));
vi.mock('@/src/drafts/shared-editing', () => ({
  shareEditing: () => ({ first: Promise.resolve(true), held: Promise.resolve(), announce: () => {}, close: () => {} }),
}));
const { useResourceEditor } = await import('@/src/ui/editor/useResourceEditor');

type Text = 'name' | 'meta_title' | 'meta_keywords' | 'other1';
const TEXTS: Text[] = ['name', 'meta_title', 'meta_keywords', 'other1'];

/** A site of one page whose writes wait until the test lets them through (`hold`), or go at once. */
function heldSite(hold = true) {
  const page: Record<string, unknown> = { id: 3, name: 'Prices', message: '<p>x</p>', meta_title: 'T', meta_keywords: 'k', other1: 'o', parent_id: 0, pending: 0, owntmpl: 0 };
  const writes: Record<string, unknown>[] = [];
  let release: (() => void) | null = null;
  const api: RunOperation = async (operation: Operation) => {
    if (operation.op === 'page/save') {
      if (hold) await new Promise<void>((resolve) => (release = resolve));
      writes.push(operation.fields);
      Object.assign(page, operation.fields);
    }
    return { ...page };
  };
  const letWriteThrough = async () => {
    await vi.waitFor(() => expect(release).not.toBeNull());
    const go = release!;
    release = null;
    go();
  };
  return { page, writes, api, letWriteThrough };
}

const root = document.createElement('div');
document.body.append(root);
afterEach(() => render(null, root));

let editor: ReturnType<typeof useResourceEditor<PageFields>>;
function Editor({ api }: { api: RunOperation }) {
  editor = useResourceEditor(pageKind, api, { site: 'https://owner.ucoz.net', id: 3 }, () => {});
  return h('output', null, editor.state.phase);
}

async function open(api: RunOperation) {
  act(() => render(h(Editor, { api }), root));
  await vi.waitFor(() => expect(editor.state.phase).toBe('ready'));
}

const saved = () => vi.waitFor(() => expect([editor.state.phase, editor.state.savedAt !== null || editor.state.conflict !== null]).toEqual(['ready', true]));

test('a field the site changed stays the site\'s after the owner typed in another during the save, and after the next save', async () => {
  const site = heldSite();
  await open(site.api);
  act(() => editor.update({ meta_title: 'Prices 2027' }));
  // Someone changes the name on the site; the save merges it and writes the title alone.
  site.page.name = 'Price list';
  const saving = editor.save();
  // While the write is on its way, the owner types on in the title.
  act(() => editor.update({ meta_title: 'Prices 2027 and 2028' }));
  await site.letWriteThrough();
  await act(() => saving);
  await saved();
  expect(editor.state.fields).toMatchObject({ name: 'Price list', meta_title: 'Prices 2027 and 2028' });
  const next = editor.save();
  await site.letWriteThrough();
  await act(() => next);
  expect(site.writes).toEqual([{ meta_title: 'Prices 2027' }, { meta_title: 'Prices 2027 and 2028' }]);
  expect(site.page.name).toBe('Price list');
});

test('a save that went through in part keeps the question the merge raised: a field the site changed and the owner typed into during the save is asked about, not written over', async () => {
  // A page with its own template: its fields and its template are two writes; the second fails.
  const page: Record<string, unknown> = { id: 3, name: 'Prices', message: '<p>x</p>', meta_title: 'T', meta_keywords: 'k', other1: 'o', parent_id: 0, pending: 0, owntmpl: 1, tmpl: '<html>$BODY$ $POWERED_BY$</html>' };
  let release: (() => void) | null = null;
  const writes: string[] = [];
  const api: RunOperation = async (operation: Operation) => {
    if (operation.op === 'page/save') {
      await new Promise<void>((resolve) => (release = resolve));
      writes.push(`page ${Object.keys(operation.fields).sort().join(' ')}`);
      Object.assign(page, operation.fields);
    }
    if (operation.op === 'page/save-template') throw new Error('the site did not answer');
    return { ...page };
  };
  await open(api);
  act(() => editor.update({ name: 'Prices 2027', tmpl: '<html><b>$BODY$</b> $POWERED_BY$</html>' }));
  // Someone changes the title on the site; the save merges it in.
  page.meta_title = 'Title from the site';
  const saving = editor.save();
  await vi.waitFor(() => expect(release).not.toBeNull());
  // While the page's write is on its way, the owner types into the title.
  act(() => editor.update({ meta_title: 'My title' }));
  release!();
  await act(() => saving);
  await vi.waitFor(() => expect(editor.state.phase).toBe('ready'));
  expect(editor.state.notice).toContain('Part of the save went through');
  expect(editor.state.conflict?.changes.map((change) => change.field)).toEqual(['meta_title']);
  expect(writes).toEqual(['page name']);
  expect(page.meta_title).toBe('Title from the site');
});

test('property: whatever the site changed and the owner typed during the save, no save writes a value the owner did not type over one the site changed', async () => {
  const fieldSet = fc.subarray(TEXTS);
  await fc.assert(
    fc.asyncProperty(fc.subarray(TEXTS, { minLength: 1 }), fieldSet, fieldSet, async (before, onSite, during) => {
      render(null, root);
      // The save takes the fields as they are when it is pressed; what is typed after is typed during it.
      const site = heldSite(false);
      await open(site.api);
      const typed = new Map<string, string[]>();
      const type = (field: Text, value: string) => {
        typed.set(field, [...(typed.get(field) ?? []), value]);
        act(() => editor.update({ [field]: value } as Partial<PageFields>));
      };
      for (const field of before) type(field, `${field} by the owner`);
      for (const field of onSite) site.page[field] = `${field} by the site`;
      const saving = editor.save();
      for (const field of during) type(field, `${field} typed on`);
      await act(() => saving);
      await vi.waitFor(() => expect(editor.state.phase).toBe('ready'));
      if (editor.state.conflict) await act(() => editor.save('take-site'));
      if (editor.state.dirty) await act(() => editor.save());
      // Every value written is one the owner typed.
      for (const write of site.writes) {
        for (const [field, value] of Object.entries(write)) expect(typed.get(field) ?? [], `${field} written as ${String(value)}`).toContain(value);
      }
      // A field the site changed and the owner never typed into keeps the site's value.
      for (const field of onSite) if (!typed.has(field)) expect(site.page[field]).toBe(`${field} by the site`);
    }),
    { numRuns: 40 },
  );
});
