// On opening the panel: a replacement across the site that a closed panel stopped midway is
// offered to go on (in Find and replace, which shows where it stopped).
import { useEffect, useState } from 'preact/hooks';
import { t } from '../../../i18n';
import { stoppedJobWaits } from '../../../site-replace/job-store';

export function StoppedReplace({ site, onGoOn }: { site: string; onGoOn: () => void }) {
  const [waits, setWaits] = useState(false);
  useEffect(() => void stoppedJobWaits(site).then(setWaits, () => setWaits(false)), [site]);
  if (!waits) return null;
  return (
    <p class="notice" role="status">
      {t('replace_stopped_notice')}{' '}
      <button type="button" class="link" onClick={() => (setWaits(false), onGoOn())}>{t('replace_go_on')}</button>
    </p>
  );
}
