// How a site's state reads in the list of sites.
import type { SiteSummary } from '../../background/sites';
import type { SiteState } from '../../vault/site-record';

const STATE_LABELS: Record<SiteState, string> = {
  working: 'Working',
  'token-invalid': 'Token invalid',
  'token-inactive': 'Token inactive',
  'token-expired': 'Token expired',
  blocked: 'Blocked for now',
  unreachable: 'Unreachable',
};

export function stateLabel(site: SiteSummary, now = Date.now()): { label: string; ok: boolean; detail?: string } {
  if (site.tokenExpiresAt !== undefined && site.tokenExpiresAt <= now) {
    return { label: STATE_LABELS['token-expired'], ok: false, detail: 'Create a new token in Control Panel → uAPI and replace it.' };
  }
  const state = site.lastCheck?.state ?? 'working';
  return { label: STATE_LABELS[state], ok: state === 'working', detail: site.lastCheck?.message };
}

export function quotaLine(site: SiteSummary, now = Date.now()): string {
  const { left, limit, nextFreeAt, blockedUntil } = site.quota;
  if (blockedUntil) return `Blocked by the site until ${new Date(blockedUntil).toLocaleTimeString()}`;
  const line = `${left.toLocaleString()} of ${limit.toLocaleString()} requests left this hour`;
  return left === 0 && nextFreeAt && nextFreeAt > now ? `${line}; more from ${new Date(nextFreeAt).toLocaleTimeString()}` : line;
}
