// What the panel has open: a kind of resource and its id (null: a new one).
import type { Resource } from '../detect/resource';
import { isEntryKind, SHOWN_RECORD_KINDS, type NumberedKind, type OnScreenKind } from '../vocabulary/kinds';

export type { OnScreenKind };

/** A template exists already (the site has no call that makes one): its path is its id. */
export type ResourceRef = NumberedRef | TemplateRef;
/** `title`: the site's name for it, where the panel read one (the template tree's). */
export type TemplateRef = { kind: 'template'; id: string; title?: string };

/** A record the site numbers, of one kind or another (null: a new one). */
export type NumberedRef<K extends NumberedKind = NumberedKind> = { kind: K; id: number | null };

export type OnScreenRef = { kind: OnScreenKind; id: number };

/**
 * The panel's resource for what the tab shows, when it is one the panel edits directly: by the
 * address, else by the record the page's markup says it shows (`parts`, the hello's).
 */
export function refFromResource(resource: Resource | undefined, parts: readonly { kind: string; id: number }[] = []): OnScreenRef | null {
  if (resource?.kind === 'page') return { kind: 'page', id: resource.id };
  if (resource?.kind === 'entry' && isEntryKind(resource.module)) return { kind: resource.module, id: resource.id };
  if (resource?.kind === 'user' || resource?.kind === 'product') return { kind: resource.kind, id: resource.id };
  const shown = parts.find((part) => (SHOWN_RECORD_KINDS as readonly string[]).includes(part.kind));
  return shown ? { kind: shown.kind as OnScreenKind, id: shown.id } : null;
}

/** A resource's key within its site, for its draft, its versions and its editor: "page:2", "new-page". */
export function resourceKey(kind: string, id: number | string | null): string {
  return id === null ? `new-${kind}` : `${kind}:${id}`;
}

export function refKey(ref: ResourceRef): string {
  return resourceKey(ref.kind, ref.id);
}
