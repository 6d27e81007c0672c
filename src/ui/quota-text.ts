// The requests left this hour, as the options page and the side panel show them.
import { formatNumber, formatTime, plural, t } from '../i18n';
import type { QuotaStatus } from '../quota/ledger';

/** "9,999 of 10,000 requests left this hour", or until when the site blocks the token. */
export function quotaText(quota: Pick<QuotaStatus, 'left' | 'limit' | 'blockedUntil'>): string {
  if (quota.blockedUntil) return t('quota_blocked', formatTime(quota.blockedUntil));
  return plural('quota_left', quota.left, formatNumber(quota.limit));
}
