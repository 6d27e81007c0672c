// The visual editor's code, asked for by the panel's first script once it knows the tab shows a
// page or an entry: fetched and compiled while the interface's modules run, so that it is in
// when their content is (the build names its chunks in the page: build/read-ahead-chunks.ts).
import type { TabContext } from '../../messages/protocol';
import { isEntryKind } from '../../vocabulary/kinds';

/** The meta element of the side panel's page that names the visual editor's chunks. */
export const READ_AHEAD_META = 'inplace-read-ahead';

/** Whether the tab shows what opens in the visual editor: a page (by id or address) or an entry of a module of texts. */
export function opensVisualEditor(context: TabContext | null): boolean {
  const resource = context?.resource;
  return resource?.kind === 'page' || resource?.kind === 'page-slug' || (resource?.kind === 'entry' && isEntryKind(resource.module));
}

/** Preloads (fetches and compiles, runs nothing) each module the page's meta names. */
export function readAheadChunks(page: Document): void {
  const files = page.querySelector(`meta[name="${READ_AHEAD_META}"]`)?.getAttribute('content')?.split(' ') ?? [];
  for (const file of files.filter(Boolean)) {
    const link = page.createElement('link');
    link.rel = 'modulepreload';
    // As the build's own preloads: the module request that follows then takes this one.
    link.crossOrigin = '';
    link.href = file;
    page.head.append(link);
  }
}
