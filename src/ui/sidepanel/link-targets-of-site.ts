// The panel's link targets (src/ui/link-targets.ts) over the site it edits: its pages, read once
// for the whole panel when a picker first asks, and its search.
import { useMemo } from 'preact/hooks';
import type { RunOperation } from '../../messages/operations';
import { readList } from '../../resources/panel-lists';
import { useLazyList } from '../editor/useLazyList';
import { pageTargets, searchTargets, type LinkTargets } from '../link-targets';
import type { ListLoader } from '../panel-operations';

export function useLinkTargets(site: string, lists: ListLoader, api: RunOperation): LinkTargets {
  const pages = useLazyList(lists, { op: 'pages/list' }, readList.pages);
  return useMemo<LinkTargets>(() => ({
    pages: pages.loaded ? pageTargets(pages.items) : null,
    failed: pages.failed,
    loadPages: pages.load,
    search: async (query) => searchTargets(site, readList.searchResults(await api({ op: 'site/search', query }))),
  }), [pages.loaded, pages.items, pages.failed, pages.load, api, site]);
}
