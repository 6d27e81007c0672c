// The small button on the owner's site, in a closed shadow root (see closed-ui.ts): fixed in a
// corner, so it neither shifts the site's layout nor takes or leaks styles, and the page can
// neither read it nor relabel it. Only a real click counts (a mouse click, or Enter or Space on
// the focused button): a page script's synthetic click is ignored.
import { closedUiHost, mountClosedUi } from './closed-ui';

export const LAUNCHER_HOST = closedUiHost('launcher');

const STYLE = `
  :host {
    position: fixed !important; right: 16px !important; bottom: 16px !important; z-index: 2147483647 !important;
    display: flex !important; flex-direction: column !important; align-items: flex-end !important;
  }
  button {
    font: 600 13px/1 system-ui, sans-serif; color: #fff; background: #2f6fed; border: 0;
    border-radius: 999px; padding: 10px 14px; box-shadow: 0 2px 8px rgb(0 0 0 / .25); cursor: pointer;
  }
  button:focus-visible { outline: 3px solid #ffc83d; outline-offset: 2px; }
  button.draft::before { content: ''; display: inline-block; width: 8px; height: 8px; margin-right: 6px; border-radius: 50%; background: #ffc83d; }
  p { font: 13px/1.4 system-ui, sans-serif; color: #1b1f29; background: #fff; border-radius: 8px;
    padding: 8px 10px; margin: 0 0 8px; max-width: 260px; box-shadow: 0 2px 8px rgb(0 0 0 / .25); }
  p[hidden] { display: none; }
`;

export interface Launcher {
  /** Says something next to the button (where the browser would not open the panel itself), for a while. */
  say(text: string): void;
  /** While the page shows a draft, the button says so ("Preview: not saved"). */
  previewing(on: boolean): void;
}

/** How long a note stays beside the button: read, it has done its work. */
export const LAUNCHER_NOTE_MS = 8000;

/**
 * `aria`: its accessible name, which says what it opens; `tip`: its tooltip (the background words
 * all three). `draft`: a draft of what the page shows waits in the panel: the button carries a dot.
 */
export function mountLauncher(doc: Document, label: string, aria: string, onActivate: () => void, signal: AbortSignal, tip = '', draft = false, preview = ''): Launcher {
  const { root } = mountClosedUi(doc, 'launcher', STYLE, signal);
  const note = doc.createElement('p');
  note.hidden = true;
  note.setAttribute('role', 'status');
  const button = doc.createElement('button');
  button.type = 'button';
  const show = (previewing: boolean) => {
    button.textContent = previewing ? preview : label;
    button.setAttribute('aria-label', previewing ? `${preview}: ${aria}` : aria);
    button.classList.toggle('draft', draft || previewing);
  };
  show(false);
  // The gesture, taught where the owner already looks for Inplace.
  if (tip) button.title = tip;
  button.addEventListener('click', (event) => event.isTrusted && onActivate(), { signal });
  root.append(note, button);
  const view = doc.defaultView!;
  let hide = 0;
  signal.addEventListener('abort', () => view.clearTimeout(hide), { once: true });
  return {
    say(text) {
      note.textContent = text;
      note.hidden = !text;
      view.clearTimeout(hide);
      if (text) hide = view.setTimeout(() => (note.hidden = true), LAUNCHER_NOTE_MS);
    },
    previewing: show,
  };
}

/** The commands that show a draft in the page; `preview/clear` puts the page back. */
const DRAFT_SHOWN = new Set(['preview/show', 'preview/patch', 'preview/css', 'preview/block', 'preview/menu']);

/** Whether the page shows a draft, for the launcher mounted now or once the page is idle. */
export function draftShownState() {
  let shown = false;
  let launcher: Launcher | null = null;
  return {
    /** A preview command and whether it changed the page; gives that back. */
    heard(type: string, applied: boolean): boolean {
      if (type === 'preview/clear' || DRAFT_SHOWN.has(type)) {
        shown = type !== 'preview/clear' && (applied || shown);
        launcher?.previewing(shown);
      }
      return applied;
    },
    mounted(mountedNow: Launcher) {
      launcher = mountedNow;
      launcher.previewing(shown);
    },
  };
}
