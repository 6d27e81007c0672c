// One factory for every module with entries and categories: news and blog, and the catalogue
// modules publ, board, photo, video, faq, dir, load, stuff. Each module declares which of the
// shared routes the spec gives it.
import { missing, notFound } from '../core/errors.ts';
import { int, text } from '../core/params.ts';
import { nextId } from '../data/store.ts';
import type { EntryModuleName } from '../data/seed-entries.ts';
import type { Category, Extra } from '../data/types.ts';
import { blankEntry, byListOrder, categoryOut, entryOut, moduleData, withEntryFields } from './entry-fields.ts';
import { slug, slugFromTitle, unknownFields } from './lenient.ts';
import { paginate, readPaging } from './paging.ts';
import { route, routing, type ApiRequest, type Method, type Route } from './router.ts';

export interface EntryModuleConfig {
  name: EntryModuleName;
  /** Key of the entry array in the list payload (news: `news`, blog: `blogs`). */
  listKey: string;
  titleMax: number;
  /** Category operations the spec lists for the module. */
  categoryMethods: readonly Method[];
  setup?: boolean;
  extraRoutes?: Route[];
}

export function entryModuleRoutes(config: EntryModuleConfig): Route[] {
  const base = `/${config.name}`;
  const rules = { module: config.name, titleMax: config.titleMax };
  const data = (req: ApiRequest) => moduleData(req.state, config.name);

  const routes: Route[] = [
    route('GET', base, (req) => {
      const module = data(req);
      const id = int(req.input, 'id', { min: 1 });
      if (id !== undefined) {
        const entry = module.entries.find((item) => item.id === id);
        if (!entry) throw notFound(`Entry ${id} of ${config.name}`);
        return entryOut(config.name, module, entry);
      }
      const setupPerPage = Number(req.state.data.setup[config.name]?.per_page) || 10;
      const paging = readPaging(req.input, Math.min(setupPerPage, 100));
      const category = int(req.input, 'category', { min: 1 });
      const entries = module.entries.filter((entry) => category === undefined || entry.category === category).sort(byListOrder);
      const { items, total, pages_list } = paginate(entries, paging);
      return { page: paging.page, pages_list, per_page: paging.per_page, total, [config.listKey]: items.map((entry) => entryOut(config.name, module, entry)) };
    }),
    route('POST', base, (req) => {
      const module = data(req);
      const now = req.state.now();
      const blank = blankEntry(nextId(module.entries), module.categories[0]?.id ?? 0, now);
      const entry = withEntryFields(req.state, rules, module, blank, req.input, true);
      module.entries.push(entry);
      return entryOut(config.name, module, entry);
    }),
    route('PUT', base, (req) => {
      const module = data(req);
      const id = int({ id: routing(req, 'id') }, 'id', { required: true, min: 1 }) as number;
      const current = module.entries.find((item) => item.id === id);
      if (!current) throw notFound(`Entry ${id} of ${config.name}`);
      const { id: _id, ...fields } = req.input;
      const next = { ...withEntryFields(req.state, rules, module, current, fields, false), upd_date: req.state.now() };
      module.entries = module.entries.map((item) => (item.id === id ? next : item));
      return entryOut(config.name, module, next);
    }),
  ];

  if (config.categoryMethods.includes('GET')) {
    routes.push(route('GET', `${base}/category`, (req) => data(req).categories.map((item) => categoryOut(config.name, item, data(req).entries))));
  }
  if (config.categoryMethods.includes('POST')) {
    routes.push(
      route('POST', `${base}/category`, (req) => {
        const module = data(req);
        const category = withCategoryFields({ id: nextId(module.categories), name: '', description: '', hgu_title: '', position: module.categories.length + 1 }, req.input, true);
        module.categories.push(category);
        return categoryOut(config.name, category, module.entries);
      }),
    );
  }
  if (config.categoryMethods.includes('PUT')) {
    routes.push(
      route('PUT', `${base}/category`, (req) => {
        const module = data(req);
        const id = int({ id: routing(req, 'id') }, 'id', { required: true, min: 1 }) as number;
        const current = module.categories.find((item) => item.id === id);
        if (!current) throw notFound(`Category ${id} of ${config.name}`);
        const { id: _id, ...fields } = req.input;
        const next = withCategoryFields(current, fields, false);
        module.categories = module.categories.map((item) => (item.id === id ? next : item));
        return categoryOut(config.name, next, module.entries);
      }),
    );
  }
  if (config.setup) routes.push(...setupRoutes(config.name));
  return [...routes, ...(config.extraRoutes ?? [])];
}

