// @vitest-environment happy-dom
// The template code editor: what it reports and when, what it takes from outside, and its Preact wrapper.
import { acceptCompletion, currentCompletions } from '@codemirror/autocomplete';
import { undoDepth } from '@codemirror/commands';
import { EditorView } from '@codemirror/view';
import { h, render } from 'preact';
import { useState } from 'preact/hooks';
import { act } from 'preact/test-utils';
import { afterEach, expect, test, vi } from 'vitest';
import { EXTENSION_PAGES_CSP } from '@/src/security/manifest-policy';
import { CodeEditor } from '@/src/ui/code/CodeEditor';
import { mountCodeEditor, type CodeEditorOptions } from '@/src/ui/code/code-editor';
import { handOverAll } from '@/src/ui/hand-over';

const VARIABLES = [{ code: '$SITE_NAME$', description: 'Site name' }];

const root = document.createElement('div');
document.body.append(root);
afterEach(() => {
  render(null, root);
  root.replaceChildren();
});

function mount(options: Partial<CodeEditorOptions> = {}) {
  const onChange = vi.fn();
  const editor = mountCodeEditor(root, { value: '<p>Hi</p>', language: 'html', variables: VARIABLES, label: 'Template', id: 't-code', onChange, ...options });
  const view = EditorView.findFromDOM(root.querySelector<HTMLElement>('.cm-editor')!)!;
  return { editor, view, onChange };
}

/** A keystroke's worth of typing, as CodeMirror's input handling dispatches it. */
function type(view: EditorView, text: string, at = view.state.doc.length) {
  view.dispatch({ changes: { from: at, insert: text }, selection: { anchor: at + text.length }, userEvent: 'input.type' });
}

test('mounts the text in an editable area named by its label and id', () => {
  const { editor, view } = mount();
  const content = root.querySelector<HTMLElement>('.cm-content')!;
  expect(content.id).toBe('t-code');
  expect(content.getAttribute('aria-label')).toBe('Template');
  expect(content.getAttribute('contenteditable')).toBe('true');
  expect(view.state.doc.toString()).toBe('<p>Hi</p>');
  editor.destroy();
  expect(root.querySelector('.cm-editor')).toBeNull();
});

test('reports the owner\'s changes once typing pauses, all in one report', async () => {
  const { view, onChange } = mount();
  type(view, '!');
  type(view, '?');
  expect(onChange).not.toHaveBeenCalled();
  await vi.waitFor(() => expect(onChange).toHaveBeenCalledOnce());
  expect(onChange).toHaveBeenLastCalledWith('<p>Hi</p>!?');
});

test('leaving the editor, a save or the editor going hands the text over at once', () => {
  const { editor, view, onChange } = mount();
  type(view, '!');
  view.dom.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  expect(onChange).toHaveBeenLastCalledWith('<p>Hi</p>!');
  type(view, '?');
  handOverAll();
  expect(onChange).toHaveBeenLastCalledWith('<p>Hi</p>!?');
  type(view, '.');
  editor.destroy();
  expect(onChange).toHaveBeenLastCalledWith('<p>Hi</p>!?.');
  expect(onChange).toHaveBeenCalledTimes(3);
  // Gone, it holds nothing back any more.
  handOverAll();
  expect(onChange).toHaveBeenCalledTimes(3);
});

test('a text set from outside is not reported and leaves nothing to undo into', () => {
  const { editor, view, onChange } = mount();
  type(view, ' old draft');
  editor.setValue('<p>Restored</p>');
  expect(EditorView.findFromDOM(root.querySelector<HTMLElement>('.cm-editor')!)!.state.doc.toString()).toBe('<p>Restored</p>');
  // Nor is the typing it replaced, still held back when it came.
  handOverAll();
  expect(onChange).not.toHaveBeenCalled();
  expect(undoDepth(view.state)).toBe(0);
  // The editor goes on reporting the owner's typing after it.
  type(view, '!');
  handOverAll();
  expect(onChange).toHaveBeenLastCalledWith('<p>Restored</p>!');
});

test.each(['html', 'css'] as const)('%s: a placeholder typed after `$` is completed from its dollar sign', async (language) => {
  const { view, onChange } = mount({ language, value: language === 'css' ? '/* ' : '<p>' });
  // Offered as the owner types, with no key pressed to ask for completions.
  type(view, '$SI');
  await vi.waitFor(() => expect(currentCompletions(view.state).map((option) => option.label)).toEqual(['$SITE_NAME$']));
  await vi.waitFor(() => expect(acceptCompletion(view)).toBe(true));
  expect(view.state.doc.toString()).toBe(language === 'css' ? '/* $SITE_NAME$' : '<p>$SITE_NAME$');
  handOverAll();
  expect(onChange).toHaveBeenLastCalledWith(view.state.doc.toString());
});

