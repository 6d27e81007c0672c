// /search: a plain substring search over pages, entries and photos, whole site or one module.
// guess: no public source shows the answer; {query, module, total, results: [{module, id, title, url}]}.
import { invalid } from '../core/errors.ts';
import { NUM } from '../core/nums.ts';
import { text } from '../core/params.ts';
import { ENTRY_MODULES, RECORD_MODULES } from '../data/seed-entries.ts';
import type { SiteState } from '../data/store.ts';
import { entryUrl, pageUrl, photoUrl } from '../data/urls.ts';
import { route, type Route } from './router.ts';

const SEARCHABLE = ['pages', ...RECORD_MODULES] as const;

interface Hit {
  module: string;
  id: number;
  title: string;
  url: string;
}

function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, ' ');
}

function search(state: SiteState, needle: string, module: string | undefined): Hit[] {
  const hits: Hit[] = [];
  const matches = (...texts: string[]) => texts.some((item) => stripTags(item).toLowerCase().includes(needle));
  if (!module || module === 'pages') {
    for (const page of state.data.pages) if (page.pending === 0 && matches(page.name, page.message)) hits.push({ module: 'pages', id: page.id, title: page.name, url: pageUrl(page) });
  }
  for (const name of ENTRY_MODULES) {
    if (module && module !== name) continue;
    for (const entry of state.data.entryModules[name]?.entries ?? []) {
      if (entry.pending === 'no' && matches(entry.title, entry.description, entry.message)) hits.push({ module: name, id: entry.id, title: entry.title, url: entryUrl(name, entry) });
    }
  }
  if (!module || module === 'photo') {
    for (const photo of state.data.photo.entries) if (matches(photo.title, photo.description)) hits.push({ module: 'photo', id: photo.id, title: photo.title, url: photoUrl(photo) });
  }
  return hits;
}

export const searchRoutes: Route[] = [
  route('GET', '/search', ({ state, input }) => {
    const query = (text(input, 'query', { required: true, max: 200 }) as string).trim();
    if ([...query].length < 3) throw invalid(NUM.SEARCH_QUERY_TOO_SHORT, 'Parameter "query" needs at least 3 characters');
    const module = text(input, 'module') || undefined;
    if (module && !(SEARCHABLE as readonly string[]).includes(module)) throw invalid(NUM.SEARCH_UNKNOWN_MODULE, `Parameter "module" must be one of ${SEARCHABLE.join(', ')}`);
    const results = search(state, query.toLowerCase(), module);
    return { query, module: module ?? null, total: results.length, results };
  }),
];
