// The side panel's classic first script starts the panel before the interface's modules run;
// the interface takes that start rather than asking the background a second time.
import { expect, test } from 'vitest';
import { startEarly, takeEarlyStart } from '@/src/ui/sidepanel/early-start';
import type { PanelStart } from '@/src/ui/sidepanel/panel-start';

function counting() {
  const searches: string[] = [];
  const start = (search: string): Promise<PanelStart> => {
    searches.push(search);
    return Promise.resolve({ tabId: 4, context: null, readAhead: Promise.resolve(null) });
  };
  return { searches, start };
}

test('the interface takes the start the first script made, and asks nothing again', async () => {
  const world = {};
  const { searches, start } = counting();
  startEarly('?tab=4', world, start);
  const taken = takeEarlyStart('?tab=4', world, start);
  expect(searches).toEqual(['?tab=4']);
  expect((await taken).tabId).toBe(4);
});

test('the start is taken once: a second interface on the page (or none from the first script) starts itself', async () => {
  const world = {};
  const { searches, start } = counting();
  startEarly('?tab=4', world, start);
  await takeEarlyStart('?tab=4', world, start);
  await takeEarlyStart('?tab=9', world, start);
  expect(searches).toEqual(['?tab=4', '?tab=9']);
  const alone = counting();
  await takeEarlyStart('', {}, alone.start);
  expect(alone.searches).toEqual(['']);
});

test('a start that fails before the interface takes it reaches the interface, and is not reported as unhandled', async () => {
  const world = {};
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', onUnhandled);
  try {
    startEarly('?tab=4', world, () => Promise.reject(new Error('The background stopped')));
    await new Promise((resolve) => setTimeout(resolve, 10));
    await expect(takeEarlyStart('?tab=4', world)).rejects.toThrow('The background stopped');
    expect(unhandled).toEqual([]);
  } finally {
    process.off('unhandledRejection', onUnhandled);
  }
});
