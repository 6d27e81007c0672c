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
    editor: { state: state(dirty), save: onSave, discard: () => {}, undoDiscard: () => {}, keepEditing: () => {}, history: [], restore: () => {}, address: null },
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
