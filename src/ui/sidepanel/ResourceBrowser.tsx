// Everything the panel can open besides what the tab shows: lists of pages, entries and menus
// (each loaded when asked for, then cached), the site's search, and "New …".
import type { Ref } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { resourceFromUrl } from '../../detect/resource';
import { formatNumber, plural, t, type MessageKey } from '../../i18n';
import type { ListLoader } from '../panel-operations';
import { readList, type ListItem } from '../../resources/panel-lists';
import { SECTIONS } from '../../kinds/editors';
import type { KindSection } from '../editor/kind-in-panel';
import { KIND_WORDS } from '../../kinds/words';
import type { KindWords } from '../../kinds/kind-words';
import type { NumberedKind } from '../../vocabulary/kinds';
import { refFromResource, type ResourceRef } from '../../resources/resource-ref';
import type { RunOperation } from '../../messages/operations';
import { lazyView } from '../lazy-view';

// Read when first shown: most sites have no shop, and settings are changed seldom.
const CurrencyRates = lazyView<{ api: RunOperation }>(() => import('./CurrencyRates').then((module) => module.CurrencyRates));
const ModuleSettings = lazyView<{ api: RunOperation; module: 'news' | 'blog' }>(() => import('./ModuleSettings').then((module) => module.ModuleSettings));

interface Props {
  site: string;
  api: RunOperation;
  lists: ListLoader;
  search: (query: string) => Promise<unknown>;
  onOpen: (ref: ResourceRef) => void;
  /** Shows the guest book's messages, its own place. */
  onGuestBook: () => void;
  /** Shows the shop's orders, their own place. */
  onOrders: () => void;
  /** Shows Find and replace across the site. */
  onReplace: () => void;
  /** The kind whose list the tab shows (the news list, a blog category): listed at once, in view. */
  first?: NumberedKind | null;
}

interface Section extends KindSection {
  kind: NumberedKind;
  title: MessageKey;
  show: MessageKey;
  /** "New …", for the modules not in the row of new things above the lists. */
  create?: MessageKey;
  /** "News settings", for the modules whose settings the site gives. */
  settings?: MessageKey;
}

/** Each kind listed in All of the site, with its words. */
const KIND_SECTIONS: Section[] = SECTIONS.flatMap((section) => {
  const kindWords: KindWords = KIND_WORDS[section.kind];
  const words = kindWords.section;
  return words ? [{ ...section, ...words }] : [];
});

/** The site's search wants this many characters at least. */
const SEARCH_MIN = 3;

