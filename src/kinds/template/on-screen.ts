// Which templates drew the page on screen, from the site's template tree: the page's own
// template or the shared one, the module's templates for entries and lists, the global blocks
// the markup shows, and the site's CSS.
import type { Resource } from '../../detect/resource';
import { listRecordsOf, recordsOfList } from '../../resources/list-answer';
import { read } from '../../resources/records';
import { blockPath, CSS_PATH, PAGES_MODULE } from './model';
import type { TemplateRole } from './words';

export interface TreeItem {
  path: string;
  title: string;
  /** A page's own template names its page. */
  pageId?: number;
}

export interface TreeModule {
  id: number;
  name: string;
  title: string;
  items: TreeItem[];
}

/** The tree as `GET /templates` sends it (`modules[]`, each with id, name, title, items[]). */
export function treeFrom(answer: unknown): TreeModule[] {
  return recordsOfList(answer, ['modules']).flatMap((module) => {
    const id = read.int(module, 'id');
    if (id <= 0) return [];
    const items = (listRecordsOf(module.items, ['items']) ?? []).flatMap((item): TreeItem[] => {
      const itemId = read.text(item, 'id');
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(itemId)) return [];
      const pageId = read.int(item, 'page_id');
      return [{ path: `${id}/${itemId}`, title: read.text(item, 'title') || itemId, ...(pageId > 0 && { pageId }) }];
    });
    return [{ id, name: read.text(module, 'name'), title: read.text(module, 'title'), items }];
  });
}

export interface ScreenTemplate {
  path: string;
  /** The site's title for it, when the tree gives one. */
  title: string;
  role: TemplateRole;
  /** For a global block: its id in the markup. */
  block?: string;
}

const SHARED_PAGE_TEMPLATE = `${PAGES_MODULE}/0`;

/** The site's title for the template at `path` ('' where the tree has none). */
export function titleIn(tree: TreeModule[], path: string): string {
  return itemAt(tree, path)?.title ?? '';
}

function itemAt(tree: TreeModule[], path: string): TreeItem | undefined {
  return tree.flatMap((module) => module.items).find((item) => item.path === path);
}

/** The module of the tree that an address's module names (`news`, `Load`…), if the tree has it. */
function moduleNamed(tree: TreeModule[], name: string): TreeModule | undefined {
  const wanted = name.toLowerCase();
  return tree.find((module) => module.id !== PAGES_MODULE && module.name.toLowerCase() === wanted);
}

function pageTemplate(tree: TreeModule[], pageId: number | null): ScreenTemplate {
  const own = pageId === null ? undefined : tree.find((module) => module.id === PAGES_MODULE)?.items.find((item) => item.pageId === pageId || item.path === `${PAGES_MODULE}/${pageId}`);
  if (own) return { path: own.path, title: own.title, role: 'page' };
  return { path: SHARED_PAGE_TEMPLATE, title: itemAt(tree, SHARED_PAGE_TEMPLATE)?.title ?? '', role: 'page' };
}

/**
 * `pageId`: the page on screen, when known (a page at its own address is known once looked up).
 * `blocks`: the global blocks the page's markup shows, in the order it shows them.
 */
export function templatesOnScreen(tree: TreeModule[], resource: Resource, pageId: number | null, blocks: readonly string[]): ScreenTemplate[] {
  const found: ScreenTemplate[] = [];
  const module = 'module' in resource ? moduleNamed(tree, resource.module) : undefined;
  if (module) found.push(...module.items.map((item) => ({ path: item.path, title: item.title, role: 'module' as const })));
  else found.push(pageTemplate(tree, resource.kind === 'page' ? resource.id : pageId));
  for (const block of blocks) {
    const path = blockPath(block);
    found.push({ path, title: itemAt(tree, path)?.title ?? '', role: 'block', block });
  }
  found.push({ path: CSS_PATH, title: itemAt(tree, CSS_PATH)?.title ?? '', role: 'css' });
  return found;
}
