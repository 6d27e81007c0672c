// Template placeholders offered after a `$`, filtered by what was typed, replacing it whole.
import { CompletionContext, insertCompletionText, type CompletionResult } from '@codemirror/autocomplete';
import { EditorState } from '@codemirror/state';
import { expect, test } from 'vitest';
import { variableCompletions } from '@/src/ui/code/variable-completions';

const VARIABLES = [
  { code: '$SITE_NAME$', description: 'Site name' },
  { code: '$SITE_URL$', description: 'Site address' },
  { code: '$POWERED_BY$', description: 'Platform credit' },
];

/** What the source offers with the cursor at `|` in `text`. */
function offered(text: string, explicit = false): CompletionResult | null {
  const pos = text.indexOf('|');
  const state = EditorState.create({ doc: text.replace('|', '') });
  return variableCompletions(VARIABLES)(new CompletionContext(state, pos, explicit)) as CompletionResult | null;
}

test('a dollar sign offers every placeholder, with its description', () => {
  const result = offered('<p>$|</p>');
  expect(result?.options).toEqual(VARIABLES.map(({ code, description }) => ({ label: code, detail: description, type: 'variable' })));
  expect(result?.from).toBe(3);
});

test('letters after the dollar sign narrow the list to the placeholders they start', () => {
  expect(offered('Hi $SITE_|')?.options.map((option) => option.label)).toEqual(['$SITE_NAME$', '$SITE_URL$']);
  expect(offered('Hi $SITE_U|')?.options.map((option) => option.label)).toEqual(['$SITE_URL$']);
  expect(offered('Hi $NOPE|')).toBeNull();
});

test('a choice replaces what was typed from its dollar sign', () => {
  const text = 'Hi $SITE_N';
  const result = offered(`${text}|`)!;
  expect(result.from).toBe(text.indexOf('$'));
  const state = EditorState.create({ doc: text });
  // What CodeMirror does with a chosen option that has no apply of its own.
  const applied = state.update(insertCompletionText(state, result.options[0]!.label, result.from, text.length)).state;
  expect(applied.doc.toString()).toBe('Hi $SITE_NAME$');
});

test('nothing away from a dollar sign, in lower case, or after a placeholder just closed', () => {
  expect(offered('plain text|')).toBeNull();
  expect(offered('$SITE_NAME$ and |')).toBeNull();
  expect(offered('price $site|')).toBeNull();
  expect(offered('$SITE_NAME$|')).toBeNull();
  expect(offered('$SITE_NAME$$|')?.options).toHaveLength(3);
  expect(offered('|$SITE_NAME$')).toBeNull();
});
