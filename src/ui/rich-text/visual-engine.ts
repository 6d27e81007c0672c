// The heavy part of the visual editor (Squire, and parse5 for the map back to the source),
// loaded when a visual editor first opens rather than with the panel.
import Squire from 'squire-rte';
import { firstScreenOf, type FirstScreen } from '../../html-source/first-screen';
import { followingModels } from '../../html-source/source-model';
import { startVisualSession, type VisualSession } from '../../html-source/visual-session';
import { keepCaretBlockRendered } from './caret-block';
import { keepingUndo } from './keep-undo';
import { pasteAtOnce } from './paste-at-once';
import { keepingCaret, placeCaret } from './place-caret';
import { sanitizeForEditor, sanitizeToFragment } from './sanitize';
import { undoAtPauses } from './undo-at-pauses';
import { whenIdle } from '../../scheduling/when-idle';

/**
 * A text loaded is written out once when the panel is next idle (at the latest this long after):
 * what each block writes to is then known, and the first key costs its block, not the whole
 * text (30 ms on a 200 KB page).
 */
const WRITTEN_AT_LATEST_MS = 3000;

export interface VisualEngine {
  editor: Squire;
  /** Starts over on a new source; what the owner did before is in the HTML already handed over. */
  load(html: string): void;
  /**
   * Shows the first screen of a long source (first-screen.ts), which `load` then replaces with
   * the whole; false (nothing shown) for a short source, or one with nothing closed in its start.
   */
  loadFirstScreen(html: string): boolean;
  /**
   * After loadFirstScreen: the whole source, the caret kept where the owner may have put it in the
   * first screen; or a new source from outside while the owner is in the editor, the caret kept.
   */
  loadWhole(html: string): void;
  /**
   * A text from outside once the whole is in (a save settled with the site's changes, a draft
   * discarded): a step the owner can undo, their steps before it kept; the caret kept where it
   * was when `inEditor`.
   */
  loadFromOutside(html: string, inEditor: boolean): void;
  session(): VisualSession | null;
  /** Typing paused: the point undo steps back to (undo-at-pauses.ts). */
  typingPaused(): void;
  /** Puts the caret after `offset` visible characters (the owner pointed there on the page). */
  placeCaret(offset: number): void;
  destroy(): void;
}

export function createVisualEngine(node: HTMLElement, keptLabel: (start: string) => string): VisualEngine {
  // The editor's own document keeps the source's map; whatever is pasted never does.
  let loading = false;
  const sanitize = (html: string) => (loading ? sanitizeForEditor(html) : sanitizeToFragment(html));
  const editor = new Squire(node, { blockTag: 'P', sanitizeToDOMFragment: sanitize });
  const undo = undoAtPauses(editor);
  const stopShowingCaretBlock = keepCaretBlockRendered(editor, node);
  pasteAtOnce(editor);
  let current: VisualSession | null = null;
  const gone = new AbortController();
  const start = (html: string, parsed?: FirstScreen['parsed']) => {
    loading = true;
    try {
      current?.end();
      current = startVisualSession(editor, html, keptLabel, current ? followingModels(current.model) : undefined, parsed);
    } finally {
      loading = false;
    }
    const session = current;
    whenIdle(window, WRITTEN_AT_LATEST_MS, gone.signal, () => current === session && session.html());
  };
  return {
    editor,
    load: (html) => start(html),
    loadFirstScreen(html) {
      const first = firstScreenOf(html);
      if (first !== null) start(first.text, first.parsed);
      return first !== null;
    },
    loadWhole: (html) => keepingCaret(editor, node, () => start(html)),
    loadFromOutside: (html, inEditor) => keepingUndo(editor, () => (inEditor ? keepingCaret(editor, node, () => start(html)) : start(html))),
    session: () => current,
    typingPaused: () => undo.pause(),
    placeCaret: (offset) => placeCaret(editor, node, offset),
    destroy() {
      gone.abort();
      current?.end();
      stopShowingCaretBlock();
      editor.destroy();
    },
  };
}
