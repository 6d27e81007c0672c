// The content of a page or entry, in two modes over the same HTML: visual (Squire) and HTML
// source. The HTML string is the truth: switching modes changes nothing until the owner types,
// and a visual edit rewrites only the blocks the owner touched (see src/html-source).
import type Squire from 'squire-rte';
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../../i18n';
import { bodyStartIn, isWholeDocument } from '../../html-source/whole-document';
import { CodeEditor } from '../code/CodeEditor';
import { echoes } from '../echoes';
import { holdChanges } from '../hand-over';
import { RichToolbar } from './RichToolbar';
import { sourceIndexAtVisibleChars } from '../../html-source/visible-source';
import type { VisualEngine } from './visual-engine';
import { loadVisualEngine } from './load-visual-engine';

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

/** A caret wanted after `offset` visible characters (detect/text-offset.ts); `at` tells one request from the next. */
export interface CaretRequest {
  offset: number;
  at: number;
}

type Mode = 'visual' | 'html';

/** What the owner does to reach into the visual editor: while it shows a long text's first screen, the whole is read first. */
const REACHING_IN = ['pointerdown', 'focusin', 'keydown', 'dragenter'] as const;
/** The whole is read in at the latest this long after the first screen: a panel not on screen draws no frame. */
const WHOLE_AT_LATEST_MS = 100;

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

function VisualEditor({ id, labelId, value, onChange, caretAt }: {
  id: string; labelId: string; value: string; onChange: (html: string) => void; caretAt?: CaretRequest;
}) {
  const root = useRef<HTMLDivElement>(null);
  const editor = useRef<Squire | null>(null);
  const engine = useRef<VisualEngine | null>(null);
  const [ready, setReady] = useState(false);
  const touched = useRef(false);
  const lastHtml = useRef(value);
  // What the editor passed on and the form may still hand back (echoes.ts).
  const passed = useRef(echoes());
  const latestValue = useRef(value);
  /** Reads the whole of a long text in now, while only its first screen is (see below). */
  const readWholeNow = useRef(() => {});
  const caretWanted = useRef(false);
  caretWanted.current = Boolean(caretAt);
  latestValue.current = value;

  useEffect(() => {
    const node = root.current!;
    let gone = false;
    let stop = () => {};
    // Loading shapes the document; only the owner's own edits may change the content.
    const markTouched = () => (touched.current = true);
    node.addEventListener('beforeinput', markTouched);
    node.addEventListener('paste', markTouched);
    node.addEventListener('drop', markTouched);
    // Writing the HTML back costs a walk of the document, and undo's step a copy of it: once
    // typing pauses (well within the draft's half second); the HTML also on leaving the field,
    // and before the editor goes away.
    const watch = (visual: VisualEngine) => {
      const held = holdChanges((paused) => {
        const session = visual.session();
        if (!session) return;
        // Not while the focus leaves: undo's step puts the caret back, and with it the focus.
        if (paused) visual.typingPaused();
        lastHtml.current = session.html();
        passed.current.passed(lastHtml.current);
        onChange(lastHtml.current);
      }, { paused: () => visual.typingPaused() });
      visual.editor.addEventListener('input', () => touched.current && held.changed());
      // Resizing an image with the editor's handles only restyles it, and says nothing.
      const resized = new MutationObserver((records) => {
        if (!records.some((record) => record.target.nodeName === 'IMG')) return;
        touched.current = true;
        held.changed();
      });
      resized.observe(node, { subtree: true, attributes: true, attributeFilter: ['style', 'width', 'height'] });
      node.addEventListener('focusout', held.handOver);
      return () => {
        resized.disconnect();
        held.close();
        visual.destroy();
      };
    };
    void loadVisualEngine().then(({ createVisualEngine }) => {
      if (gone) return;
      const visual = createVisualEngine(node, (start) => t('content_kept', start));
      stop = () => visual.destroy();
      let firstScreen = false;
      const readWhole = () => {
        if (engine.current || gone) return;
        for (const type of REACHING_IN) node.removeEventListener(type, readWhole, true);
        node.removeAttribute('aria-busy');
        // What the owner sees is what arrived last, should it have changed while the engine loaded.
        lastHtml.current = latestValue.current;
        if (firstScreen) visual.loadWhole(lastHtml.current);
        else visual.load(lastHtml.current);
        engine.current = visual;
        editor.current = visual.editor;
        stop = watch(visual);
        setReady(true);
      };
      readWholeNow.current = readWhole;
      // A long text shows its first screen at once; the whole follows once that is on screen (or
      // shortly, in a panel not shown), or before anything the owner does in the editor.
      // A caret wanted already (the owner pointed at the page): the whole at once.
      firstScreen = !caretWanted.current && visual.loadFirstScreen(latestValue.current);
      if (!firstScreen) return readWhole();
      node.setAttribute('aria-busy', 'true');
      for (const type of REACHING_IN) node.addEventListener(type, readWhole, true);
      requestAnimationFrame(() => setTimeout(readWhole));
      setTimeout(readWhole, WHOLE_AT_LATEST_MS);
    });
    return () => {
      gone = true;
      stop();
    };
  }, []);

  // A value from outside (a discarded draft, the site's copy taken, HTML source edited, a save
  // settled with the site's changes) starts a new session over it; the owner in the editor keeps
  // the caret where it was.
  useEffect(() => {
    if (engine.current && !passed.current.echo(value, lastHtml.current)) {
      touched.current = false;
      lastHtml.current = value;
      if (root.current?.contains(document.activeElement)) engine.current.loadWhole(value);
      else engine.current.load(value);
    }
  }, [value]);

  // After the value effect above: the caret goes into the text it was counted in (the whole of
  // it, read first if only its first screen is in).
  useEffect(() => {
    if (caretAt && !ready) readWholeNow.current();
    if (ready && caretAt) engine.current?.placeCaret(caretAt.offset);
  }, [ready, caretAt?.at]);

  return (
    <div class="visual">
      <RichToolbar id={id} editor={editor} ready={ready} onCommand={() => (touched.current = true)} />
      <div id={id} ref={root} class="visual-area" role="textbox" aria-multiline="true" aria-labelledby={labelId} />
    </div>
  );
}
