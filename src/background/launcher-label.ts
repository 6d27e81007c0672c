// What the on-page button says, and whether it shows: it names what a click edits.
import { isEditable, type Resource } from '../detect/resource';
import { t, type MessageKey } from '../i18n';
import type { SiteRecord } from '../vault/site-record';

/** The label for what the tab shows, when the panel edits it directly. */
function editLabel(resource: Resource): MessageKey | null {
  if (!isEditable(resource)) return null;
  if (resource.kind === 'page' || resource.kind === 'page-slug') return 'launcher_edit_page';
  if (resource.kind === 'entry' && resource.module === 'news') return 'launcher_edit_news';
  if (resource.kind === 'entry' && resource.module === 'blog') return 'launcher_edit_blog';
  return null;
}

export function launcherFor(site: SiteRecord, resource: Resource, menuIds: number[]): { show: boolean; label: string } {
  if (site.launcherHidden) return { show: false, label: '' };
  const label = editLabel(resource);
  if (label) return { show: true, label: t(label) };
  if (menuIds.length) return { show: true, label: t('launcher_edit_menu') };
  return { show: false, label: '' };
}
