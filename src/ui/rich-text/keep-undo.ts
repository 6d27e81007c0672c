// Squire clears its undo steps whenever the editor is given new HTML. A text from outside that
// arrives while the owner edits (a save settled with the site's changes, a draft discarded) is
// one step more: undo goes back through it to the owner's own steps before it. The source
// model's ids never repeat within an editor (source-model.ts), so a step from before is still
// written back right, if freshly where the current model does not know it.
import type Squire from 'squire-rte';

export function keepingUndo(editor: Squire, change: () => void): void {
  // What the owner sees now is a step of its own (their last keys may be in none yet).
  editor.saveUndoState();
  // Putting the step's bookmark in and out again is no edit of the owner's.
  editor._mutation.takeRecords();
  const earlier = editor._undoStack.slice(0, editor._undoIndex + 1);
  change();
  const now = editor._undoStack[editor._undoIndex];
  if (now === undefined) return;
  editor._undoStack.length = 0;
  editor._undoStack.push(...earlier, now);
  editor._undoIndex = earlier.length;
  editor._undoStackLength = earlier.length + 1;
}
