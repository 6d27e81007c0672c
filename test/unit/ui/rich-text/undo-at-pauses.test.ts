// @vitest-environment happy-dom
// Undo steps are taken when typing pauses. Taking one is no edit: it must not start the next
// pause of its own (every 120 ms, for ever, an identical step and a walk of the whole document),
// nor leave undo with steps that take back nothing.
import { expect, test } from 'vitest';
import { undoAtPauses } from '@/src/ui/rich-text/undo-at-pauses';
import { newSquire } from '../../../support/squire';

/** What the mutation observers delivered meanwhile have done. */
const delivered = () => new Promise((resolve) => setTimeout(resolve, 0));

async function open(html: string) {
  const editor = newSquire();
  editor.setHTML(html);
  await delivered();
  return editor;
}

test('a pause records one step and says no edit happened', async () => {
  const editor = await open('<p>One</p>');
  const undo = undoAtPauses(editor);
  editor.getRoot().querySelector('p')!.append(' two');
  await delivered();
  let inputs = 0;
  editor.addEventListener('input', () => inputs++);
  const steps = editor._undoIndex;
  undo.pause();
  await delivered();
  expect(inputs).toBe(0);
  expect(editor._undoIndex).toBe(steps + 1);
  // Paused again with nothing typed between: no further step.
  undo.pause();
  await delivered();
  expect(editor._undoIndex).toBe(steps + 1);
  expect(inputs).toBe(0);
});

test('after a pause, the next edit is an edit again', async () => {
  const editor = await open('<p>One</p>');
  const undo = undoAtPauses(editor);
  undo.pause();
  await delivered();
  let inputs = 0;
  editor.addEventListener('input', () => inputs++);
  editor.getRoot().querySelector('p')!.append(' two');
  await delivered();
  expect(inputs).toBe(1);
});
