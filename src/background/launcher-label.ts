// What the on-page button says, and whether it shows: it names what a click edits.
import type { Resource } from '../detect/resource';
import { KIND_WORDS } from '../kinds/words';
import { isEntryKind } from '../vocabulary/kinds';
import { t, type MessageKey } from '../i18n';
import type { LauncherWords } from '../messages/protocol';
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
export function launcherFor(site: SiteRecord, resource: Resource, menuIds: number[]): LauncherWords {
  if (site.launcherHidden) return HIDDEN;
  const key = editLabel(resource) ?? (menuIds.length ? KIND_WORDS.menu.launcher : null);
  if (!key) return HIDDEN;
  const label = t(key);
  return { show: true, label, aria: t('launcher_aria', label) };
}

const HIDDEN: LauncherWords = { show: false, label: '', aria: '' };