test('HTML keeps its own completions beside the placeholders; read only is not editable', () => {
  const { view } = mount();
  expect(view.state.languageDataAt('autocomplete', 3).length).toBeGreaterThanOrEqual(2);
  root.replaceChildren();
  mount({ readOnly: true, language: 'css', value: 'p { color: red }' });
  const content = root.querySelector<HTMLElement>('.cm-content')!;
  expect(content.getAttribute('contenteditable')).toBe('false');
  expect(content.getAttribute('aria-readonly')).toBe('true');
});

test('the extension pages\' CSP starts from the extension alone, lets CodeMirror inject its styles and needs no eval', () => {
  const directives = Object.fromEntries(EXTENSION_PAGES_CSP.split(/;\s*/).map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));
  expect(directives['default-src']).toEqual(["'self'"]);
  expect(directives['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  // The API calls reach the owners' sites: https anywhere, plain http only this machine.
  expect(directives['connect-src']).toEqual(["'self'", 'https:', 'http://localhost:*', 'http://127.0.0.1:*']);
  expect(EXTENSION_PAGES_CSP).not.toContain('unsafe-eval');
});

/** A parent that owns the text, as the template editor does. */
function Owner({ start, outside }: { start: string; outside: { set?: (text: string) => void; seen: string[] } }) {
  const [text, setText] = useState(start);
  outside.set = setText;
  outside.seen.push(text);
  return h(CodeEditor, { id: 't-code', label: 'Template', value: text, onChange: setText, language: 'html', variables: VARIABLES });
}

test('the component loads the editor, keeps the owner\'s typing and takes texts from outside', async () => {
  const outside: { set?: (text: string) => void; seen: string[] } = { seen: [] };
  act(() => render(h(Owner, { start: '<p>A</p>', outside }), root));
  expect(root.querySelector('[aria-busy="true"]')?.textContent).toBe('Loading the code editor…');
  await vi.waitFor(() => expect(root.querySelector('.cm-editor')).not.toBeNull());
  await act(async () => {});
  expect(root.querySelector('[aria-busy]')).toBeNull();
  const view = EditorView.findFromDOM(root.querySelector<HTMLElement>('.cm-editor')!)!;

  act(() => type(view, 'B'));
  act(() => type(view, 'C'));
  act(() => handOverAll());
  expect(outside.seen.at(-1)).toBe('<p>A</p>BC');
  // Typing came back as the value and did not reset the editor: its history holds the typing.
  expect(undoDepth(view.state)).toBe(1);

  act(() => outside.set!('<p>Draft</p>'));
  const current = EditorView.findFromDOM(root.querySelector<HTMLElement>('.cm-editor')!)!;
  expect(current.state.doc.toString()).toBe('<p>Draft</p>');
  expect(undoDepth(current.state)).toBe(0);
});

test("a render that lags behind the typing does not take back the keys typed since", async () => {
  // The parent hands values back through effects that run after the paint: with a long text the
  // owner has typed on by then, and the stale value must not be mistaken for a text from outside.
  let setValue: (value: string) => void = () => {};
  const typed: string[] = [];
  function Lagging() {
    const [value, set] = useState('body {}');
    setValue = set;
    return h(CodeEditor, { label: 'CSS', value, onChange: (text) => typed.push(text), language: 'css', variables: [] });
  }
  act(() => render(h(Lagging, {}), root));
  await vi.waitFor(() => expect(root.querySelector('.cm-editor')).not.toBeNull());
  await act(async () => {});
  const view = EditorView.findFromDOM(root.querySelector<HTMLElement>('.cm-editor')!)!;
  type(view, 'a');
  handOverAll();
  type(view, 'b');
  handOverAll();
  type(view, 'c');
  handOverAll();
  // The parent renders the first text handed over only now, then catches up.
  act(() => setValue(typed[0]!));
  expect(view.state.doc.toString()).toBe('body {}abc');
  act(() => setValue(typed[2]!));
  expect(view.state.doc.toString()).toBe('body {}abc');
  expect(undoDepth(view.state)).toBe(1);
  // A text from outside still replaces it.
  act(() => setValue('p {}'));
  expect(EditorView.findFromDOM(root.querySelector<HTMLElement>('.cm-editor')!)!.state.doc.toString()).toBe('p {}');
});
