// The heading of a numbered kind's editor: new, named, or known by its number only.
import { t } from '../i18n';
import type { NumberedRef } from '../resources/resource-ref';
import type { NumberedKind } from '../vocabulary/kinds';
import { KIND_WORDS } from './words';

export function editorTitle(ref: NumberedRef<NumberedKind>, name: string): string {
  const titles = KIND_WORDS[ref.kind].editor;
  if (ref.id === null) return 'create' in titles ? t(titles.create) : '';
  return name ? t(titles.named, name) : t(titles.numbered, String(ref.id));
}
