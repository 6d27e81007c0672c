// The heading of a numbered kind's editor: new, named, or, not read (the site could not be
// reached), said as its button on the site says it ("Edit page"), never by a number alone.
import { t } from '../i18n';
import type { NumberedRef } from '../resources/resource-ref';
import type { NumberedKind } from '../vocabulary/kinds';
import type { KindWords } from './kind-words';
import { KIND_WORDS } from './words';

/** `name`: as the site's copy has it; undefined while none was read. */
export function editorTitle(ref: NumberedRef<NumberedKind>, name: string | undefined): string {
  const words: KindWords = KIND_WORDS[ref.kind];
  const titles = words.editor;
  if (ref.id === null) return titles.create ? t(titles.create) : '';
  const asOnSite = words.launcher;
  if (name === undefined && asOnSite) return t(asOnSite);
  return name ? t(titles.named, name) : t(titles.numbered, String(ref.id));
}
