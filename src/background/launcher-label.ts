// What the on-page button says, and whether it shows: it names what a click edits.
import type { Resource } from '../detect/resource';
import { KIND_WORDS } from '../kinds/words';
import type { KindWords } from '../kinds/kind-words';
import type { ShownPart } from '../kinds/on-page';
import { isEntryKind } from '../vocabulary/kinds';
import { t, type MessageKey } from '../i18n';
import type { LauncherWords } from '../messages/from-content-script';
import type { SiteRecord } from '../vault/site-record';

/** The label for what the tab shows, when the panel edits it directly. */
function editLabel(resource: Resource): MessageKey | null {
  if (resource.kind === 'page' || resource.kind === 'page-slug') return KIND_WORDS.page.launcher;
  if (resource.kind === 'entry' && isEntryKind(resource.module)) return KIND_WORDS[resource.module].launcher;
  if (resource.kind === 'list' && resource.module === 'gb') return 'launcher_guestbook';
  return null;
}

/** Whether the page is an entry whose comments the panel moderates: its comments get a control each. */
export function hasCommentsToModerate(resource: Resource): boolean {
  return resource.kind === 'entry' && isEntryKind(resource.module);
}

/**
 * The button's words, its accessible name among them: worded here, so that the content script
 * needs no message catalogue on a page load (the browser reads one in on its first word).
 */
export function launcherFor(site: SiteRecord, resource: Resource, parts: readonly ShownPart[]): LauncherWords {
  if (site.launcherHidden) return HIDDEN;
  // Else the first part the page shows whose kind has a word for the button (a menu does).
  const key = editLabel(resource) ?? partLabel(parts);
  if (!key) return HIDDEN;
  const label = t(key);
  return { show: true, label, aria: t('launcher_aria', label) };
}

function partLabel(parts: readonly ShownPart[]): MessageKey | null {
  for (const part of parts) {
    const words: KindWords = KIND_WORDS[part.kind];
    if (words.launcher) return words.launcher;
  }
  return null;
}

const HIDDEN: LauncherWords = { show: false, label: '', aria: '' };
