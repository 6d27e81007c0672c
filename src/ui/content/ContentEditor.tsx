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

/** The visual editor hands its HTML over this long after the last keystroke. */
const VISUAL_PUBLISH_DELAY_MS = 120;

/** How long typing in HTML source pauses before the visual mode is checked again (a 200 KB page is slow to sanitise). */
const RECHECK_DELAY_MS = 400;

export function ContentEditor({ id, label, value, onChange, error }: Props) {
  // Sanitising a large page takes time: check once on opening, then after typing pauses, and
  // always right when the owner asks for the visual mode, never on each keystroke.
  const [visualBlocked, setVisualBlocked] = useState(() => hasPartsTheVisualEditorDrops(value));
  const [mode, setMode] = useState<Mode>(visualBlocked ? 'html' : 'visual');
  const activeMode: Mode = visualBlocked ? 'html' : mode;
  const checked = useRef(value);
  const fromVisual = useRef<string | null>(null);
  useEffect(() => {
    if (value === checked.current) return;
    // A value from elsewhere (the site's copy taken, a draft discarded) is checked at once:
    // the visual editor must never hold what it would drop.
    if (activeMode === 'visual' && value !== fromVisual.current) {
      checked.current = value;
      setVisualBlocked(hasPartsTheVisualEditorDrops(value));
      return;
    }
    if (activeMode !== 'html') return;
    const timer = setTimeout(() => {
      checked.current = value;
      setVisualBlocked(hasPartsTheVisualEditorDrops(value));
    }, RECHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value, activeMode]);
  const chooseVisual = () => {
    const blocked = hasPartsTheVisualEditorDrops(value);
    checked.current = value;
    setVisualBlocked(blocked);
    if (!blocked) setMode('visual');
  };
  const labelId = `${id}-label`;

  return (
    <div class="content-editor">
      <div class="row label-row">
        <label id={labelId} for={activeMode === 'html' ? `${id}-html` : undefined}>{label}</label>
        <div role="group" aria-label={t('content_mode_group', label)} class="mode-switch">
          <button type="button" class="secondary" aria-pressed={activeMode === 'visual'} disabled={visualBlocked} onClick={chooseVisual}>
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
        <VisualEditor id={id} labelId={labelId} value={value} onChange={(html) => ((fromVisual.current = html), onChange(html))} />
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
    // Reading a large document back as HTML is slow: once typing pauses (well within the
    // draft's half second), on leaving the field, and before the editor goes away.
    let pending: ReturnType<typeof setTimeout> | undefined;
    const publish = () => {
      clearTimeout(pending);
      pending = undefined;
      lastHtml.current = instance.getHTML();
      onChange(lastHtml.current);
    };
    instance.addEventListener('input', () => {
      if (!touched.current) return;
      clearTimeout(pending);
      pending = setTimeout(publish, VISUAL_PUBLISH_DELAY_MS);
    });
    node.addEventListener('focusout', () => pending !== undefined && publish());
    return () => {
      if (pending !== undefined) publish();
      instance.destroy();
    };
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
