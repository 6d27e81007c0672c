// Squire records an undo step at every space, as a copy of the whole document (its innerHTML):
// with a long page, milliseconds inside the keystroke, word after word. Here the step is taken
// when typing pauses instead, so undo takes back a burst of typing at a time. Other edits (a new
// paragraph, a format, a paste) still record their own steps as Squire does.
import type Squire from 'squire-rte';

export interface UndoAtPauses {
  /** Typing paused: what the owner sees now is where undo steps back to. */
  pause(): void;
}

export function undoAtPauses(editor: Squire): UndoAtPauses {
  const space = editor._keyHandlers[' '];
  if (space) {
    editor.setKeyHandler(' ', (self, event, range) => {
      const wasInUndoState = self._isInUndoState;
      const steps = self._undoIndex;
      // In its undo state, Squire's space handler records nothing and does the rest as ever.
      self._isInUndoState = true;
      try {
        space(self, event, range);
      } finally {
        // Unless the handler recorded a step of its own ("* " starting a list).
        if (self._undoIndex === steps) self._isInUndoState = wasInUndoState;
      }
    });
  }
  return {
    pause() {
      if (editor._isInUndoState) return;
      editor.saveUndoState();
      // The step's bookmark, put in and taken out again, changes nothing: seen as an edit, it
      // would start the next hand-over, and that one the next step, every pause for ever after.
      editor._mutation.takeRecords();
    },
  };
}
