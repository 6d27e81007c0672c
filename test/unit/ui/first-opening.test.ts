// @vitest-environment happy-dom
// The editor's first opening shows the read the background made as the panel opened, without
// waiting for the draft store and the editing lock, which the background found free; any other
// opening waits for both, as a draft or another window may be there.
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, expect, test, vi } from 'vitest';
import type { Operation, RunOperation } from '@/src/messages/operations';
import type { ReadAhead } from '@/src/messages/protocol';
import type { ResourceKind } from '@/src/resources/kind';

// The draft store and the lock answer only when the test says so.
const waits = { draft: Promise.withResolvers<undefined>(), lock: Promise.withResolvers<boolean>() };
vi.mock('@/src/drafts/draft-store', () => ({
  loadDraft: () => waits.draft.promise,
  saveDraft: async () => {},
  discardDraft: async () => {},
  saveDraftWhileClosing: () => {},
}));
// What reaches the site through the background.
const sent: Operation[] = [];
vi.mock('@/src/messages/send', () => ({
  sendFromExtensionPage: async ({ operation }: { operation: Operation }) => (sent.push(operation), { name: 'From the site' }),
}));
vi.mock('@/src/drafts/history', () => ({ versionsOf: async () => [], keepVersion: async () => [] }));
vi.mock('@/src/drafts/shared-editing', () => ({
  shareEditing: () => ({ first: waits.lock.promise, held: waits.lock.promise.then(() => {}), announce: () => {}, close: () => {} }),
}));
const { firstOpening, FirstOpeningContext } = await import('@/src/ui/first-opening');
const { panelOperations } = await import('@/src/ui/panel-operations');
const { useResourceEditor } = await import('@/src/ui/editor/useResourceEditor');

const ORIGIN = 'https://owner.ucoz.net';
type Fields = { name: string; absent?: string[] };
const kind = {
  kind: 'page',
  empty: () => ({ name: '' }),
  load: async (api: RunOperation, id: number) => ({ name: String((await api({ op: 'page/open', id }) as { name: string }).name) }),
} as unknown as ResourceKind<Fields>;

const root = document.createElement('div');
document.body.append(root);
afterEach(() => {
  render(null, root);
  sent.splice(0);
  waits.draft = Promise.withResolvers();
  waits.lock = Promise.withResolvers();
});

function Editor({ api, id }: { api: RunOperation; id: number }) {
  const { state } = useResourceEditor(kind, api, { site: ORIGIN, id }, () => {});
  return h('output', null, `${state.phase} ${state.fields.name}`);
}

const read = (id: number): ReadAhead => ({ origin: ORIGIN, resourceKey: `page:${id}`, operation: { op: 'page/open', id }, value: { name: 'Prices' } });

function open(ahead: ReadAhead | null, id: number) {
  const opening = firstOpening(Promise.resolve(ahead));
  act(() => render(h(FirstOpeningContext.Provider, { value: opening }, h(Editor, { api: panelOperations(ORIGIN, () => {}, opening), id })), root));
}

const shown = () => root.textContent;

test('the read ahead of this page is shown while the draft store and the lock have not answered', async () => {
  open(read(3), 3);
  await vi.waitFor(() => expect(shown()).toBe('ready Prices'));
  // The lock comes: this window holds the page, nothing changes, and the site was not asked again.
  await act(async () => waits.lock.resolve(true));
  expect(shown()).toBe('ready Prices');
  expect(sent).toEqual([]);
});

test('a read ahead of another page vouches for nothing: the editor waits for its draft and lock', async () => {
  open(read(5), 3);
  await act(async () => {});
  expect(shown()).toBe('loading ');
  await act(async () => {
    waits.lock.resolve(true);
    waits.draft.resolve(undefined);
  });
  await vi.waitFor(() => expect(shown()).toBe('ready From the site'));
  expect(sent).toEqual([{ op: 'page/open', id: 3 }]);
});

test('with no read ahead the editor waits for its draft and lock', async () => {
  open(null, 3);
  await act(async () => {});
  expect(shown()).toBe('loading ');
});

test('a read ahead vouches once: a second opening does not take it', async () => {
  const opening = firstOpening(Promise.resolve(read(3)));
  expect(await opening.vouches(ORIGIN, 'page:3')).toBe(true);
  expect(await opening.vouches('https://other.ucoz.net', 'page:3')).toBe(false);
  expect(await opening.take()).toEqual(read(3));
  expect(await opening.vouches(ORIGIN, 'page:3')).toBe(false);
  expect(opening.take()).toBeNull();
});
