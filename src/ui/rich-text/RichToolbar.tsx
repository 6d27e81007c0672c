// The visual editor's toolbar: headings, bold and italic, lists, a link (picked by a page's name),
// an image, plain text, undo and redo, as icons (lucide) in one row, each named by its label and
// its tooltip. A button shows whether the selection has its format (pressed), as word processors do.
import type Squire from 'squire-rte';
import type { RefObject } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { Bold, Heading2, Heading3, Image, Italic, Link, List, ListOrdered, Redo2, RemoveFormatting, Undo2, type LucideIcon } from 'lucide-preact';
import { t, type MessageKey } from '../../i18n';
import { retagBlocks } from './block-format';
import { ImagePopover, LinkPopover } from './InsertPopovers';

interface Props {
  /** The content's field id. */
  id: string;
  editor: RefObject<Squire | null>;
  /** The editor is there to act on (it loads after the toolbar). */
  ready: boolean;
  onCommand: () => void;
}

type Command = {
  icon: LucideIcon;
  label: MessageKey;
  title: MessageKey;
  /** What it does at once, or the popover it opens (which then acts). */
  run: ((editor: Squire) => void) | 'link' | 'image';
  /** The format the button turns on, to show it pressed where the selection has it. */
  format?: string;
};

const heading = (tag: 'H2' | 'H3'): Command['run'] => (e) => {
  const to = e.hasFormat(tag) ? 'P' : tag;
  e.modifyBlocks((blocks) => retagBlocks(blocks, to));
};

const COMMANDS: Command[] = [
  { icon: Heading2, label: 'tool_heading', title: 'tool_heading_title', run: heading('H2'), format: 'H2' },
  { icon: Heading3, label: 'tool_subheading', title: 'tool_subheading_title', run: heading('H3'), format: 'H3' },
  { icon: Bold, label: 'tool_bold', title: 'tool_bold_title', run: (e) => (e.hasFormat('B') ? e.removeBold() : e.bold()), format: 'B' },
  { icon: Italic, label: 'tool_italic', title: 'tool_italic_title', run: (e) => (e.hasFormat('I') ? e.removeItalic() : e.italic()), format: 'I' },
  { icon: List, label: 'tool_bullets', title: 'tool_bullets_title', run: (e) => (e.hasFormat('UL') ? e.removeList() : e.makeUnorderedList()), format: 'UL' },
  { icon: ListOrdered, label: 'tool_numbers', title: 'tool_numbers_title', run: (e) => (e.hasFormat('OL') ? e.removeList() : e.makeOrderedList()), format: 'OL' },
  { icon: Link, label: 'tool_link', title: 'tool_link', run: 'link', format: 'A' },
  { icon: Image, label: 'tool_image', title: 'tool_image_title', run: 'image' },
  { icon: RemoveFormatting, label: 'tool_plain', title: 'tool_plain_title', run: (e) => e.removeAllFormatting() },
  { icon: Undo2, label: 'tool_undo', title: 'tool_undo_title', run: (e) => e.undo() },
  { icon: Redo2, label: 'tool_redo', title: 'tool_redo_title', run: (e) => e.redo() },
];

export function RichToolbar({ id, editor, ready, onCommand }: Props) {
  const [popover, setPopover] = useState<'link' | 'image' | null>(null);
  /** Where the popover opens: under the selection, over the text below it, so the text does not move. */
  const [popoverTop, setPopoverTop] = useState(0);
  // The formats of the selection, read again whenever the caret moves into other markup.
  const [formats, setFormats] = useState<ReadonlySet<string>>(new Set());
  const readFormats = (squire: Squire) =>
    setFormats(new Set(COMMANDS.flatMap((command) => (command.format && squire.hasFormat(command.format) ? [command.format] : []))));
  useEffect(() => {
    const squire = editor.current;
    if (!ready || !squire) return;
    const read = () => readFormats(squire);
    squire.addEventListener('pathChange', read);
    return () => squire.removeEventListener('pathChange', read);
  }, [ready]);
  const squire = editor.current;
  return (
    <>
      <div role="toolbar" aria-label={t('toolbar_formatting')} class="toolbar">
        {COMMANDS.map((command) => {
          const opens = typeof command.run === 'string' ? command.run : null;
          return (
            <button key={command.title} type="button" class="secondary tool" title={t(command.title)} aria-label={t(command.label)}
              aria-pressed={command.format ? formats.has(command.format) : undefined}
              aria-expanded={opens ? popover === opens : undefined}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                if (!editor.current) return;
                if (typeof command.run === 'string') {
                  setPopoverTop(belowSelection(editor.current));
                  return setPopover(popover === command.run ? null : command.run);
                }
                onCommand();
                command.run(editor.current);
                editor.current.focus();
                // Said at once: the editor's own word of the new path may come a frame later, or not
                // at all where the caret's path reads the same (undo puts the same block back).
                readFormats(editor.current);
              }}>
              <command.icon size={16} aria-hidden="true" />
            </button>
          );
        })}
      </div>
      {squire && popover && (
        <div class="visual-popover" style={{ top: `${popoverTop}px` }}>
          {popover === 'link' && <LinkPopover key="link" editor={squire} id={id} onChange={onCommand} onClose={() => setPopover(null)} />}
          {popover === 'image' && <ImagePopover key="image" editor={squire} id={id} onChange={onCommand} onClose={() => setPopover(null)} />}
        </div>
      )}
    </>
  );
}

/** The selection's bottom, from the top of the visual editor (its toolbar included): where a popover goes. */
function belowSelection(editor: Squire): number {
  const frame = editor.getRoot().closest('.visual');
  const range = editor.getSelection();
  if (!frame) return 0;
  const box = range.getBoundingClientRect();
  const area = editor.getRoot().getBoundingClientRect();
  // A collapsed selection in an empty line has no box: the top of the text, then.
  const bottom = box.height || box.width ? Math.min(Math.max(box.bottom, area.top), area.bottom) : area.top;
  return bottom - frame.getBoundingClientRect().top + 4;
}
