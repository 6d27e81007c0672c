// Link to…: where a link leads, picked by name (a page of the site, or anything its search finds)
// or typed as an address. Opened under what it links (a menu item, the content's toolbar);
// picking closes it.
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../i18n';
import { pagesMatching, type LinkTarget, type LinkTargets } from './link-targets';

interface Props {
  /** The ids of the picker's fields: `find-<id>` and `addressId`. */
  id: string;
  /** The address field's id (a menu item's is `item-<key>-url`). */
  addressId: string;
  url: string;
  /** The address is needed and missing (a menu item's). */
  addressMissing?: boolean;
  /** The address typed is of a kind no link may lead to (javascript:, data:…): said under it. */
  addressRefused?: boolean;
  /** Null: only an address can be typed (no panel to read the site's pages through). */
  targets: LinkTargets | null;
  onPick: (target: LinkTarget) => void;
  onAddress: (url: string) => void;
  /** Enter in the address field. */
  onSubmitAddress?: () => void;
  /** The buttons under the address (Done; or Add link and Remove link). */
  children: ComponentChildren;
  onClose: () => void;
}

export function LinkPicker({ id, addressId, url, addressMissing = false, addressRefused = false, targets, onPick, onAddress, onSubmitAddress, children, onClose }: Props) {
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<LinkTarget[] | string | null>(null);
  const find = useRef<HTMLInputElement>(null);
  const address = useRef<HTMLInputElement>(null);
  useEffect(() => {
    targets?.loadPages();
    (find.current ?? address.current)?.focus();
  }, []);
  const pages = targets?.pages ? pagesMatching(targets.pages, query) : null;
  const searchSite = () => {
    if (!targets) return;
    setFound([]);
    targets.search(query.trim()).then(setFound, (error: Error) => setFound(error.message));
  };
  const choice = (target: LinkTarget, note: string, showAddress = false) => (
    <li key={`${note} ${target.address}`}>
      <button type="button" class="link" onClick={() => onPick(target)}>{target.name}</button> <span class="hint">{note}</span>
      {showAddress && <span class="hint address">{target.address}</span>}
    </li>
  );
  return (
    <div class="link-picker" role="group" aria-label={t('menu_link_to')}
      onKeyDown={(event) => event.key === 'Escape' && (event.preventDefault(), event.stopPropagation(), onClose())}>
      {targets && (
        <>
          <label for={`find-${id}`}>{t('menu_find_page')}</label>
          <input id={`find-${id}`} type="search" ref={find} value={query}
            onInput={(event) => (setQuery(event.currentTarget.value), setFound(null))}
            onKeyDown={(event) => event.key === 'Enter' && query.trim() && (event.preventDefault(), searchSite())} />
        </>
      )}
      {targets?.failed && <p class="error" role="alert">{targets.failed}</p>}
      {targets && pages === null && !targets.failed && <p class="hint" aria-busy="true">{t('loading')}</p>}
      {pages !== null && (
        <ul class="link-choices" aria-live="polite">
          {pages.map((page) => choice(page, t('menu_target_page')))}
          {Array.isArray(found) && found.map((target) => choice(target, t('menu_found_on_site'), true))}
        </ul>
      )}
      {pages !== null && pages.length === 0 && found === null && <p class="hint">{t('menu_no_page_named', query.trim())}</p>}
      {typeof found === 'string' && <p class="error" role="alert">{found}</p>}
      {targets && query.trim() && found === null && (
        <button type="button" class="link" onClick={searchSite}>{t('menu_search_site_for', query.trim())}</button>
      )}
      <label for={addressId}>{targets ? t('menu_or_address') : t('link_address')}</label>
      <input id={addressId} ref={address} value={url} aria-invalid={addressMissing || addressRefused}
        aria-describedby={addressRefused ? `${addressId}-refused` : undefined} onInput={(event) => onAddress(event.currentTarget.value)}
        onKeyDown={(event) => event.key === 'Enter' && (event.preventDefault(), onSubmitAddress?.())} />
      {addressRefused && <p id={`${addressId}-refused`} class="error">{t('link_address_refused')}</p>}
      <div class="row">{children}</div>
    </div>
  );
}
