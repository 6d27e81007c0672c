import { useEffect, useState } from 'preact/hooks';
import type { QuotaStatus } from '../../quota/ledger';
import { sendFromExtensionPage } from '../../messages/send';
import { quotaText } from '../quota-text';
import type { CallsMade } from './calls-made';

/** Below this share of the hour's requests left, the panel says how many are left. */
export const QUOTA_LOW_SHARE = 0.1;

/** Whether the owner needs to hear of the quota: it runs low, or the site blocks the token. */
export function quotaRunsLow(quota: Pick<QuotaStatus, 'left' | 'limit' | 'blockedUntil'>): boolean {
  return quota.blockedUntil !== null || quota.left < quota.limit * QUOTA_LOW_SHARE;
}

/**
 * The requests left this hour for the site's token, asked again after every call, and said only
 * when they run low (under a tenth) or the token is blocked: the rest of the time it is no news.
 */
export function QuotaLine({ site, calls }: { site: string; calls: CallsMade }) {
  const [quota, setQuota] = useState<QuotaStatus | null>(null);
  const [refresh, setRefresh] = useState(0);
  useEffect(() => calls.listen(() => setRefresh((n) => n + 1)), [calls]);
  useEffect(() => {
    sendFromExtensionPage({ type: 'quota/status', origin: site }).then(setQuota, () => setQuota(null));
  }, [site, refresh]);
  if (!quota || !quotaRunsLow(quota)) return null;
  return (
    <p class="quota error" data-testid="quota" role="status">
      {quotaText(quota)}
    </p>
  );
}
