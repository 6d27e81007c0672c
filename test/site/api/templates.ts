// /templates: the design templates. The tree lists each module's templates; a page with its own
// template appears under module 2 as template `2/{page_id}` and edits that page's `tmpl`.
import { invalid, notFound } from '../core/errors.ts';
import { NUM } from '../core/nums.ts';
import { text } from '../core/params.ts';
import type { SiteState } from '../data/store.ts';
import { templateVariables } from '../data/seed-design.ts';
import type { Page } from '../data/types.ts';
import { route, type ApiRequest, type Route } from './router.ts';

export const PAGES_MODULE = 2;

function ownTemplatePages(state: SiteState): Page[] {
  return state.data.pages.filter((page) => page.owntmpl === 1);
}

function tree(state: SiteState) {
  return state.data.templateTree.map((module) => {
    const items: { id: string | number; name: string; title: string; path: string; page_id?: number }[] = module.items.map((item) => ({
      id: item.id,
      name: item.name,
      title: item.title,
      path: `${module.id}/${item.id}`,
    }));
    if (module.id === PAGES_MODULE) {
      for (const page of ownTemplatePages(state)) {
        items.push({ id: page.id, name: `page_${page.id}`, title: `${page.name} (own template)`, path: `${PAGES_MODULE}/${page.id}`, page_id: page.id });
      }
    }
    return { id: module.id, name: module.name, title: module.title, items };
  });
}

type Located = { kind: 'layout'; key: string; title: string; layout: boolean } | { kind: 'page'; page: Page };

function locate(req: ApiRequest): Located {
  const moduleId = Number(req.params.module);
  const templateId = req.params.template ?? '';
  const module = req.state.data.templateTree.find((item) => item.id === moduleId);
  if (!module) throw notFound(`Template module ${moduleId}`);
  if (moduleId === PAGES_MODULE && /^\d+$/.test(templateId)) {
    const page = ownTemplatePages(req.state).find((item) => item.id === Number(templateId));
    if (!page) throw notFound(`Own template of page ${templateId}`);
    return { kind: 'page', page };
  }
  const item = module.items.find((entry) => entry.id === templateId);
  if (!item) throw notFound(`Template ${moduleId}/${templateId}`);
  return { kind: 'layout', key: `${moduleId}/${item.id}`, title: item.title, layout: item.layout };
}

function show(req: ApiRequest) {
  const located = locate(req);
  const moduleId = Number(req.params.module);
  const base = { module_id: moduleId, template_id: req.params.template ?? '', variables: templateVariables(moduleId, req.params.template ?? '') };
  if (located.kind === 'page') return { ...base, title: `${located.page.name} (own template)`, page_id: located.page.id, content: located.page.tmpl };
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
    } else {
      if (located.layout && !content.includes('$POWERED_BY$')) throw invalid(NUM.TEMPLATE_WITHOUT_POWERED_BY, 'A layout template must contain the $POWERED_BY$ placeholder');
      req.state.data.templates[located.key] = content;
    }
    return show(req);
  }),
];
