// The visual mode of the content editor: the toolbar over an editable area (one in the form: over
// the editor the owner is in, toolbar-focus.ts), its engine kept by useVisualEngine; image files
// dropped or pasted into it go onto the site (useImageDrops).
import { useRef } from 'preact/hooks';
import { RichToolbar } from './RichToolbar';
import { useToolbarHere } from './toolbar-focus';
import { useImageDrops } from './useImageDrops';
import { useVisualEngine, type CaretRequest } from './useVisualEngine';

export function VisualEditor({ id, labelId, value, onChange, caretAt }: {
  id: string; labelId: string; value: string; onChange: (html: string) => void; caretAt?: CaretRequest;
}) {
  const root = useRef<HTMLDivElement>(null);
  const { editor, ready, touch } = useVisualEngine(root, value, onChange, caretAt);
  const toolbar = useToolbarHere(id);
  // An image file dropped or pasted goes onto the site and into the text.
  const images = useImageDrops(editor, touch);
  return (
    <div class="visual" onFocusCapture={toolbar.entered}>
      {toolbar.shown && <RichToolbar id={id} editor={editor} ready={ready} onCommand={touch} />}
      <div id={id} ref={root} class="visual-area" role="textbox" aria-multiline="true" aria-labelledby={labelId}
        onDropCapture={images.drop} onPasteCapture={images.paste} />
      {images.note && <p class={images.note.error ? 'error' : 'hint'} role={images.note.error ? 'alert' : 'status'}>{images.note.text}</p>}
    </div>
  );
}
