// A new kind's messages, in both languages: English written out with what each is for, Russian a
// first draft that repeats the English, to be translated (new-kind.ts names the keys).
import type { KindNames } from './kind-names.ts';

type Messages = Record<string, { message: string; description?: string }>;

export function kindMessages(n: KindNames, entries: boolean): Record<string, { message: string; description: string }> {
  const one = n.words;
  const heading = one[0]!.toUpperCase() + one.slice(1);
  const plural = entries ? n.kind : n.plural;
  const pluralHeading = plural[0]!.toUpperCase() + plural.slice(1);
  const shared = {
    [`editor_new_${n.kind}`]: { message: `New ${one}`, description: 'Button and editor heading.' },
    [`editor_edit_${n.kind}`]: { message: `Edit ${one}: $1`, description: 'Editor heading. $1: its name.' },
    [`editor_edit_${n.kind}_number`]: { message: `Edit ${one} #$1`, description: 'Editor heading. $1: the id.' },
    [`section_${plural}`]: { message: pluralHeading, description: 'List heading.' },
    [`show_${plural}`]: { message: `Show ${plural}`, description: 'Button that loads the list.' },
  };
  if (entries) {
    return {
      [`launcher_edit_${n.kind}`]: { message: `Edit ${one} entry`, description: `The on-page button on an entry of ${heading}.` },
      [`launcher_list_${n.kind}`]: { message: `Edit ${plural}`, description: `The on-page button on the list of ${heading}: it opens that list.` },
      [`this_${n.kind}`]: { message: `This ${one} entry`, description: 'Button: edit what the tab shows.' },
      ...shared,
    };
  }
  return {
    ...shared,
    [`field_${n.kind}_name`]: { message: 'Name', description: `Field: the ${one}'s name.` },
    [`validate_${n.kind}_name`]: { message: `Give the ${one} a name.`, description: 'Shown under an empty Name.' },
  };
}

/** The catalogue with the kind's messages added at its end; `described`: with what each is for (the English one). */
export function withMessages(catalogue: string, added: ReturnType<typeof kindMessages>, described: boolean): string {
  const messages = JSON.parse(catalogue) as Messages;
  for (const [key, value] of Object.entries(added)) {
    if (key in messages) throw new Error(`the message "${key}" is there already`);
    messages[key] = described ? value : { message: value.message };
  }
  return `${JSON.stringify(messages, null, 2)}\n`;
}
