// The code editor of templates (HTML or CSS) and of a page's HTML source, on CodeMirror. Loaded
// on demand: the panel does not carry it until a template or the HTML source is opened.
import { autocompletion, closeBrackets, closeBracketsKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import { bracketMatching } from '@codemirror/language';
import { search, searchKeymap } from '@codemirror/search';
import { Compartment, EditorSelection, EditorState, type Extension } from '@codemirror/state';
import { EditorView, keymap, lineNumbers } from '@codemirror/view';
import { FOLLOW_TYPING_TEXT_MAX, holdChanges } from '../hand-over';
import { panelColors } from './code-colors';
import { parseAheadWhenIdle } from './parse-ahead';
import { codeEditorPhrases } from './code-editor-phrases';
import { variableCompletions, type TemplateVariable } from './variable-completions';

export interface CodeEditorOptions {
  value: string;
  language: 'html' | 'css';
  variables: readonly TemplateVariable[];
  /** The accessible name of the editable area. */
  label: string;
  /** Given to the editable area, for the page to point at it. */
  id?: string;
  readOnly?: boolean;
  /** What the editable area says to assistive technology beyond its name; it may change later. */
  state?: CodeEditorAria;
  /**
   * The owner's changes to the text (not those made by `setValue`), once typing pauses, when
   * the editor loses the focus, at `handOverAll` (a save, the panel closing) and before it goes.
   */
  onChange: (text: string) => void;
}

export interface CodeEditorAria {
  invalid?: boolean;
  /** The ids of the hint and the error under the field. */
  describedBy?: string;
}

export interface CodeEditor {
  /** Puts in a text from outside (a draft restored, a conflict resolved), with a fresh undo history. */
  setValue(text: string): void;
  /** Says whether the text is refused, and which lines under the field describe it. */
  setAria(aria: CodeEditorAria): void;
  focus(): void;
  /** Puts the cursor at `index` of the text, in view, and the focus in the editor. */
  focusAt(index: number): void;
  destroy(): void;
}

export function mountCodeEditor(parent: HTMLElement, options: CodeEditorOptions): CodeEditor {
  // A keystroke copies no long text out of the editor, and renders nothing around it.
  const held = holdChanges(() => options.onChange(view.state.doc.toString()), {
    // HTML is sanitised for the page where it changed (sanitised-chunks.ts); CSS restyles it all.
    follows: () => options.language !== 'css' || view.state.doc.length <= FOLLOW_TYPING_TEXT_MAX,
  });
  const aria = new Compartment();
  let ariaNow = options.state ?? {};
  const extensions = [editorExtensions(options, held.changed), aria.of(ariaAttributes(ariaNow))];
  const view = new EditorView({ parent, state: EditorState.create({ doc: options.value, extensions }) });
  view.dom.addEventListener('focusout', held.handOver);
  return {
    setValue(text) {
      held.drop();
      // A new state rather than a transaction: undo cannot lead back into the text replaced,
      // and no update reaches the change listener.
      const head = Math.min(view.state.selection.main.head, text.length);
      view.setState(EditorState.create({ doc: text, extensions, selection: EditorSelection.cursor(head) }));
      view.dispatch({ effects: aria.reconfigure(ariaAttributes(ariaNow)) });
    },
    setAria(next) {
      if (next.invalid === ariaNow.invalid && next.describedBy === ariaNow.describedBy) return;
      ariaNow = next;
      view.dispatch({ effects: aria.reconfigure(ariaAttributes(next)) });
    },
    focus: () => view.focus(),
    focusAt(index) {
      const head = Math.max(0, Math.min(index, view.state.doc.length));
      view.dispatch({ selection: EditorSelection.cursor(head), effects: EditorView.scrollIntoView(head, { y: 'center' }) });
      view.focus();
    },
    destroy() {
      held.close();
      view.destroy();
    },
  };
}

function ariaAttributes({ invalid, describedBy }: CodeEditorAria): Extension {
  const attributes: Record<string, string> = {};
  if (invalid) attributes['aria-invalid'] = 'true';
  if (describedBy) attributes['aria-describedby'] = describedBy;
  return EditorView.contentAttributes.of(attributes);
}

function editorExtensions(options: CodeEditorOptions, changed: () => void): Extension {
  const attributes: Record<string, string> = { 'aria-label': options.label };
  if (options.id) attributes.id = options.id;
  // Read only: not editable, yet still reachable by keyboard to read, select and search.
  if (options.readOnly) Object.assign(attributes, { tabindex: '0', 'aria-readonly': 'true' });
  const completions = [{ autocomplete: variableCompletions(options.variables) }];
  return [
    lineNumbers(),
    history(),
    bracketMatching(),
    closeBrackets(),
    search({ top: true }),
    autocompletion(),
    // Beside the language's own completions (tags and attributes in HTML, properties in CSS).
    EditorState.languageData.of(() => completions),
    // Tab indents, yet the keyboard is never trapped: Escape then Tab still leaves the editor,
    // because CodeMirror lets that Tab through to the browser before any key binding sees it
    // (an open completion list or search panel takes a first Escape to close).
    keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...searchKeymap, ...historyKeymap, indentWithTab]),
    options.language === 'css' ? css() : html(),
    parseAheadWhenIdle(),
    panelColors(),
    EditorView.lineWrapping,
    EditorView.contentAttributes.of(attributes),
    EditorState.phrases.of(codeEditorPhrases()),
    EditorState.readOnly.of(Boolean(options.readOnly)),
    EditorView.editable.of(!options.readOnly),
    EditorView.updateListener.of((update) => {
      if (update.docChanged) changed();
    }),
  ];
}
