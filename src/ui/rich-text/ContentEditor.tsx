// The content of a page or entry, in two modes over the same HTML: visual (Squire) and HTML
// source. The HTML string is the truth: switching modes changes nothing until the owner types,
// and a visual edit rewrites only the blocks the owner touched (see src/html-source).
// The visual mode is VisualEditor.tsx.
import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import { bodyStartIn, isWholeDocument } from '../../html-source/whole-document';
import { CodeEditor } from '../code/CodeEditor';
import { sourceIndexAtVisibleChars } from '../../html-source/visible-source';
import type { CaretRequest } from './useVisualEngine';
import { VisualEditor } from './VisualEditor';

export type { CaretRequest } from './useVisualEngine';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  /** A line under the label, such as what this content is. */
  hint?: string;
  /** Where to put the caret: after `offset` visible characters (the owner pointed there on the page). */
  caretAt?: CaretRequest;
}

type Mode = 'visual' | 'html';

/** The template variables are a template's: a page's content offers none. */
const NO_VARIABLES: readonly [] = [];

export function ContentEditor({ id, label, value, onChange, error, hint, caretAt }: Props) {
  // A whole document (a page's own template) has parts no visual editor can show: source only.
  const wholeDocument = isWholeDocument(value);
  const [mode, setMode] = useState<Mode>(wholeDocument ? 'html' : 'visual');
  const activeMode: Mode = wholeDocument ? 'html' : mode;
  const labelId = `${id}-label`;
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

  return (
    <div class="content-editor">
      <div class="row label-row">
        <label id={labelId}>{label}</label>
        <div role="group" aria-label={t('content_mode_group', label)} class="mode-switch">
          <button type="button" class="secondary" aria-pressed={activeMode === 'visual'} disabled={wholeDocument} onClick={() => setMode('visual')}>
            {t('content_mode_visual')}
          </button>
          <button type="button" class="secondary" aria-pressed={activeMode === 'html'} onClick={() => setMode('html')}>
            {t('content_mode_html')}
          </button>
        </div>
      </div>
      {hint && <p id={`${id}-hint`} class="hint">{hint}</p>}
      {wholeDocument && <p class="hint">{t('content_html_only')}</p>}
      {activeMode === 'html' ? (
        // The same code editor as the templates': a keystroke neither copies out a long text nor
        // renders the form; the text goes to the form when typing pauses.
        <CodeEditor id={`${id}-html`} label={label} value={value} onChange={onChange} language="html" variables={NO_VARIABLES}
          invalid={Boolean(error)} describedBy={described}
          cursorAt={caretAt && { index: sourceIndexAtVisibleChars(value, caretAt.offset, wholeDocument ? bodyStartIn(value) : 0), at: caretAt.at }} />
      ) : (
        <VisualEditor id={id} labelId={labelId} value={value} onChange={onChange} caretAt={caretAt} />
      )}
      {error && <p id={`${id}-error`} class="error">{error}</p>}
    </div>
  );
}
