// @vitest-environment happy-dom
// The code editor parses all of a big stylesheet while the panel is idle, in short slices, so
// that a jump to its end and typing there does not leave the parsing to the keystrokes.
import { css } from '@codemirror/lang-css';
import { syntaxTree } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { afterEach, expect, test } from 'vitest';
import { parseAheadWhenIdle } from '@/src/ui/code/parse-ahead';

const root = document.createElement('div');
document.body.append(root);
let view: EditorView | null = null;
afterEach(() => view?.destroy());

/** Idle time on demand: the test decides when the panel is idle. */
function manualIdle() {
  type Run = (timeLeft: () => number) => void;
  const queue: Run[] = [];
  return {
    request(run: Run) {
      queue.push(run);
      return () => queue.splice(queue.indexOf(run), 1);
    },
    /** Runs idle callbacks until none is asked for; how many ran. */
    drain() {
      let slices = 0;
      while (queue.length) {
        // An idle period long enough for one slice only.
        queue.shift()!(() => 0);
        slices++;
      }
      return slices;
    },
  };
}

const stylesheet = (bytes: number) => {
  const rule = (i: number) => `.block-${i} a:hover, .block-${i} > li { color: #${(i % 4096).toString(16).padStart(3, '0')}; margin: ${i % 7}px 0 }\n`;
  let text = '';
  for (let i = 0; text.length < bytes; i++) text += rule(i);
  return text;
};

function mount(text: string, idle: ReturnType<typeof manualIdle>) {
  view = new EditorView({ parent: root, state: EditorState.create({ doc: text, extensions: [css(), parseAheadWhenIdle(idle)] }) });
  return view;
}

test('a 200 KB stylesheet is parsed to its end once the panel has been idle, over several short slices', () => {
  const idle = manualIdle();
  const editor = mount(stylesheet(200 * 1024), idle);
  const length = editor.state.doc.length;
  expect(syntaxTree(editor.state).length).toBeLessThan(length);

  const slices = idle.drain();
  expect(syntaxTree(editor.state).length).toBe(length);
  expect(slices).toBeGreaterThan(1);
});

test('after a change it parses again when idle; with nothing left to parse it asks for no more time', () => {
  const idle = manualIdle();
  const editor = mount(stylesheet(50 * 1024), idle);
  idle.drain();
  const end = editor.state.doc.length;
  editor.dispatch({ changes: { from: end, insert: '\n.added { color: red }' } });
  idle.drain();
  expect(syntaxTree(editor.state).length).toBe(editor.state.doc.length);
  expect(syntaxTree(editor.state).resolve(editor.state.doc.length - 3).name).not.toBe('Stylesheet');
  expect(idle.drain()).toBe(0);
});
