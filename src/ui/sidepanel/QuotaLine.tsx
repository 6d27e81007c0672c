import { useEffect, useState } from 'preact/hooks';
import type { QuotaStatus } from '../../quota/ledger';
import { sendFromPage } from '../../messages/send';
import { quotaText } from '../quota-text';

/**
 * The requests left this hour for the site's token; refreshed whenever `refresh` changes. Its line
 * is there before the answer: the buttons below it must not move under the owner's pointer.
 */
export function QuotaLine({ site, refresh }: { site: string; refresh: unknown }) {
  const [quota, setQuota] = useState<QuotaStatus | null>(null);
  useEffect(() => {
    sendFromPage({ type: 'quota/status', origin: site }).then(setQuota, () => setQuota(null));
  }, [site, refresh]);
  return (
    <p class="hint quota" data-testid="quota">
      {quota ? quotaText(quota) : '\u00a0'}
    </p>
  );
}
