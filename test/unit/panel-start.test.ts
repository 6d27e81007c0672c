// The side panel's first step: the read of what the tab shows starts before the interface is
// there, only where the editor would read the site itself (no draft waiting, no other window
// editing it), and the editor's first opening takes that read instead of making another.
import { afterEach, expect, test, vi } from 'vitest';
import type { Operation } from '@/src/messages/operations';
import type { TabContext } from '@/src/messages/protocol';

const sent: Operation[] = [];
vi.mock('@/src/messages/send', () => ({
  sendFromPage: async (request: { type: string; operation: Operation }) => {
    sent.push(request.operation);
    return { from: 'site', operation: request.operation };
  },
}));
const { readAheadOf } = await import('@/src/ui/sidepanel/panel-start');
const { panelOperations } = await import('@/src/ui/panel-operations');

afterEach(() => void sent.splice(0));

const ORIGIN = 'https://owner.ucoz.net';
const context = (resource: TabContext['resource']) =>
  ({ tabId: 4, url: `${ORIGIN}/`, site: { origin: ORIGIN, label: 'owner.ucoz.net' }, resource, menuIds: [], blocks: [], mailFormIds: [], pollIds: [] }) as unknown as TabContext;

function deps(options: { draftOf?: string; lockedName?: string } = {}) {
  const runs: Operation[] = [];
  return {
    runs,
    draftWaits: async (origin: string, resource: string) => `${origin} ${resource}` === options.draftOf,
    editedElsewhere: async (lockName: string) => lockName === options.lockedName,
    run: async (_origin: string, operation: Operation) => (runs.push(operation), { name: 'Prices' }),
  };
}

test('a page on screen is read at once, and an entry with its module', async () => {
  const page = deps();
  const read = await readAheadOf(context({ kind: 'page', id: 3 }), page);
  expect(page.runs).toEqual([{ op: 'page/open', id: 3 }]);
  expect(await read?.answer).toEqual({ name: 'Prices' });
  const news = deps();
  await readAheadOf(context({ kind: 'entry', module: 'news', id: 7 }), news);
  expect(news.runs).toEqual([{ op: 'entry/open', module: 'news', id: 7 }]);
});

test('nothing is read when a draft waits, when another window edits it, or when the tab shows no page or entry', async () => {
  const drafted = deps({ draftOf: `${ORIGIN} page:3` });
  expect(await readAheadOf(context({ kind: 'page', id: 3 }), drafted)).toBeNull();
  const edited = deps({ lockedName: `inplace edit ${ORIGIN} blog:2` });
  expect(await readAheadOf(context({ kind: 'entry', module: 'blog', id: 2 }), edited)).toBeNull();
  const list = deps();
  expect(await readAheadOf(context({ kind: 'list', module: 'news' } as TabContext['resource']), list)).toBeNull();
  expect([...drafted.runs, ...edited.runs, ...list.runs]).toEqual([]);
});

test("the editor's first opening takes the read ahead; a second opening, or another page, reads afresh", async () => {
  let calls = 0;
  const ahead = Promise.resolve({ origin: ORIGIN, operation: { op: 'page/open', id: 3 } as Operation, answer: Promise.resolve({ from: 'ahead' }) });
  const api = panelOperations(ORIGIN, () => calls++, ahead);
  expect(await api({ op: 'page/open', id: 3 })).toEqual({ from: 'ahead' });
  expect(sent).toEqual([]);
  expect(await api({ op: 'page/open', id: 3 })).toEqual({ from: 'site', operation: { op: 'page/open', id: 3 } });
  expect(calls).toBe(2);

  const other = panelOperations(ORIGIN, () => {}, ahead);
  expect(await other({ op: 'page/open', id: 5 })).toEqual({ from: 'site', operation: { op: 'page/open', id: 5 } });
  // Its chance is gone with the first opening, whichever it was.
  expect(await other({ op: 'page/open', id: 3 })).toEqual({ from: 'site', operation: { op: 'page/open', id: 3 } });
});

test('calls other than an opening neither wait for the read ahead nor use it up', async () => {
  let release!: (value: null) => void;
  const pending = new Promise<null>((resolve) => (release = resolve));
  const api = panelOperations(ORIGIN, () => {}, pending);
  expect(await api({ op: 'groups/list' } as Operation)).toEqual({ from: 'site', operation: { op: 'groups/list' } });
  const opening = api({ op: 'page/open', id: 3 });
  release(null);
  expect(await opening).toEqual({ from: 'site', operation: { op: 'page/open', id: 3 } });
});
