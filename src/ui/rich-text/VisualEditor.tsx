// The visual mode of the content editor: the toolbar over an editable area, its engine kept by
// useVisualEngine.
import { useRef } from 'preact/hooks';
import { RichToolbar } from './RichToolbar';
import { useVisualEngine, type CaretRequest } from './useVisualEngine';

export function VisualEditor({ id, labelId, value, onChange, caretAt }: {
  id: string; labelId: string; value: string; onChange: (html: string) => void; caretAt?: CaretRequest;
}) {
  const root = useRef<HTMLDivElement>(null);
  const { editor, ready, touch } = useVisualEngine(root, value, onChange, caretAt);
  return (
    <div class="visual">
      <RichToolbar id={id} editor={editor} ready={ready} onCommand={touch} />
      <div id={id} ref={root} class="visual-area" role="textbox" aria-multiline="true" aria-labelledby={labelId} />
    </div>
  );
}
