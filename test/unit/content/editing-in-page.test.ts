// The editing script, left in the content script's world: a second copy adds nothing while the
// first one's runtime answers; after an update the first copy's runtime is gone (its clicks would
// reach nothing, or touching it throws), it counts as none, and the new copy takes its place.
import { afterEach, expect, test, vi } from 'vitest';
import { editingInPage, keepEditing, pointModeListening, type InPageEditing } from '@/src/content/editing-in-page';
import type { PointMode } from '@/src/content/point-mode';

const editing = (listening = false): InPageEditing => ({
  follow: vi.fn(() => true),
  stop: vi.fn(),
  point: { set: vi.fn<PointMode['set']>(), stop: vi.fn<PointMode['stop']>(), listening: () => listening },
});
const dead = (): never => {
  throw new TypeError("can't access dead object");
};

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('inplace.in-page-editing')];
});

test('a second copy adds nothing while the first one\'s runtime answers', () => {
  const first = editing();
  keepEditing(() => first, () => true);
  const second = vi.fn(() => editing());
  keepEditing(second, () => true);
  expect(editingInPage()).toBe(first);
  expect(second).not.toHaveBeenCalled();
});

test('after an update: the old copy, its runtime gone, counts as none, is stopped and the new one takes its place', () => {
  let runtime: string | undefined = 'inplace';
  const old = editing();
  keepEditing(() => old, () => Boolean(runtime));
  runtime = undefined;
  expect(editingInPage()).toBeNull();
  const fresh = editing();
  keepEditing(() => fresh, () => true);
  expect(editingInPage()).toBe(fresh);
  expect(old.stop).toHaveBeenCalledOnce();
});

test('an old copy that throws when touched (its world was torn down) is replaced all the same', () => {
  keepEditing(() => ({ follow: dead, stop: dead, point: { set: dead, stop: dead, listening: dead } }), dead);
  expect(editingInPage()).toBeNull();
  const fresh = editing();
  keepEditing(() => fresh, () => true);
  expect(editingInPage()).toBe(fresh);
});

test('whether it takes the pointing now: not without a copy, nor from a copy gone with its extension', () => {
  expect(pointModeListening()).toBe(false);
  keepEditing(() => editing(true), () => true);
  expect(pointModeListening()).toBe(true);
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('inplace.in-page-editing')];
  keepEditing(() => ({ ...editing(), point: { set: vi.fn(), stop: vi.fn(), listening: dead } }), () => true);
  expect(pointModeListening()).toBe(false);
});
