// A plain text field pointed at on the page (a photo's or a video's description) gets the caret
// at the word pointed at: the page counts visible characters (detect/text-offset.ts).
import { useEffect } from 'preact/hooks';
import { indexAtVisibleChars } from '../../detect/text-offset';
import { usePointedCaret } from '../point-spot';

/** Once the record is in the form (`ready`), the field `id` gets the caret the pointing says. */
export function useCaretWhenPointed(id: string, ready: boolean): void {
  const caret = usePointedCaret('content');
  useEffect(() => {
    if (!caret || !ready) return;
    const field = document.getElementById(id) as HTMLTextAreaElement | null;
    if (!field) return;
    const offset = indexAtVisibleChars(field.value, caret.offset);
    field.scrollIntoView({ block: 'center' });
    field.focus();
    field.setSelectionRange(offset, offset);
  }, [caret?.at, ready]);
}
