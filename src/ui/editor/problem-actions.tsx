// Buttons that take the owner where a failure's remedy is (which failures: problem.ts).
import { browser } from 'wxt/browser';
import { t } from '../../i18n';
/** Inplace's settings, where a token is replaced. */
export function OpenSettings() {
  return <button type="button" class="link" onClick={() => void browser.runtime.openOptionsPage()}>{t('open_settings')}</button>;
}
