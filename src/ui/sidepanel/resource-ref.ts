// What the panel has open: a kind of resource and its id (null: a new one).
import type { Resource } from '../../detect/resource';
import type { MessageKey } from '../../i18n';
import { isEntryKind, type EditableKind } from '../../resources/editable';

export interface ResourceRef {
  kind: EditableKind;
  id: number | null;
}

/** "This page", "This news entry"…: the button for what the tab shows. */
export const THIS_KIND: Record<EditableKind, MessageKey> = {
  page: 'this_page', news: 'this_news', blog: 'this_blog', publ: 'this_publ', load: 'this_load', board: 'this_board', dir: 'this_dir', stuff: 'this_stuff', faq: 'this_faq', menu: 'this_menu',
};

/** The panel's resource for what the tab shows, when it is one the panel edits directly. */
export function refFromResource(resource: Resource | undefined): ResourceRef | null {
  if (!resource) return null;
  if (resource.kind === 'page') return { kind: 'page', id: resource.id };
  if (resource.kind === 'entry' && isEntryKind(resource.module)) return { kind: resource.module, id: resource.id };
  return null;
}

export function refKey(ref: ResourceRef): string {
  return ref.id === null ? `new-${ref.kind}` : `${ref.kind}:${ref.id}`;
}
