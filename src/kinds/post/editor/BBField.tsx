// A post's text as the forum's owners write it: BB code in a plain text area, a toolbar for the
// common tags (each wraps the selection, or puts its pair at the caret), and below it the post as
// it will read, rendered and sanitised by DOMPurify before it reaches this page.
import DOMPurify from 'dompurify';
import { useEffect, useRef } from 'preact/hooks';
import { t, type MessageKey } from '../../../i18n';
import './forum.css';
import { shownPost } from '../model';

interface Tool {
  label: MessageKey;
  open: string;
  close: string;
}

const TOOLS: Tool[] = [
  { label: 'bb_bold', open: '[b]', close: '[/b]' },
  { label: 'bb_italic', open: '[i]', close: '[/i]' },
  { label: 'bb_underline', open: '[u]', close: '[/u]' },
  { label: 'bb_link', open: '[url=https://]', close: '[/url]' },
  { label: 'bb_quote', open: '[quote]', close: '[/quote]' },
  { label: 'bb_code', open: '[code]', close: '[/code]' },
  { label: 'bb_spoiler', open: '[spoiler]', close: '[/spoiler]' },
];

/** The text with `tool`'s tags around the selection; where the caret goes after. */
export function wrapSelection(text: string, start: number, end: number, tool: Pick<Tool, 'open' | 'close'>): { text: string; start: number; end: number } {
  const inner = text.slice(start, end);
  return { text: text.slice(0, start) + tool.open + inner + tool.close + text.slice(end), start: start + tool.open.length, end: start + tool.open.length + inner.length };
}

/** Rendering a long post on every key would cost the typing: the preview follows a pause. */
const PREVIEW_PAUSE_MS = 150;

export function BBField({ id, label, value, error, onInput, render, rows = 8 }: {
  id: string;
  label: string;
  value: string;
  error?: string;
  onInput: (value: string) => void;
  /** The post's HTML for the text (as the site will store it). */
  render: (bb: string) => string;
  rows?: number;
}) {
  const area = useRef<HTMLTextAreaElement>(null);
  const preview = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (!preview.current) return;
      const shown = DOMPurify.sanitize(shownPost(render(value)), { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'], RETURN_DOM_FRAGMENT: true });
      preview.current.replaceChildren(shown);
    }, PREVIEW_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value, render]);
  const apply = (tool: Tool) => {
    const node = area.current;
    if (!node) return;
    const next = wrapSelection(node.value, node.selectionStart, node.selectionEnd, tool);
    onInput(next.text);
    // The text area takes the new value on the next render: the selection follows it there.
    requestAnimationFrame(() => {
      node.focus();
      node.setSelectionRange(next.start, next.end);
    });
  };
  const hasKeeps = /\[keep=\d+\]/.test(value);
  return (
    <div class="field bb-field">
      <label for={id}>{label}</label>
      <div class="bb-tools" role="toolbar" aria-label={t('bb_toolbar')} aria-controls={id}>
        {TOOLS.map((tool) => <button key={tool.label} type="button" class="secondary" onClick={() => apply(tool)}>{t(tool.label)}</button>)}
      </div>
      <textarea ref={area} id={id} value={value} rows={rows} spellcheck aria-invalid={Boolean(error)}
        aria-describedby={[error && `${id}-error`, hasKeeps && `${id}-hint`].filter(Boolean).join(' ') || undefined}
        onInput={(event) => onInput(event.currentTarget.value)} />
      {hasKeeps && <p id={`${id}-hint`} class="hint">{t('post_kept_note')}</p>}
      {error && <p id={`${id}-error`} class="error">{error}</p>}
      <section class="post-preview" aria-label={t('post_preview')} hidden={!value.trim()}>
        <h3>{t('post_preview')}</h3>
        <div ref={preview} class="post-shown" />
      </section>
    </div>
  );
}
