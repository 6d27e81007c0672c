// What the on-page button says, and whether it shows: it names what a click edits.
import { describeResource, isEditable, type Resource } from '../detect/resource';
import type { SiteRecord } from '../vault/site-record';

export function launcherFor(site: SiteRecord, resource: Resource, menuIds: number[]): { show: boolean; label: string } {
  if (site.launcherHidden) return { show: false, label: '' };
  if (isEditable(resource)) return { show: true, label: `Edit ${describeResource(resource)}` };
  if (menuIds.length) return { show: true, label: 'Edit menu' };
  return { show: false, label: '' };
}
