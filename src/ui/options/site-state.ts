// How a site's state and its requests left read in the list of sites.
import type { SiteSummary } from '../../messages/from-extension-page';
import { formatTime, t, type MessageKey } from '../../i18n';
import type { SiteState } from '../../vault/site-record';
import { quotaText } from '../quota-text';

const STATE_LABELS: Record<SiteState, MessageKey> = {
  working: 'state_working',
  'token-invalid': 'state_token_invalid',
  'token-inactive': 'state_token_inactive',
  'token-expired': 'state_token_expired',
  blocked: 'state_blocked',
  unreachable: 'state_unreachable',
};

export function stateLabel(site: SiteSummary, now = Date.now()): { label: string; ok: boolean; detail?: string } {
  if (site.tokenExpiresAt !== undefined && site.tokenExpiresAt <= now) {
    return { label: t(STATE_LABELS['token-expired']), ok: false, detail: t('token_expired_remedy') };
  }
  // Requests blocked now: said so, whatever the last check found (the quota line says until when).
  if (site.quota.blockedUntil !== null && site.quota.blockedUntil > now) return { label: t(STATE_LABELS.blocked), ok: false };
  const state = site.lastCheck?.state ?? 'working';
  // A block the last check saw that has ended since.
  if (state === 'blocked') return { label: t(STATE_LABELS.working), ok: true };
  return { label: t(STATE_LABELS[state]), ok: state === 'working', detail: site.lastCheck?.message };
}

export function quotaLine(site: SiteSummary, now = Date.now()): string {
  const { left, nextFreeAt } = site.quota;
  const line = quotaText(site.quota);
  return !site.quota.blockedUntil && left === 0 && nextFreeAt && nextFreeAt > now ? t('quota_more_from', line, formatTime(nextFreeAt)) : line;
}
