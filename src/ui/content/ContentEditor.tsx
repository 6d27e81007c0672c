// The content of a page or entry, in two modes over the same HTML: visual (Squire) and HTML
// source. The HTML string is the truth: switching modes changes nothing until the owner types.
import Squire from 'squire-rte';
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../../i18n';
import { hasPartsTheVisualEditorDrops, sanitizeToFragment } from './sanitize';
import { RichToolbar } from './RichToolbar';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
}

type Mode = 'visual' | 'html';

export function ContentEditor({ id, label, value, onChange, error }: Props) {
  const visualBlocked = hasPartsTheVisualEditorDrops(value);
  const [mode, setMode] = useState<Mode>(visualBlocked ? 'html' : 'visual');
  const activeMode: Mode = visualBlocked ? 'html' : mode;
  const labelId = `${id}-label`;

  return (
    <div class="content-editor">
      <div class="row label-row">
        <label id={labelId} for={activeMode === 'html' ? `${id}-html` : undefined}>{label}</label>
        <div role="group" aria-label={t('content_mode_group', label)} class="mode-switch">
          <button type="button" class="secondary" aria-pressed={activeMode === 'visual'} disabled={visualBlocked} onClick={() => setMode('visual')}>
            {t('content_mode_visual')}
          </button>
          <button type="button" class="secondary" aria-pressed={activeMode === 'html'} onClick={() => setMode('html')}>
            {t('content_mode_html')}
          </button>
        </div>
      </div>
      {visualBlocked && (
        <p class="hint">{t('content_html_only')}</p>
      )}
      {activeMode === 'html' ? (
        <textarea id={`${id}-html`} class="html-source" value={value} spellcheck={false} rows={14}
          aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined}
          onInput={(event) => onChange(event.currentTarget.value)} />
      ) : (
        <VisualEditor id={id} labelId={labelId} value={value} onChange={onChange} />
      )}
      {error && <p id={`${id}-error`} class="error">{error}</p>}
    </div>
  );
}

function VisualEditor({ id, labelId, value, onChange }: { id: string; labelId: string; value: string; onChange: (html: string) => void }) {
  const root = useRef<HTMLDivElement>(null);
  const editor = useRef<Squire | null>(null);
  const touched = useRef(false);
  const lastHtml = useRef(value);

  useEffect(() => {
    const node = root.current!;
    const instance = new Squire(node, { blockTag: 'P', sanitizeToDOMFragment: (html: string) => sanitizeToFragment(html) });
    instance.setHTML(value);
    editor.current = instance;
    // Squire tidies the HTML it is given; only the owner's own edits may change the content.
    const markTouched = () => (touched.current = true);
    node.addEventListener('beforeinput', markTouched);
    node.addEventListener('paste', markTouched);
    node.addEventListener('drop', markTouched);
    instance.addEventListener('input', () => {
      if (!touched.current) return;
      lastHtml.current = instance.getHTML();
      onChange(lastHtml.current);
    });
    return () => instance.destroy();
  }, []);

  // A value from outside (a discarded draft, the site's copy taken) replaces the document.
  useEffect(() => {
    if (editor.current && value !== lastHtml.current) {
      touched.current = false;
      lastHtml.current = value;
      editor.current.setHTML(value);
    }
  }, [value]);

  return (
    <div class="visual">
      <RichToolbar editor={editor} onCommand={() => (touched.current = true)} />
      <div id={id} ref={root} class="visual-area" role="textbox" aria-multiline="true" aria-labelledby={labelId} />
    </div>
  );
}
