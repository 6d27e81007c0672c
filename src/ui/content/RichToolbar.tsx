import type Squire from 'squire-rte';
import type { RefObject } from 'preact';
import { t, type MessageKey } from '../../i18n';

interface Props {
  editor: RefObject<Squire | null>;
  onCommand: () => void;
}

type Command = { label: MessageKey; title: MessageKey; run: (editor: Squire) => void };

const COMMANDS: Command[] = [
  { label: 'tool_bold', title: 'tool_bold_title', run: (e) => (e.hasFormat('B') ? e.removeBold() : e.bold()) },
  { label: 'tool_italic', title: 'tool_italic_title', run: (e) => (e.hasFormat('I') ? e.removeItalic() : e.italic()) },
  { label: 'tool_bullets', title: 'tool_bullets_title', run: (e) => (e.hasFormat('UL') ? e.removeList() : e.makeUnorderedList()) },
  { label: 'tool_numbers', title: 'tool_numbers_title', run: (e) => (e.hasFormat('OL') ? e.removeList() : e.makeOrderedList()) },
  {
    label: 'tool_link',
    title: 'tool_link',
    run: (e) => {
      const url = prompt(t('tool_link_prompt'));
      if (url) e.makeLink(url);
    },
  },
  { label: 'tool_plain', title: 'tool_plain_title', run: (e) => e.removeAllFormatting() },
];

export function RichToolbar({ editor, onCommand }: Props) {
  return (
    <div role="toolbar" aria-label={t('toolbar_formatting')} class="toolbar">
      {COMMANDS.map((command) => (
        <button key={command.title} type="button" class="secondary tool" title={t(command.title)}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            if (!editor.current) return;
            onCommand();
            command.run(editor.current);
            editor.current.focus();
          }}>
          {t(command.label)}
        </button>
      ))}
    </div>
  );
}
