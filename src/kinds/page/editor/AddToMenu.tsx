// "Add to a menu", offered once a page is made: pick one of the site's menus, and it opens with
// an item for the page already in it (named as the page, linked to its own address where it has
// one), to be saved.
import { Fragment } from 'preact';
import { useContext, useState } from 'preact/hooks';
import { t } from '../../../i18n';
import { readList } from '../../../resources/panel-lists';
import { resourceKey, type ResourceRef } from '../../../resources/resource-ref';
import { EditorHandoffContext } from '../../../ui/editor/editor-handoff';
import type { ListLoader } from '../../../ui/panel-operations';
import { useLazyList } from '../../../ui/editor/useLazyList';
import { pageLinkAddresses } from '../address';

interface Props {
  lists: ListLoader;
  /** `ownUrl`: the page's own address, which its item links to where it has one. */
  page: { id: number; name: string; ownUrl?: string };
  onOpen: (ref: ResourceRef) => void;
}

export function AddToMenu({ lists, page, onOpen }: Props) {
  const handoff = useContext(EditorHandoffContext);
  const menus = useLazyList(lists, { op: 'menus/list' }, readList.menus);
  const [choosing, setChoosing] = useState(false);
  if (!handoff) return null;
  if (!choosing) {
    return <button type="button" class="link" onClick={() => (setChoosing(true), menus.load())}>{t('add_to_menu')}</button>;
  }
  const pick = (id: number) => {
    handoff.menuItems.set(resourceKey('menu', id), { name: page.name, url: pageLinkAddresses(page.id, page.ownUrl).address });
    onOpen({ kind: 'menu', id });
  };
  return (
    <span class="add-to-menu">
      {menus.failed ? <span class="error" role="alert">{menus.failed}</span>
        : !menus.loaded ? <span aria-busy="true">{t('loading')}</span>
        : menus.items.length === 0 ? <span>{t('add_to_menu_none')}</span>
        : (
          <>
            {t('add_to_menu_which')}{' '}
            {menus.items.map((menu, index) => (
              <Fragment key={menu.id}>{index > 0 && ', '}<button type="button" class="link" onClick={() => pick(menu.id)}>{menu.name || t('untitled')}</button></Fragment>
            ))}
          </>
        )}
    </span>
  );
}
