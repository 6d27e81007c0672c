import type Squire from 'squire-rte';
import type { RefObject } from 'preact';

interface Props {
  editor: RefObject<Squire | null>;
  onCommand: () => void;
}

type Command = { label: string; title: string; run: (editor: Squire) => void };

const COMMANDS: Command[] = [
  { label: 'Bold', title: 'Bold (Ctrl+B)', run: (e) => (e.hasFormat('B') ? e.removeBold() : e.bold()) },
  { label: 'Italic', title: 'Italic (Ctrl+I)', run: (e) => (e.hasFormat('I') ? e.removeItalic() : e.italic()) },
  { label: '• List', title: 'Bulleted list', run: (e) => (e.hasFormat('UL') ? e.removeList() : e.makeUnorderedList()) },
  { label: '1. List', title: 'Numbered list', run: (e) => (e.hasFormat('OL') ? e.removeList() : e.makeOrderedList()) },
  {
    label: 'Link',
    title: 'Link',
    run: (e) => {
      const url = prompt('Link address');
      if (url) e.makeLink(url);
    },
  },
  { label: 'Plain', title: 'Remove formatting', run: (e) => e.removeAllFormatting() },
];

export function RichToolbar({ editor, onCommand }: Props) {
  return (
    <div role="toolbar" aria-label="Formatting" class="toolbar">
      {COMMANDS.map((command) => (
        <button key={command.title} type="button" class="secondary tool" title={command.title}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            if (!editor.current) return;
            onCommand();
            command.run(editor.current);
            editor.current.focus();
          }}>
          {command.label}
        </button>
      ))}
    </div>
  );
}
