// The visual editor's engine over its element, from the first keystroke's view: loaded once
// (its code is a chunk of its own), a long text's first screen shown at once and the whole read
// in after, and from then on the owner's edits handed to the form when typing pauses.
import { t } from '../../i18n';
import type { Echoes } from '../echoes';
import { holdChanges } from '../hand-over';
import { loadVisualEngine } from './load-visual-engine';
import type { VisualEngine } from './visual-engine';

/** What the owner does to reach into the visual editor: while it shows a long text's first screen, the whole is read first. */
const REACHING_IN = ['pointerdown', 'focusin', 'keydown', 'dragenter'] as const;
/** The whole is read in at the latest this long after the first screen: a panel not on screen draws no frame. */
const WHOLE_AT_LATEST_MS = 100;

/** What the visual editor keeps between renders, shared by its effects and its engine. */
export interface VisualKept {
  /** The engine, once it holds the whole text. */
  engine: VisualEngine | null;
  /** Whether the owner edited since the text was loaded: loading shapes the document, only their edits change the content. */
  touched: boolean;
  /** The HTML the editor holds, as last loaded or passed on. */
  lastHtml: string;
  /** What the editor passed on and the form may still hand back (echoes.ts). */
  passed: Echoes;
  /** The value of the last render. */
  latestValue: string;
  /** Reads the whole of a long text in now, while only its first screen is. */
  readWholeNow: () => void;
  /** A caret is wanted (the owner pointed at the page): the whole is read at once. */
  caretWanted: boolean;
}

/** Where the engine, once it holds the whole, is made known. */
export interface EngineOwner {
  setEditor(visual: VisualEngine): void;
  setReady(ready: boolean): void;
  onChange(html: string): void;
}

/**
 * Writing the HTML back costs a walk of the document, and undo's step a copy of it: once typing
 * pauses (well within the draft's half second); the HTML also on leaving the field, and before
 * the editor goes away. Returns how to stop, the engine with it.
 */
function watchEdits(node: HTMLElement, visual: VisualEngine, kept: VisualKept, onChange: (html: string) => void): () => void {
  const held = holdChanges((paused) => {
    const session = visual.session();
    if (!session) return;
    // Not while the focus leaves: undo's step puts the caret back, and with it the focus.
    if (paused) visual.typingPaused();
    kept.lastHtml = session.html();
    kept.passed.passed(kept.lastHtml);
    onChange(kept.lastHtml);
  }, { paused: () => visual.typingPaused() });
  visual.editor.addEventListener('input', () => kept.touched && held.changed());
  // Resizing an image with the editor's handles only restyles it, and says nothing.
  const resized = new MutationObserver((records) => {
    if (!records.some((record) => record.target.nodeName === 'IMG')) return;
    kept.touched = true;
    held.changed();
  });
  resized.observe(node, { subtree: true, attributes: true, attributeFilter: ['style', 'width', 'height'] });
  node.addEventListener('focusout', held.handOver);
  return () => {
    resized.disconnect();
    held.close();
    visual.destroy();
  };
}

/** Starts the engine over `node`; returns how to stop it (and a load still under way). */
export function startVisualEngine(node: HTMLElement, kept: VisualKept, owner: EngineOwner): () => void {
  let gone = false;
  let stop = () => {};
  // Loading shapes the document; only the owner's own edits may change the content.
  const markTouched = () => (kept.touched = true);
  node.addEventListener('beforeinput', markTouched);
  node.addEventListener('paste', markTouched);
  node.addEventListener('drop', markTouched);
  void loadVisualEngine().then(({ createVisualEngine }) => {
    if (gone) return;
    const visual = createVisualEngine(node, (start) => t('content_kept', start));
    // Undo and redo by the keyboard fire no beforeinput: Squire does them itself.
    visual.editor.addEventListener('undoStateChange', markTouched);
    stop = () => visual.destroy();
    let firstScreen = false;
    const readWhole = () => {
      if (kept.engine || gone) return;
      for (const type of REACHING_IN) node.removeEventListener(type, readWhole, true);
      node.removeAttribute('aria-busy');
      // What the owner sees is what arrived last, should it have changed while the engine loaded.
      kept.lastHtml = kept.latestValue;
      if (firstScreen) visual.loadWhole(kept.lastHtml);
      else visual.load(kept.lastHtml);
      kept.engine = visual;
      owner.setEditor(visual);
      stop = watchEdits(node, visual, kept, owner.onChange);
      owner.setReady(true);
    };
    kept.readWholeNow = readWhole;
    // A long text shows its first screen at once; the whole follows once that is on screen (or
    // shortly, in a panel not shown), or before anything the owner does in the editor.
    // A caret wanted already (the owner pointed at the page): the whole at once.
    firstScreen = !kept.caretWanted && visual.loadFirstScreen(kept.latestValue);
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
}
