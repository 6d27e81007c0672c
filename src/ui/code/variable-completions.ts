// Template placeholders ($SITE_NAME$ and the like) offered as the owner types them.
import type { CompletionContext, CompletionResult, CompletionSource } from '@codemirror/autocomplete';

export interface TemplateVariable {
  /** The placeholder as written in the template, dollar signs included. */
  code: string;
  description: string;
}

/** A placeholder being typed: a dollar sign and what may follow it in a code. */
const TYPED_PLACEHOLDER = /\$[A-Z0-9_]*$/;

/** The text before a closing dollar sign: `$NAME` right before it. */
const OPEN_PLACEHOLDER = /\$[A-Z0-9_]+$/;

/** The placeholders that start with what the owner typed, to replace it from its `$`. */
export function variableCompletions(variables: readonly TemplateVariable[]): CompletionSource {
  return (context: CompletionContext): CompletionResult | null => {
    const typed = context.matchBefore(TYPED_PLACEHOLDER);
    if (!typed || closesPlaceholder(context, typed.from, typed.text)) return null;
    const options = variables
      .filter((variable) => variable.code.startsWith(typed.text))
      .map((variable) => ({ label: variable.code, detail: variable.description, type: 'variable' }));
    return options.length ? { from: typed.from, options } : null;
  };
}

/**
 * A lone `$` that ends a placeholder just written (`$NAME$`) starts nothing: offering the list
 * there would make Enter pick a placeholder instead of breaking the line.
 */
function closesPlaceholder(context: CompletionContext, from: number, typed: string): boolean {
  if (typed !== '$') return false;
  const line = context.state.doc.lineAt(from);
  return OPEN_PLACEHOLDER.test(context.state.sliceDoc(line.from, from));
}
