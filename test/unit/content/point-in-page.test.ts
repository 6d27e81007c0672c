// Point to edit's script, left in the content script's world: a second copy adds nothing while
// the first one's runtime answers; after an update the first copy's runtime is gone (its clicks
// would reach nothing, or touching it throws), and the new copy takes its place.
import { afterEach, expect, test, vi } from 'vitest';
import { keepPointMode, pointModeInPage, pointModeListening } from '@/src/content/point-in-page';
import type { PointMode } from '@/src/content/point-mode';

const mode = (listening = false) => ({ set: vi.fn<PointMode['set']>(), stop: vi.fn<PointMode['stop']>(), listening: () => listening });

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('inplace.point-mode')];
});

test('a second copy adds nothing while the first one\'s runtime answers', () => {
  const first = mode();
  keepPointMode(() => first, () => true);
  const second = vi.fn(() => mode());
  keepPointMode(second, () => true);
  expect(pointModeInPage()).toBe(first);
  expect(second).not.toHaveBeenCalled();
});

test('after an update: the old copy, its runtime gone, is stopped and the new one takes its place', () => {
  let runtime: string | undefined = 'inplace';
  const old = mode();
  keepPointMode(() => old, () => Boolean(runtime));
  runtime = undefined;
  const fresh = mode();
  keepPointMode(() => fresh, () => true);
  expect(pointModeInPage()).toBe(fresh);
  expect(old.stop).toHaveBeenCalledOnce();
});

test('an old copy that throws when touched (its world was torn down) is replaced all the same', () => {
  const dead = { set: () => {}, stop: () => { throw new TypeError("can't access dead object"); }, listening: (): boolean => { throw new TypeError("can't access dead object"); } };
  keepPointMode(() => dead, () => { throw new TypeError("can't access dead object"); });
  const fresh = mode();
  keepPointMode(() => fresh, () => true);
  expect(pointModeInPage()).toBe(fresh);
});

test('whether it takes the pointing now: not without a copy, nor from a copy gone with its extension', () => {
  expect(pointModeListening()).toBe(false);
  keepPointMode(() => mode(true), () => true);
  expect(pointModeListening()).toBe(true);
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('inplace.point-mode')];
  keepPointMode(() => ({ ...mode(), listening: (): boolean => { throw new TypeError("can't access dead object"); } }), () => true);
  expect(pointModeListening()).toBe(false);
});
