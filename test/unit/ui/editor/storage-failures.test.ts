// @vitest-environment happy-dom
// This computer's storage failing (a full disk, a profile gone read-only) is said in the panel and
// never turns what the site did into a failure: a save the site took stays "Saved", and the owner
// learns that drafts are no longer kept; the next write that works clears the warning.
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, expect, test, vi } from 'vitest';
import type { Operation, RunOperation } from '@/src/messages/operations';
import type { ResourceKind } from '@/src/resources/kind';

const storage = { fails: false };
const full = () => Promise.reject(new DOMException('The quota has been exceeded', 'QuotaExceededError'));
vi.mock('@/src/drafts/draft-store', () => ({
  loadDraft: async () => undefined,
  saveDraft: async () => (storage.fails ? full() : undefined),
  discardDraft: async () => (storage.fails ? full() : undefined),
  saveDraftWhileClosing: () => {},
}));
vi.mock('@/src/drafts/history', () => ({ versionsOf: async () => [], keepVersion: async () => (storage.fails ? full() : []) }));
vi.mock('@/src/drafts/shared-editing', () => ({
  shareEditing: () => ({ first: Promise.resolve(true), held: Promise.resolve(), announce: () => {}, close: () => {} }),
}));
const { useResourceEditor } = await import('@/src/ui/editor/useResourceEditor');
const { NO_OPENING, FirstOpeningContext } = await import('@/src/ui/first-opening');

type Fields = { name: string; absent?: string[] };
const site = { name: 'Prices' };
const written: Operation[] = [];
const api: RunOperation = async (operation) => {
  if (operation.op === 'page/save') {
    written.push(operation);
    Object.assign(site, operation.fields);
  }
  return { ...site };
};
const kind = {
  kind: 'page',
  labels: { name: 'field_name' },
  empty: () => ({ name: '' }),
  fromRecord: (value: unknown) => ({ name: String((value as Fields).name) }),
  load: async (run: RunOperation, id: number) => ({ name: String(((await run({ op: 'page/open', id })) as Fields).name) }),
  validate: () => ({}),
  write: async (run: RunOperation, id: number, changed: string[], fields: Fields) => run({ op: 'page/save', id, fields: { name: fields.name } }),
  mergeable: [],
} as unknown as ResourceKind<Fields>;

const root = document.createElement('div');
document.body.append(root);
afterEach(() => {
  render(null, root);
  storage.fails = false;
  written.splice(0);
});

let editor: ReturnType<typeof useResourceEditor<Fields>>;
function Editor() {
  editor = useResourceEditor(kind, api, { site: 'https://owner.ucoz.net', id: 3 }, () => {});
  return h('output', null, `${editor.state.phase}|${editor.state.savedAt ? 'saved' : ''}|${editor.state.problem?.message ?? ''}|${editor.state.storageProblem ?? ''}`);
}

const shown = () => (root.textContent ?? '').split('|');

test('a save the site took stays saved when keeping its version and clearing the draft fail; the panel says drafts are not kept', async () => {
  act(() => render(h(FirstOpeningContext.Provider, { value: NO_OPENING }, h(Editor, null)), root));
  await vi.waitFor(() => expect(shown()[0]).toBe('ready'));
  storage.fails = true;
  act(() => editor.update({ name: 'Price list' }));
  await act(() => editor.save());
  await vi.waitFor(() => expect(shown()[1]).toBe('saved'));
  expect(written).toHaveLength(1);
  expect(site.name).toBe('Price list');
  const [phase, , problem, storageProblem] = shown();
  expect([phase, problem]).toEqual(['ready', '']);
  expect(storageProblem).toMatch(/^Changes are no longer kept on this computer: The quota has been exceeded\./);

  // Storage works again: the next draft written clears the warning.
  storage.fails = false;
  act(() => editor.update({ name: 'Price list 2027' }));
  await vi.waitFor(() => expect(shown()[3]).toBe(''));
});
