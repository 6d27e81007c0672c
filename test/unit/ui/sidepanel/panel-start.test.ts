// The side panel's first step: as it asks what the tab shows, the background reads that page or
// entry, only where the editor would read the site itself (no draft waiting, no other window
// editing it), and the editor's first opening takes that read instead of making another.
import { afterEach, expect, test, vi } from 'vitest';
import type { Operation } from '@/src/messages/operations';
import type { TabContext } from '@/src/messages/protocol';

const sent: Operation[] = [];
vi.mock('@/src/messages/send', () => ({
  sendFromExtensionPage: async (request: { type: string; operation: Operation }) => {
    sent.push(request.operation);
    return { from: 'site', operation: request.operation };
  },
}));
const { startPanel } = await import('@/src/ui/sidepanel/panel-start');
const { panelOperations } = await import('@/src/ui/panel-operations');
const { firstOpening } = await import('@/src/ui/first-opening');
const { readAhead } = await import('@/src/background/read-ahead');

afterEach(() => void sent.splice(0));

const ORIGIN = 'https://owner.ucoz.net';
const context = (resource: TabContext['resource']) =>
  ({ tabId: 4, url: `${ORIGIN}/`, site: { origin: ORIGIN, label: 'owner.ucoz.net' }, resource, parts: [], blocks: [] }) as unknown as TabContext;

function deps(resource: TabContext['resource'], options: { draftOf?: string; lockedName?: string } = {}) {
  const runs: Operation[] = [];
  return {
    runs,
    context: async (tabId: number) => (tabId === 4 ? context(resource) : null),
    draftWaits: async (key: string) => key === options.draftOf,
    editedElsewhere: async (lockName: string) => lockName === options.lockedName,
    run: async (_origin: string, operation: Operation) => (runs.push(operation), { name: 'Prices' }),
  };
}

test('the background reads a page on screen at once, and an entry with its module', async () => {
  const page = deps({ kind: 'page', id: 3 });
  expect(await readAhead(4, [], page)).toEqual({ origin: ORIGIN, resourceKey: 'page:3', operation: { op: 'page/open', id: 3 }, value: { name: 'Prices' } });
  expect(page.runs).toEqual([{ op: 'page/open', id: 3 }]);
  const news = deps({ kind: 'entry', module: 'news', id: 7 });
  await readAhead(4, [], news);
  expect(news.runs).toEqual([{ op: 'entry/open', module: 'news', id: 7 }]);
});

test('nothing is read when a draft waits (stored, or kept by a closing panel), another window edits it, or the tab shows no page or entry', async () => {
  const drafted = deps({ kind: 'page', id: 3 }, { draftOf: `${ORIGIN} page:3` });
  expect(await readAhead(4, [], drafted)).toBeNull();
  const closing = deps({ kind: 'page', id: 3 });
  expect(await readAhead(4, [`${ORIGIN} page:3`], closing)).toBeNull();
  const edited = deps({ kind: 'entry', module: 'blog', id: 2 }, { lockedName: `inplace edit ${ORIGIN} blog:2` });
  expect(await readAhead(4, [], edited)).toBeNull();
  const list = deps({ kind: 'list', module: 'news' } as TabContext['resource']);
  expect(await readAhead(4, [], list)).toBeNull();
  const unknownTab = deps({ kind: 'page', id: 3 });
  expect(await readAhead(5, [], unknownTab)).toBeNull();
  expect([...drafted.runs, ...closing.runs, ...edited.runs, ...list.runs, ...unknownTab.runs]).toEqual([]);
});

test('the panel asks for the context and the read side by side, naming the drafts closing panels kept', async () => {
  const asked: { type: string }[] = [];
  let answerContext!: (value: TabContext) => void;
  const ask = ((request: { type: string }) => {
    asked.push(request);
    if (request.type === 'tabs/context') return new Promise((resolve) => (answerContext = resolve));
    return Promise.resolve({ origin: ORIGIN, operation: { op: 'page/open', id: 3 }, value: { name: 'Prices' } });
  }) as never;
  const storage = new Map<string, string>([['inplace-closing-draft https://owner.ucoz.net page:9', '{}'], ['other', '1']]);
  const local = { get length() { return storage.size; }, key: (i: number) => [...storage.keys()][i] ?? null } as unknown as Storage;
  const started = startPanel('?tab=4', ask, local);
  await vi.waitFor(() => expect(asked.map((request) => request.type)).toEqual(['panel/read-ahead', 'tabs/context']));
  expect(asked[0]).toEqual({ type: 'panel/read-ahead', tabId: 4, closingDrafts: ['https://owner.ucoz.net page:9'] });
  answerContext(context({ kind: 'page', id: 3 }));
  const { readAhead: read } = await started;
  const taken = await read;
  expect(taken?.operation).toEqual({ op: 'page/open', id: 3 });
  expect(taken?.value).toEqual({ name: 'Prices' });
});

test('a read ahead that failed is no one\'s: the editor reads for itself', async () => {
  const ask = ((request: { type: string }) =>
    request.type === 'tabs/context' ? Promise.resolve(context({ kind: 'page', id: 3 })) : Promise.reject(new Error('site down'))) as never;
  const { readAhead: read } = await startPanel('?tab=4', ask, undefined);
  expect(await read).toBeNull();
});

test("the editor's first opening takes the read ahead; a second opening, or another page, reads afresh", async () => {
  let calls = 0;
  const ahead = Promise.resolve({ origin: ORIGIN, resourceKey: 'page:3', operation: { op: 'page/open', id: 3 } as Operation, value: { from: 'ahead' } });
  const api = panelOperations(ORIGIN, () => calls++, firstOpening(ahead));
  expect(await api({ op: 'page/open', id: 3 })).toEqual({ from: 'ahead' });
  expect(sent).toEqual([]);
  expect(await api({ op: 'page/open', id: 3 })).toEqual({ from: 'site', operation: { op: 'page/open', id: 3 } });
  expect(calls).toBe(2);

  const other = panelOperations(ORIGIN, () => {}, firstOpening(ahead));
  expect(await other({ op: 'page/open', id: 5 })).toEqual({ from: 'site', operation: { op: 'page/open', id: 5 } });
  // Its chance is gone with the first opening, whichever it was.
  expect(await other({ op: 'page/open', id: 3 })).toEqual({ from: 'site', operation: { op: 'page/open', id: 3 } });
});

test('calls other than an opening neither wait for the read ahead nor use it up', async () => {
  let release!: (value: null) => void;
  const pending = new Promise<null>((resolve) => (release = resolve));
  const api = panelOperations(ORIGIN, () => {}, firstOpening(pending));
  expect(await api({ op: 'groups/list' } as Operation)).toEqual({ from: 'site', operation: { op: 'groups/list' } });
  const opening = api({ op: 'page/open', id: 3 });
  release(null);
  expect(await opening).toEqual({ from: 'site', operation: { op: 'page/open', id: 3 } });
});
