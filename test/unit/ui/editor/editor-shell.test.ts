// @vitest-environment happy-dom
// Leaving the panel and Ctrl+S act on what the panel shows at that moment, even before the
// effects of its last render have run (they wait for the next paint).
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, expect, test, vi } from 'vitest';
import { EditorShell } from '@/src/ui/editor/EditorShell';
import type { EditorState } from '@/src/ui/editor/useResourceEditor';

const root = document.createElement('div');
document.body.append(root);
afterEach(() => render(null, root));

const state = (dirty: boolean): EditorState<{ name: string }> => ({
  phase: 'ready', fields: { name: dirty ? 'Changed' : 'Name' }, base: { name: 'Name' }, draftFrom: null, dirty,
  errors: {}, problem: null, conflict: null, savedAt: null, id: 1,
});

const shell = (dirty: boolean, onSave: () => void) =>
  h(EditorShell<{ name: string }>, {
    title: 'Page', site: 'https://example.ucoz.net', children: null,
    editor: { state: state(dirty), save: onSave, discard: () => {}, undoDiscard: () => {}, keepEditing: () => {}, history: [], restore: () => {}, address: null, reopen: () => {} },
  });

/** Whether the browser would ask "leave page?" now. */
function leaveAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  dispatchEvent(event);
  return event.defaultPrevented;
}

test('a change just rendered makes leaving ask at once', () => {
  act(() => render(shell(false, () => {}), root));
  expect(leaveAsks()).toBe(false);
  // Outside act(): the DOM says "Unsaved changes", the effects have not run yet.
  render(shell(true, () => {}), root);
  expect(root.textContent).toContain('Unsaved changes');
  expect(leaveAsks()).toBe(true);
  render(shell(false, () => {}), root);
  expect(leaveAsks()).toBe(false);
});

test('Ctrl+S right after a render saves with the handler of that render', () => {
  const first = vi.fn();
  const latest = vi.fn();
  act(() => render(shell(false, first), root));
  render(shell(true, latest), root);
  dispatchEvent(new KeyboardEvent('keydown', { key: 's', ctrlKey: true, cancelable: true }));
  expect(first).not.toHaveBeenCalled();
  expect(latest).toHaveBeenCalledOnce();
});

test('an editor the site blocked from opening waits with its time, then opens again by itself at the block\'s end', () => {
  vi.useFakeTimers({ now: new Date(2026, 10, 28, 9, 40) });
  const reopen = vi.fn();
  const retryAt = new Date(2026, 10, 28, 9, 50).getTime();
  const failed: EditorState<{ name: string }> = { ...state(false), phase: 'load-failed',
    problem: { message: 'Too many requests: the site has paused them.', remedy: 'Wait, then try again.', code: 'REQUESTS_LIMIT', retryAt } };
  act(() => render(h(EditorShell<{ name: string }>, { title: 'Page', site: 'https://example.ucoz.net', children: null,
    editor: { state: failed, save: () => {}, discard: () => {}, undoDiscard: () => {}, keepEditing: () => {}, history: [], restore: () => {}, address: null, reopen } }), root));
  const button = () => root.querySelector<HTMLButtonElement>('.error-banner button')!;
  expect(button().textContent).toMatch(/^Try again at 9:50\s?(AM)?$/);
  expect(button().disabled).toBe(true);
  act(() => void vi.advanceTimersByTime(10 * 60_000 - 1));
  expect(reopen).not.toHaveBeenCalled();
  act(() => void vi.advanceTimersByTime(1));
  expect(reopen).toHaveBeenCalledOnce();
  expect(button().textContent).toBe('Try again');
  expect(button().disabled).toBe(false);
  button().click();
  expect(reopen).toHaveBeenCalledTimes(2);
  vi.useRealTimers();
});

test('blocked, an editor that read its record before shows that copy read-only with the block’s time, not an empty panel', () => {
  vi.useFakeTimers({ now: new Date(2026, 10, 28, 9, 40) });
  const retryAt = new Date(2026, 10, 28, 9, 50).getTime();
  const stale: EditorState<{ name: string }> = { ...state(false), phase: 'load-failed', stale: true,
    problem: { message: 'Too many requests: the site has paused them.', remedy: 'Wait, then try again.', code: 'REQUESTS_LIMIT', retryAt } };
  act(() => render(h(EditorShell<{ name: string }>, { title: 'Page', site: 'https://example.ucoz.net', children: h('input', { id: 'f-name', value: 'Name' }),
    editor: { state: stale, save: () => {}, discard: () => {}, undoDiscard: () => {}, keepEditing: () => {}, history: [], restore: () => {}, address: null, reopen: () => {} } }), root));
  const form = root.querySelector('form')!;
  expect(form.querySelector<HTMLInputElement>('#f-name')!.value).toBe('Name');
  expect(form.inert).toBe(true);
  expect(form.classList.contains('read-only')).toBe(true);
  expect(root.querySelector('.error-banner')!.textContent).toContain('Too many requests');
  expect(root.querySelector<HTMLButtonElement>('.error-banner button')!.disabled).toBe(true);
  vi.useRealTimers();
});
