// /templates: the design templates (platform-notes §5, §6). Module 1 is the global blocks
// (`1/<ID>`, the blocks of /gblocks), module 2 the shared page template `2/0` plus each page with
// its own template as `2/{page_id}` (that page's `tmpl`), `3/3` the site CSS; the modules' own
// templates have numeric ids (data/seed-templates.ts). guess: the shapes of the tree and of one
// template follow the spec's field names ({modules: [{id, name, title, items}]}, {content, variables}).
import { invalid, notFound } from '../core/errors.ts';
import { NUM } from '../core/nums.ts';
import { text } from '../core/params.ts';
import type { SiteState } from '../data/store.ts';
import { blockTitle } from '../data/seed-design.ts';
import { BLOCKS_MODULE, PAGES_MODULE, templateVariables } from '../data/seed-templates.ts';
import type { GlobalBlock, Page } from '../data/types.ts';
import { route, type ApiRequest, type Route } from './router.ts';

function ownTemplatePages(state: SiteState): Page[] {
  return state.data.pages.filter((page) => page.owntmpl === 1);
}

export function findBlock(state: SiteState, id: string): GlobalBlock | undefined {
  const wanted = id.toUpperCase();
  return state.data.gblocks.find((block) => block.id.toUpperCase() === wanted);
}

type TreeItem = { id: string | number; name: string; title: string; path: string; page_id?: number };

function tree(state: SiteState) {
  return state.data.templateTree.map((module) => {
    const items: TreeItem[] = module.items.map((item) => ({ id: item.id, name: item.name, title: item.title, path: `${module.id}/${item.id}` }));
    if (module.id === BLOCKS_MODULE) {
      for (const block of state.data.gblocks) items.push({ id: block.id, name: block.id, title: blockTitle(block.id), path: `${BLOCKS_MODULE}/${block.id}` });
    }
    if (module.id === PAGES_MODULE) {
      for (const page of ownTemplatePages(state)) {
        items.push({ id: page.id, name: `page_${page.id}`, title: `${page.name} (own template)`, path: `${PAGES_MODULE}/${page.id}`, page_id: page.id });
      }
    }
    return { id: module.id, name: module.name, title: module.title, items };
  });
}

type Located =
  | { kind: 'layout'; key: string; id: string; title: string; layout: boolean }
  | { kind: 'block'; block: GlobalBlock }
  | { kind: 'page'; page: Page };

function locate(req: ApiRequest): Located {
  const moduleId = Number(req.params.module);
  const templateId = req.params.template ?? '';
  const module = req.state.data.templateTree.find((item) => item.id === moduleId);
  if (!module) throw notFound(`Template module ${moduleId}`);
  if (moduleId === BLOCKS_MODULE) {
    const block = findBlock(req.state, templateId);
    if (!block) throw notFound(`Global block ${templateId.toUpperCase()}`);
    return { kind: 'block', block };
  }
  const item = module.items.find((entry) => entry.id === templateId);
  if (item) return { kind: 'layout', key: `${moduleId}/${item.id}`, id: item.id, title: item.title, layout: item.layout };
  if (moduleId === PAGES_MODULE && /^\d+$/.test(templateId)) {
    const page = ownTemplatePages(req.state).find((entry) => entry.id === Number(templateId));
    if (!page) throw notFound(`Own template of page ${templateId}`);
    return { kind: 'page', page };
  }
  throw notFound(`Template ${moduleId}/${templateId}`);
}

function show(req: ApiRequest) {
  const located = locate(req);
  const moduleId = Number(req.params.module);
  const templateId = located.kind === 'block' ? located.block.id : located.kind === 'layout' ? located.id : String(located.page.id);
  // An own page template is a layout; a block is not.
  const variables = templateVariables(moduleId, { id: templateId, layout: located.kind === 'layout' ? located.layout : located.kind === 'page' });
  const base = { module_id: moduleId, template_id: templateId, variables };
  if (located.kind === 'page') return { ...base, title: `${located.page.name} (own template)`, page_id: located.page.id, content: located.page.tmpl };
  if (located.kind === 'block') return { ...base, title: blockTitle(located.block.id), content: located.block.pda };
  return { ...base, title: located.title, content: req.state.data.templates[located.key] ?? '' };
}

const TEMPLATE = '/templates/:module{[0-9]+}/:template{[A-Za-z0-9_-]+}';

export const templatesRoutes: Route[] = [
  route('GET', '/templates', ({ state }) => ({ modules: tree(state) })),
  route('GET', TEMPLATE, show),
  route('PUT', TEMPLATE, (req) => {
    const located = locate(req);
    const content = text(req.input, 'content', { required: true }) as string;
    if (located.kind === 'page') {
      if (!content.includes('$POWERED_BY$')) throw invalid(NUM.PAGE_TEMPLATE_WITHOUT_POWERED_BY, 'The page template must contain the $POWERED_BY$ placeholder');
      located.page.tmpl = content;
      located.page.upd_date = req.state.now();
    } else if (located.kind === 'block') {
      located.block.pda = content;
    } else {
      if (located.layout && !content.includes('$POWERED_BY$')) throw invalid(NUM.TEMPLATE_WITHOUT_POWERED_BY, 'A layout template must contain the $POWERED_BY$ placeholder');
      req.state.data.templates[located.key] = content;
    }
    return show(req);
  }),
];