export function ResourceBrowser({ site, api, lists, search, onOpen, onGuestBook, onOrders, onReplace, first = null }: Props) {
  const [rates, setRates] = useState(false);
  const [open, setOpen] = useState<Record<string, ListItem[] | string>>({});
  // Lists shown in part while the rest is still coming in (a site of a thousand pages).
  const [coming, setComing] = useState<Record<string, boolean>>({});
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<{ title: string; ref: ResourceRef | null; url: string }[] | string | null>(null);

  async function show(section: Section) {
    const part = (value: unknown) => {
      setOpen((o) => ({ ...o, [section.kind]: section.read(value) }));
      setComing((c) => ({ ...c, [section.kind]: true }));
    };
    try {
      const items = section.read(await lists(section.list, part));
      setOpen((o) => ({ ...o, [section.kind]: items }));
    } catch (error) {
      setOpen((o) => ({ ...o, [section.kind]: (error as Error).message }));
    } finally {
      setComing((c) => ({ ...c, [section.kind]: false }));
    }
  }

  // The tab shows a module's list: that list, as the launcher said ("Edit news").
  const firstSection = useRef<HTMLElement>(null);
  useEffect(() => {
    const section = KIND_SECTIONS.find((each) => each.kind === first);
    if (!section) return;
    void show(section);
    firstSection.current?.scrollIntoView({ block: 'start' });
  }, [first]);

  async function runSearch(event: Event) {
    event.preventDefault();
    if (query.trim().length < SEARCH_MIN) return setResults(plural('search_min_chars', SEARCH_MIN));
    try {
      const found = readList.searchResults(await search(query.trim()));
      setResults(found.map((r) => ({ title: r.title, url: r.url, ref: refFromResource(resourceFromUrl(new URL(r.url, site).href)) })));
    } catch (error) {
      setResults((error as Error).message);
    }
  }

  return (
    <div class="browser">
      {/* Named for those who move by headings: the place's button above says it to the eye. */}
      <h2 class="visually-hidden">{t('all_of_site')}</h2>
      <form role="search" onSubmit={runSearch} class="row">
        <label for="site-search" class="visually-hidden">{t('search_label')}</label>
        <input id="site-search" type="search" placeholder={t('search_label')} value={query} onInput={(e) => setQuery(e.currentTarget.value)} />
        <button type="submit" class="secondary">{t('search_button')}</button>
        <button type="button" class="link" onClick={onReplace}>{t('replace_place')}</button>
      </form>
      {typeof results === 'string' && <p class="error" role="alert">{results}</p>}
      {Array.isArray(results) && (
        <ul class="list" aria-label={t('search_results')}>
          {results.length === 0 && <li class="hint">{t('nothing_found')}</li>}
          {results.map((r) => (
            <li key={r.url}>
              {r.ref ? <button type="button" class="link" onClick={() => onOpen(r.ref!)}>{r.title}</button> : <span>{r.title} <span class="hint">{t('not_editable_here')}</span></span>}
            </li>
          ))}
        </ul>
      )}
      <div class="row">
        <button type="button" class="secondary" onClick={() => onOpen({ kind: 'page', id: null })}>{t('editor_new_page')}</button>
        <button type="button" class="secondary" onClick={() => onOpen({ kind: 'news', id: null })}>{t('editor_new_news')}</button>
        <button type="button" class="secondary" onClick={() => onOpen({ kind: 'blog', id: null })}>{t('editor_new_blog')}</button>
      </div>
      {KIND_SECTIONS.map((section) => (
        <ListSection key={section.kind} section={section} items={open[section.kind]} coming={coming[section.kind] === true} api={api}
          sectionRef={section.kind === first ? firstSection : undefined} onShow={() => void show(section)} onOpen={onOpen} />
      ))}
      <section aria-label={t('guestbook_place')}>
        <h3 class="section-line">
          <span>{t('guestbook_place')}</span>
          <button type="button" class="link" onClick={onGuestBook}>{t('guestbook_show')}</button>
        </h3>
      </section>
      <section aria-labelledby="shop-section">
        <h3 class="section-line">
          <span id="shop-section">{t('shop_section')}</span>
          <button type="button" class="link" onClick={onOrders}>{t('orders_place')}</button>
          <button type="button" class="link" aria-expanded={rates} onClick={() => setRates((on) => !on)}>{t('currency_rates')}</button>
        </h3>
        {rates && <CurrencyRates api={api} />}
      </section>
    </div>
  );
}

interface ListSectionProps {
  section: Section;
  /** Its records once read (a string: why they could not be). */
  items: ListItem[] | string | undefined;
  /** The rest of the list is still coming in. */
  coming: boolean;
  sectionRef?: Ref<HTMLElement>;
  api: RunOperation;
  onShow: () => void;
  onOpen: (ref: ResourceRef) => void;
}

/** One kind in All of the site: its name and count, Show and New, then its records (pages as a tree). */
function ListSection({ section, items, coming, sectionRef, api, onShow, onOpen }: ListSectionProps) {
  const [settings, setSettings] = useState(false);
  const settingsOf = section.kind === 'news' || section.kind === 'blog' ? section.kind : null;
  return (
    <section aria-label={t(section.title)} ref={sectionRef}>
      {/* One line a section: its name, then what can be done with it. */}
      <h3 class="section-line">
        <span>
          {t(section.title)}
          {/* How many, once read whole (a count beforehand would cost a request a section). */}
          {Array.isArray(items) && !coming && <span class="hint count"> · {formatNumber(items.length)}</span>}
        </span>
        {items === undefined && <button type="button" class="link" onClick={onShow}>{t(section.show)}</button>}
        {section.create && <button type="button" class="link" onClick={() => onOpen({ kind: section.kind, id: null })}>{t(section.create)}</button>}
        {section.settings && settingsOf && <button type="button" class="link" aria-expanded={settings} onClick={() => setSettings((on) => !on)}>{t(section.settings)}</button>}
      </h3>
      {settings && settingsOf && <ModuleSettings api={api} module={settingsOf} />}
      {typeof items === 'string' && <p class="error" role="alert">{items}</p>}
      {Array.isArray(items) && (
        <ul class="list" aria-busy={coming || undefined}>
          {items.map((item) => (
            <li key={item.id} style={item.depth ? { paddingInlineStart: `${item.depth * 16}px` } : undefined}>
              <button type="button" class="link" onClick={() => onOpen({ kind: section.kind, id: item.id })}>{item.name || t('untitled')}</button>
              {item.hidden && <span class="hint"> · {t('list_hidden')}</span>}
            </li>
          ))}
        </ul>
      )}
      {Array.isArray(items) && coming && <p class="hint" role="status">{t('list_loading_rest')}</p>}
    </section>
  );
}
