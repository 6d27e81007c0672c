// Everything the panel can open besides what the tab shows: lists of pages, entries and menus
// (each loaded when asked for, then cached), the site's search, and "New …".
import { useState } from 'preact/hooks';
import { resourceFromUrl } from '../../detect/resource';
import { plural, t, type MessageKey } from '../../i18n';
import type { ListLoader, ListOperation } from '../panel-operations';
import { readList, type ListItem } from '../../resources/panel-lists';
import type { NumberedKind } from '../../vocabulary/kinds';
import { refFromResource, type ResourceRef } from '../../resources/resource-ref';

interface Props {
  site: string;
  lists: ListLoader;
  search: (query: string) => Promise<unknown>;
  onOpen: (ref: ResourceRef) => void;
}

interface Section {
  kind: NumberedKind;
  title: MessageKey;
  show: MessageKey;
  list: ListOperation;
  read: (v: unknown) => ListItem[];
  /** "New …", for the modules not in the row of new things above the lists. */
  create?: MessageKey;
}

const SECTIONS: Section[] = [
  { kind: 'page', title: 'section_pages', show: 'show_pages', list: { op: 'pages/list' }, read: readList.pages },
  { kind: 'news', title: 'section_news', show: 'show_news', list: { op: 'entries/list', module: 'news' }, read: readList.entries },
  { kind: 'blog', title: 'section_blog', show: 'show_blog', list: { op: 'entries/list', module: 'blog' }, read: readList.entries },
  { kind: 'publ', title: 'section_publ', show: 'show_publ', list: { op: 'entries/list', module: 'publ' }, read: readList.entries, create: 'editor_new_publ' },
  { kind: 'load', title: 'section_load', show: 'show_load', list: { op: 'entries/list', module: 'load' }, read: readList.entries, create: 'editor_new_load' },
  { kind: 'board', title: 'section_board', show: 'show_board', list: { op: 'entries/list', module: 'board' }, read: readList.entries, create: 'editor_new_board' },
  { kind: 'dir', title: 'section_dir', show: 'show_dir', list: { op: 'entries/list', module: 'dir' }, read: readList.entries, create: 'editor_new_dir' },
  { kind: 'stuff', title: 'section_stuff', show: 'show_stuff', list: { op: 'entries/list', module: 'stuff' }, read: readList.entries, create: 'editor_new_stuff' },
  { kind: 'faq', title: 'section_faq', show: 'show_faq', list: { op: 'entries/list', module: 'faq' }, read: readList.entries, create: 'editor_new_faq' },
  { kind: 'menu', title: 'section_menus', show: 'show_menus', list: { op: 'menus/list' }, read: readList.menus },
];

/** The site's search wants this many characters at least. */
const SEARCH_MIN = 3;

export function ResourceBrowser({ site, lists, search, onOpen }: Props) {
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
      <form role="search" onSubmit={runSearch} class="row">
        <label for="site-search" class="visually-hidden">{t('search_label')}</label>
        <input id="site-search" type="search" placeholder={t('search_label')} value={query} onInput={(e) => setQuery(e.currentTarget.value)} />
        <button type="submit" class="secondary">{t('search_button')}</button>
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
      {SECTIONS.map((section) => {
        const items = open[section.kind];
        return (
          <section key={section.kind} aria-label={t(section.title)}>
            <h3>
              {t(section.title)}{' '}
              {items === undefined && <button type="button" class="secondary" onClick={() => void show(section)}>{t(section.show)}</button>}{' '}
              {section.create && <button type="button" class="secondary" onClick={() => onOpen({ kind: section.kind, id: null })}>{t(section.create)}</button>}
            </h3>
            {typeof items === 'string' && <p class="error" role="alert">{items}</p>}
            {Array.isArray(items) && (
              <ul class="list" aria-busy={coming[section.kind] || undefined}>
                {items.map((item) => (
                  <li key={item.id}>
                    <button type="button" class="link" onClick={() => onOpen({ kind: section.kind, id: item.id })}>{item.name || `#${item.id}`}</button>
                  </li>
                ))}
              </ul>
            )}
            {Array.isArray(items) && coming[section.kind] && <p class="hint" role="status">{t('list_loading_rest')}</p>}
          </section>
        );
      })}
    </div>
  );
}
