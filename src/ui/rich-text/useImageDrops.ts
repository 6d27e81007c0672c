// Image files dropped or pasted into the visual editor: put on the site (image-uploads.ts) and
// into the text where they were dropped, or at the caret; what happens is said under the area.
import { useContext, useState } from 'preact/hooks';
import type { RefObject } from 'preact';
import type Squire from 'squire-rte';
import { t } from '../../i18n';
import { ImageUploadsContext } from '../image-uploads';

export interface ImageNote {
  text: string;
  error: boolean;
}

/** The caret where a drop lands (each engine names the call its own way). */
function rangeAt(x: number, y: number): Range | null {
  const doc = document as Document & { caretPositionFromPoint?: (x: number, y: number) => { offsetNode: Node; offset: number } | null };
  const position = doc.caretPositionFromPoint?.(x, y);
  if (position) {
    const range = document.createRange();
    range.setStart(position.offsetNode, position.offset);
    return range;
  }
  return document.caretRangeFromPoint?.(x, y) ?? null;
}

export function useImageDrops(editor: RefObject<Squire | null>, onChange: () => void) {
  const uploads = useContext(ImageUploadsContext);
  const [note, setNote] = useState<ImageNote | null>(null);
  const take = (files: File[], event: Event, at: Range | null) => {
    const images = files.filter((file) => file.type.startsWith('image/'));
    const squire = editor.current;
    if (!images.length || !squire || !uploads) return;
    event.preventDefault();
    event.stopPropagation();
    // Where it was dropped, when that is in the text; else at the caret.
    if (at && squire.getRoot().contains(at.startContainer)) squire.setSelection(at);
    void (async () => {
      for (const file of images) {
        setNote({ text: t('image_uploading', file.name), error: false });
        try {
          const { address, album } = await uploads.upload(file);
          onChange();
          squire.insertImage(address, { alt: '' });
          setNote({ text: t('image_uploaded', file.name, album), error: false });
        } catch (error) {
          return setNote({ text: (error as Error).message, error: true });
        }
      }
    })();
  };
  return {
    note,
    drop: (event: DragEvent) => take([...(event.dataTransfer?.files ?? [])], event, rangeAt(event.clientX, event.clientY)),
    paste: (event: ClipboardEvent) => take([...(event.clipboardData?.files ?? [])], event, null),
  };
}
