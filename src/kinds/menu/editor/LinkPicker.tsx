// Link to…: where a menu item leads, picked by name (a page of the site, or anything its search
// finds) or typed as an address. Opened under the item's row; picking closes it.
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../../../i18n';
import { pagesMatching, type LinkTarget, type LinkTargets } from './link-targets';

interface Props {
  /** The item's key ("1.0"), for the ids of the picker's fields. */
  itemKey: string;
  url: string;
  targets: LinkTargets;
  onPick: (target: LinkTarget) => void;
  onAddress: (url: string) => void;
  onClose: () => void;
}

export function LinkPicker({ itemKey, url, targets, onPick, onAddress, onClose }: Props) {
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<LinkTarget[] | string | null>(null);
  const find = useRef<HTMLInputElement>(null);
  useEffect(() => {
    targets.loadPages();
    find.current?.focus();
  }, []);
  const pages = targets.pages === null ? null : pagesMatching(targets.pages, query);
  const searchSite = () => {
    setFound([]);
    targets.search(query.trim()).then(setFound, (error: Error) => setFound(error.message));
  };
  const choice = (target: LinkTarget, note: string) => (
    <li key={`${note} ${target.address}`}>
      <button type="button" class="link" onClick={() => onPick(target)}>{target.name}</button> <span class="hint">{note}</span>
    </li>
  );
  return (
    <div class="link-picker" role="group" aria-label={t('menu_link_to')}
      onKeyDown={(event) => event.key === 'Escape' && (event.preventDefault(), event.stopPropagation(), onClose())}>
      <label for={`find-${itemKey}`}>{t('menu_find_page')}</label>
      <input id={`find-${itemKey}`} type="search" ref={find} value={query}
        onInput={(event) => (setQuery(event.currentTarget.value), setFound(null))}
        onKeyDown={(event) => event.key === 'Enter' && query.trim() && (event.preventDefault(), searchSite())} />
      {targets.failed && <p class="error" role="alert">{targets.failed}</p>}
      {pages === null && !targets.failed && <p class="hint" aria-busy="true">{t('loading')}</p>}
      {pages !== null && (
        <ul class="link-choices" aria-live="polite">
          {pages.map((page) => choice(page, t('menu_target_page')))}
          {Array.isArray(found) && found.map((target) => choice(target, t('menu_found_on_site')))}
        </ul>
      )}
      {pages !== null && pages.length === 0 && found === null && <p class="hint">{t('menu_no_page_named', query.trim())}</p>}
      {typeof found === 'string' && <p class="error" role="alert">{found}</p>}
      {query.trim() && found === null && (
        <button type="button" class="link" onClick={searchSite}>{t('menu_search_site_for', query.trim())}</button>
      )}
      <label for={`item-${itemKey}-url`}>{t('menu_or_address')}</label>
      <input id={`item-${itemKey}-url`} value={url} aria-invalid={!url.trim()} onInput={(event) => onAddress(event.currentTarget.value)} />
      <button type="button" class="secondary" onClick={onClose}>{t('menu_link_done')}</button>
    </div>
  );
}
