import { useEffect, useState } from 'preact/hooks';
import type { QuotaStatus } from '../../quota/ledger';
import { sendFromPage } from '../../messages/send';
import { quotaText } from '../quota-text';

/** The requests left this hour for the site's token; refreshed whenever `refresh` changes. */
export function QuotaLine({ site, refresh }: { site: string; refresh: unknown }) {
  const [quota, setQuota] = useState<QuotaStatus | null>(null);
  useEffect(() => {
    sendFromPage({ type: 'quota/status', origin: site }).then(setQuota, () => setQuota(null));
  }, [site, refresh]);
  if (!quota) return null;
  return (
    <p class="hint quota" data-testid="quota">
      {quotaText(quota)}
    </p>
  );
}