function withCategoryFields(base: Category, input: Record<string, unknown>, creating: boolean): Category {
  const next: Category = { ...base, ...unknownFields(input, ['id', 'name', 'description', 'hgu_title', 'position', 'url', 'entries']) };
  const name = text(input, 'name', { required: creating, max: 255 });
  if (name !== undefined) next.name = name;
  next.description = text(input, 'description') ?? next.description;
  next.position = int(input, 'position', { min: 0 }) ?? next.position;
  const hgu = slug(input, 'hgu_title');
  if (hgu !== undefined) next.hgu_title = hgu;
  if (creating && !next.hgu_title) next.hgu_title = slugFromTitle(next.name);
  return next;
}

/** GET / PUT /<module>/setup: the module's settings object; PUT merges what is sent. */
export function setupRoutes(module: string): Route[] {
  const read = (req: ApiRequest): Extra => (req.state.data.setup[module] ??= {});
  return [
    route('GET', `/${module}/setup`, read),
    route('PUT', `/${module}/setup`, (req) => {
      const fields = unknownFields(req.input, []);
      if (Object.keys(fields).length === 0) throw missing('settings');
      return Object.assign(read(req), fields);
    }),
  ];
}

const CATALOGUE_TITLE_MAX = 255;

export const entryModulesRoutes: Route[] = [
  ...entryModuleRoutes({ name: 'news', listKey: 'news', titleMax: 130, categoryMethods: ['GET', 'POST', 'PUT'], setup: true }),
  ...entryModuleRoutes({ name: 'blog', listKey: 'blogs', titleMax: 130, categoryMethods: ['GET', 'POST', 'PUT'], setup: true }),
  ...entryModuleRoutes({ name: 'publ', listKey: 'entries', titleMax: CATALOGUE_TITLE_MAX, categoryMethods: ['GET', 'POST', 'PUT'] }),
  ...entryModuleRoutes({ name: 'board', listKey: 'entries', titleMax: CATALOGUE_TITLE_MAX, categoryMethods: ['GET', 'POST', 'PUT'] }),
  ...entryModuleRoutes({ name: 'photo', listKey: 'entries', titleMax: CATALOGUE_TITLE_MAX, categoryMethods: ['GET', 'POST'] }),
  ...entryModuleRoutes({
    name: 'video',
    listKey: 'entries',
    titleMax: CATALOGUE_TITLE_MAX,
    categoryMethods: ['GET'],
    extraRoutes: [route('GET', '/video/channel', () => [{ id: 1, name: 'Студия «Северный ветер»', url: '/video/ch/1' }])],
  }),
  ...entryModuleRoutes({ name: 'faq', listKey: 'entries', titleMax: CATALOGUE_TITLE_MAX, categoryMethods: ['GET'] }),
  ...entryModuleRoutes({ name: 'dir', listKey: 'entries', titleMax: CATALOGUE_TITLE_MAX, categoryMethods: ['GET'] }),
  ...entryModuleRoutes({ name: 'load', listKey: 'entries', titleMax: CATALOGUE_TITLE_MAX, categoryMethods: ['GET'] }),
  ...entryModuleRoutes({ name: 'stuff', listKey: 'entries', titleMax: CATALOGUE_TITLE_MAX, categoryMethods: ['GET'] }),
];
