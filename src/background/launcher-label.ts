// What the on-page button says, and whether it shows: it names what a click edits.
import type { Resource } from '../detect/resource';
import { isEntryKind, type EntryKind } from '../resources/editable';
import { t, type MessageKey } from '../i18n';
import type { SiteRecord } from '../vault/site-record';

const ENTRY_LABELS: Record<EntryKind, MessageKey> = {
  news: 'launcher_edit_news', blog: 'launcher_edit_blog', publ: 'launcher_edit_publ', load: 'launcher_edit_load',
  board: 'launcher_edit_board', dir: 'launcher_edit_dir', stuff: 'launcher_edit_stuff', faq: 'launcher_edit_faq',
};

/** The label for what the tab shows, when the panel edits it directly. */
function editLabel(resource: Resource): MessageKey | null {
  if (resource.kind === 'page' || resource.kind === 'page-slug') return 'launcher_edit_page';
  if (resource.kind === 'entry' && isEntryKind(resource.module)) return ENTRY_LABELS[resource.module];
  if (resource.kind === 'list' && resource.module === 'gb') return 'launcher_guestbook';
  return null;
}

/** Whether the page is an entry whose comments the panel moderates: its comments get a control each. */
export function hasCommentsToModerate(resource: Resource): boolean {
  return resource.kind === 'entry' && isEntryKind(resource.module);
}

export function launcherFor(site: SiteRecord, resource: Resource, menuIds: number[]): { show: boolean; label: string } {
  if (site.launcherHidden) return { show: false, label: '' };
  const label = editLabel(resource);
  if (label) return { show: true, label: t(label) };
  if (menuIds.length) return { show: true, label: t('launcher_edit_menu') };
  return { show: false, label: '' };
}
