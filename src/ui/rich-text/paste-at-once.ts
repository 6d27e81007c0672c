// Squire reads a paste's text with DataTransferItem.getAsString, whose answer comes a task
// later: keys typed right after Ctrl+V landed before the pasted text ("и да" + pasted + "льше").
// The paste event's own getData answers at once, so the text goes in before the next key.
import type Squire from 'squire-rte';

export function pasteAtOnce(editor: Squire): void {
  const handlers = editor._events.get('paste');
  const squirePaste = handlers?.[0];
  if (!handlers || typeof squirePaste !== 'function') return;
  handlers[0] = function (this: Squire, event: Event) {
    if (!pastedNow(editor, event as ClipboardEvent)) squirePaste.call(this, event);
  };
}

/** Inserts the pasted HTML or text now; false leaves the paste to Squire (images, a link made of a selection). */
function pastedNow(editor: Squire, event: ClipboardEvent): boolean {
  const data = event.clipboardData;
  if (!data) return false;
  const html = data.getData('text/html');
  const text = data.getData('text/plain');
  // Shift held: the plain text, as Squire does.
  if (html && !(editor._isShiftDown && text)) {
    event.preventDefault();
    editor.insertHTML(html, true);
    return true;
  }
  // Plain text over a selection may become a link of it: Squire's own way.
  if (text && editor.getSelection().collapsed) {
    event.preventDefault();
    editor.insertPlainText(text, true);
    return true;
  }
  return false;
}
