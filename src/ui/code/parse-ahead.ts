// CodeMirror parses only up to a little beyond what is on screen; a jump to the end of a 200 KB
// stylesheet (Ctrl+End, a search) then left the parsing to the next keystrokes, 20 ms of it each,
// and the first few keys typed there lagged. This parses the whole text in short slices while
// the panel is idle, after it opens and after each change, so that typing anywhere finds it done.
import { ensureSyntaxTree, syntaxTree } from '@codemirror/language';
import { ViewPlugin, type EditorView, type ViewUpdate } from '@codemirror/view';

/** Short, so that a key pressed during a slice waits no longer than this. */
export const PARSE_SLICE_MS = 5;

/** `timeLeft`: how long the browser expects to stay idle, in ms. */
type Idle = { request(run: (timeLeft: () => number) => void): () => void };

/** requestIdleCallback where there is one (both browsers have it), else one slice per timer. */
const browserIdle: Idle = {
  request(run) {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback((deadline) => run(() => deadline.timeRemaining()), { timeout: 1000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => run(() => 0), 50);
    return () => clearTimeout(timer);
  },
};

export function parseAheadWhenIdle(idle: Idle = browserIdle) {
  return ViewPlugin.fromClass(class {
    private cancel: (() => void) | null = null;
    private readonly view: EditorView;

    constructor(view: EditorView) {
      this.view = view;
      this.schedule();
    }

    update(update: ViewUpdate) {
      if (update.docChanged) this.schedule();
    }

    private schedule() {
      this.cancel?.();
      this.cancel = idle.request((timeLeft) => this.parse(timeLeft));
    }

    /** Slice after slice while the browser stays idle; then again at its next idle time. */
    private parse(timeLeft: () => number) {
      this.cancel = null;
      const { state } = this.view;
      do {
        const tree = ensureSyntaxTree(state, state.doc.length, PARSE_SLICE_MS);
        if (tree) {
          // Hand the finished tree to the editor now rather than at the next keystroke.
          if (tree !== syntaxTree(state)) this.view.dispatch({});
          return;
        }
      } while (timeLeft() > PARSE_SLICE_MS);
      this.schedule();
    }

    destroy() {
      this.cancel?.();
    }
  });
}
