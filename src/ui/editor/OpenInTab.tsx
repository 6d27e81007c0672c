// "Open in this tab", under an editor's heading while the tab shows something else: a record
// opened from a list is not edited blind, its page a click away (and then previewed in place).
import { useContext } from 'preact/hooks';
import { t } from '../../i18n';
import { addressOnSite, ShowInTabContext } from './show-in-tab';

export function OpenInTab({ site, address }: { site: string; address: string | null }) {
  const tab = useContext(ShowInTabContext);
  const where = address !== null ? addressOnSite(site, address) : null;
  if (!tab || !where || tab.shows(where)) return null;
  return (
    <p class="open-in-tab">
      <button type="button" class="link" onClick={() => tab.show(where)}>{t('open_in_this_tab')}</button>
    </p>
  );
}
