// Try again after a failure. After a block or an exhausted hour (the failure says until when),
// the button waits with its time ("Try again at 9:50") and comes back by itself at that time;
// `onReady` runs then, for a view that recovers without a click (an editor that could not open).
import { useEffect, useState } from 'preact/hooks';
import { formatClock, t } from '../../i18n';

interface Props {
  /** When requests may go again (ms since epoch); absent: at once. */
  retryAt?: number;
  onTry: () => void;
  onReady?: () => void;
}

export function TryAgain({ retryAt, onTry, onReady }: Props) {
  const [waiting, setWaiting] = useState(() => (retryAt ?? 0) > Date.now());
  useEffect(() => {
    const left = (retryAt ?? 0) - Date.now();
    setWaiting(left > 0);
    if (left <= 0) return;
    const timer = setTimeout(() => {
      setWaiting(false);
      onReady?.();
    }, left);
    return () => clearTimeout(timer);
  }, [retryAt]);
  return (
    <button type="button" class="link" disabled={waiting} onClick={onTry}>
      {waiting ? t('try_again_at', formatClock(retryAt!)) : t('try_again')}
    </button>
  );
}
