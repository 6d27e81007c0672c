// A template's code or a page's HTML source, in CodeMirror loaded on first use (its own chunk,
// fetched when a template or the HTML source is opened). The parent owns the text: the editor reports the owner's edits (once typing pauses,
// code-editor.ts) and takes texts from outside.
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../../i18n';
import { echoes } from '../echoes';
import type { CodeEditor as Editor, CodeEditorAria, CodeEditorOptions } from './code-editor';
import type { TemplateVariable } from './variable-completions';

interface Props {
  id?: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  language: CodeEditorOptions['language'];
  variables: readonly TemplateVariable[];
  readOnly?: boolean;
  /** The text is refused (an error under the field). */
  invalid?: boolean;
  /** The ids of the lines under the field that describe it. */
  describedBy?: string;
  /** Where to put the cursor (the owner pointed there on the page); `at` tells one request from the next. */
  cursorAt?: { index: number; at: number };
}

export function CodeEditor({ id, label, value, onChange, language, variables, readOnly, invalid, describedBy, cursorAt }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<Editor | null>(null);
  const [ready, setReady] = useState(false);
  // The editor's document as last reported or set: a `value` equal to it is the owner's own typing.
  const documentText = useRef(value);
  // What the editor reported and the parent may still hand back (echoes.ts).
  const reported = useRef(echoes());
  const aria: CodeEditorAria = { invalid, describedBy };
  const latest = useRef({ value, onChange, aria });
  latest.current = { value, onChange, aria };

  // Mounted once; language, variables and read-only are those of the first render.
  useEffect(() => {
    let gone = false;
    void import('./code-editor').then(({ mountCodeEditor }) => {
      if (gone) return;
      // The text that arrived last, should it have changed while the editor loaded.
      documentText.current = latest.current.value;
      editor.current = mountCodeEditor(host.current!, {
        value: documentText.current, language, variables, label, id, readOnly, state: latest.current.aria,
        onChange: (text) => {
          documentText.current = text;
          reported.current.passed(text);
          latest.current.onChange(text);
        },
      });
      setReady(true);
    });
    return () => {
      gone = true;
      editor.current?.destroy();
      editor.current = null;
    };
  }, []);

  useEffect(() => {
    editor.current?.setAria(aria);
  }, [invalid, describedBy]);

  useEffect(() => {
    if (!editor.current || reported.current.echo(value, documentText.current)) return;
    documentText.current = value;
    editor.current.setValue(value);
  }, [value]);

  // After the text effect above: the cursor goes into the text it is for.
  useEffect(() => {
    if (ready && cursorAt) editor.current?.focusAt(cursorAt.index);
  }, [ready, cursorAt?.at]);

  return (
    <div class="code-editor">
      {!ready && <p class="hint" aria-busy="true">{t('code_editor_loading')}</p>}
      <div ref={host} />
    </div>
  );
}
