// The visual editor's engine through its component's life: started once over its element
// (start-visual-engine.ts), a value from outside loaded over it, and the caret put where the
// owner pointed on the page.
import type Squire from 'squire-rte';
import type { RefObject } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { echoes } from '../echoes';
import { startVisualEngine, type VisualKept } from './start-visual-engine';

/** A caret wanted after `offset` visible characters (detect/text-offset.ts); `at` tells one request from the next. */
export interface CaretRequest {
  offset: number;
  at: number;
}

export function useVisualEngine(root: RefObject<HTMLDivElement>, value: string, onChange: (html: string) => void, caretAt: CaretRequest | undefined) {
  const editor = useRef<Squire | null>(null);
  const [ready, setReady] = useState(false);
  const kept = useRef<VisualKept>({ engine: null, touched: false, lastHtml: value, passed: echoes(), latestValue: value, readWholeNow: () => {}, caretWanted: false }).current;
  kept.caretWanted = Boolean(caretAt);
  kept.latestValue = value;

  // Started with the render that adds the editor, not a frame after it: the content is shown in
  // the frame that shows the form.
  useLayoutEffect(() => startVisualEngine(root.current!, kept, { setEditor: (visual) => (editor.current = visual.editor), setReady, onChange }), []);

  // A value from outside (a discarded draft, the site's copy taken, HTML source edited, a save
  // settled with the site's changes) starts a new session over it, a step undo goes back through;
  // the owner in the editor keeps the caret where it was.
  useEffect(() => {
    if (kept.engine && !kept.passed.echo(value, kept.lastHtml)) {
      kept.touched = false;
      kept.lastHtml = value;
      kept.engine.loadFromOutside(value, Boolean(root.current?.contains(document.activeElement)));
    }
  }, [value]);

  // After the value effect above: the caret goes into the text it was counted in (the whole of
  // it, read first if only its first screen is in).
  useEffect(() => {
    if (caretAt && !ready) kept.readWholeNow();
    if (ready && caretAt) kept.engine?.placeCaret(caretAt.offset);
  }, [ready, caretAt?.at]);

  /** The owner edited through the toolbar. */
  const touch = () => (kept.touched = true);
  return { editor, ready, touch };
}
