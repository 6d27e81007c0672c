// A short note at the spot the owner clicked, where they look: after an Alt+click the keyboard
// stays in the page (no browser lets an extension move it to its panel), so the note says where
// typing goes. In a closed shadow root (closed-ui.ts), above the page; it takes no click, goes by
// itself after a few seconds, and sooner at the owner's next click or scroll. Not at a key: keys
// typed into the page are when it is needed.
import { mountClosedUi } from './closed-ui';

/** How long a note stays, unless the owner goes on first. */
export const CLICK_NOTE_MS = 5000;
/** Below and right of the pointer, clear of its arrow (px). */
const OFFSET = 14;
/** Kept this far from the window's edges (px). */
const MARGIN = 8;

const STYLE = `
  :host {
    position: fixed !important; left: 0 !important; top: 0 !important; width: 0 !important; height: 0 !important;
    z-index: 2147483647 !important; pointer-events: none !important;
  }
  p {
    position: fixed; margin: 0; max-width: min(320px, calc(100vw - 16px)); box-sizing: border-box;
    font: 13px/1.4 system-ui, sans-serif; color: #fff; background: #1b1f29; border-radius: 6px;
    padding: 6px 10px; box-shadow: 0 2px 8px rgb(0 0 0 / .3);
  }
`;

/** The note shown now: a later one ends it (its host, its timer and its listeners). */
let shown: AbortController | null = null;

/** Shows `text` next to (x, y) of the window; a later note takes its place. */
export function showClickNote(view: Window, x: number, y: number, text: string, signal?: AbortSignal): void {
  const doc = view.document;
  shown?.abort();
  const life = new AbortController();
  shown = life;
  signal?.addEventListener('abort', () => life.abort(), { once: true, signal: life.signal });
  const { root } = mountClosedUi(doc, 'note', STYLE, life.signal);
  const note = doc.createElement('p');
  note.setAttribute('role', 'status');
  note.textContent = text;
  root.append(note);
  // Where it fits: below-right of the click, else above or to the left of it.
  const { width, height } = note.getBoundingClientRect();
  const left = x + OFFSET + width + MARGIN <= view.innerWidth ? x + OFFSET : Math.max(MARGIN, x - OFFSET - width);
  const top = y + OFFSET + height + MARGIN <= view.innerHeight ? y + OFFSET : Math.max(MARGIN, y - OFFSET - height);
  note.style.left = `${left}px`;
  note.style.top = `${top}px`;
  const timer = view.setTimeout(() => life.abort(), CLICK_NOTE_MS);
  life.signal.addEventListener('abort', () => view.clearTimeout(timer), { once: true });
  // The owner going on: the next press or scroll (the click's own release is no news).
  const goOn = { capture: true, passive: true, signal: life.signal };
  for (const name of ['pointerdown', 'scroll'] as const) view.addEventListener(name, () => life.abort(), goOn);
}
