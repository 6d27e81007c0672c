import { useEffect, useState } from 'preact/hooks';
import type { QuotaStatus } from '../../quota/ledger';
import { sendFromPage } from '../../messages/send';
import { quotaText } from '../quota-text';
import type { CallsMade } from './calls-made';

/**
 * The requests left this hour for the site's token; asked again after every call. Its line is
 * there before the answer: the buttons below it must not move under the owner's pointer.
 */
export function QuotaLine({ site, calls }: { site: string; calls: CallsMade }) {
  const [quota, setQuota] = useState<QuotaStatus | null>(null);
  const [refresh, setRefresh] = useState(0);
  useEffect(() => calls.listen(() => setRefresh((n) => n + 1)), [calls]);
  useEffect(() => {
    sendFromPage({ type: 'quota/status', origin: site }).then(setQuota, () => setQuota(null));
  }, [site, refresh]);
  return (
    <p class="hint quota" data-testid="quota">
      {quota ? quotaText(quota) : '\u00a0'}
    </p>
  );
}
