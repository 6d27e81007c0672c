// Said beside "Saved" of a page just made: Add to a menu, and the address it is at (the one
// offered from its name, or the site's own /index/0-N), written as the owner writes it.
import { t } from '../../../i18n';
import type { ResourceRef } from '../../../resources/resource-ref';
import type { ListLoader } from '../../../ui/panel-operations';
import { addressOnSite } from '../../../ui/editor/show-in-tab';
import { pageAddressOf } from '../address';
import type { PageFields } from '../model';
import { AddToMenu } from './AddToMenu';

interface Props {
  site: string;
  id: number;
  /** The page as the site now has it. */
  page: PageFields;
  lists: ListLoader;
  onOpen: (ref: ResourceRef) => void;
}

export function PageMade({ site, id, page, lists, onOpen }: Props) {
  const where = addressOnSite(site, pageAddressOf(id, page.ownurl));
  return (
    <>
      <AddToMenu lists={lists} page={{ id, name: page.name, ownUrl: page.ownurl || undefined }} onOpen={onOpen} />
      {where && <span class="made-note">{t('page_made_at', where.replace(/^https?:\/\//, ''))}</span>}
    </>
  );
}

/** Above the form of a page visitors do not see: that they do not, and Publish. */
export function HiddenPage({ onPublish }: { onPublish: () => void }) {
  return (
    <p class="banner hidden-page" role="status">
      <span>{t('page_hidden_note')}</span> <button type="button" class="secondary" onClick={onPublish}>{t('publish')}</button>
    </p>
  );
}
