// One factory for every module with entries and categories: news and blog, and the catalogue
// modules publ, board, video, faq, dir, load, stuff. Each module declares which of the shared
// routes the spec gives it. The photo album has records of its own (photos.ts).
import { invalid, missing, notFound } from '../core/errors.ts';
import { NUM } from '../core/nums.ts';
import { int, type Input } from '../core/params.ts';
import { nextId } from '../data/store.ts';
import type { EntryModuleName } from '../data/seed-entries.ts';
import type { Extra } from '../data/types.ts';
import { categoryRoutes } from './entry-categories.ts';
import { blankEntry, byListOrder, entryOut, moduleData, withEntryFields } from './entry-fields.ts';
import { unknownFields } from './lenient.ts';
import { checkVideoInput, videoChannelRoutes } from './video-fields.ts';
import { paginate, readPaging } from './paging.ts';
import { route, routing, type ApiRequest, type Method, type Route } from './router.ts';

export interface EntryModuleConfig {
  name: EntryModuleName;
  /** Key of the record array in the list payload, and of its `total_<key>`. */
  listKey: string;
  titleMax: number;
  /** Category operations the spec lists for the module. */
  categoryMethods: readonly Method[];
  setup?: boolean;
  extraRoutes?: Route[];
  /** The module's own checks of what a create or an update sends, before the shared ones. */
  checkInput?: (input: Input, creating: boolean) => void;
}

export function entryModuleRoutes(config: EntryModuleConfig): Route[] {
  const base = `/${config.name}`;
  const rules = { module: config.name, titleMax: config.titleMax };
  const data = (req: ApiRequest) => moduleData(req.state, config.name);

  const routes: Route[] = [
    route('GET', base, (req) => {
      const module = data(req);
      const id = int(req.input, 'id', { min: 1 });
      // platform-notes §5: one record is read with ?id=, answered as the record itself.
      if (id !== undefined) {
        const entry = module.entries.find((item) => item.id === id);
        if (!entry) throw notFound(`Entry ${id} of ${config.name}`);
        return entryOut(config.name, module, entry);
      }
      const setupPerPage = Number(req.state.data.setup[config.name]?.per_page) || 10;
      const paging = readPaging(req.input, Math.min(setupPerPage, 100));
      const category = int(req.input, 'category', { min: 1 });
      const entries = module.entries.filter((entry) => category === undefined || entry.category === category).sort(byListOrder);
      const { items, total, pageCount } = paginate(entries, paging);
      // platform-notes §6: records under the module's own key, with page, per_page and pages_list
      // typed as a number (the count of pages); total_<key> is shown "in some" (total_publs,
      // total_ads): giving it in every module is partly a guess. No plain `total` (not documented).
      return {
        page: paging.page,
        per_page: paging.per_page,
        pages_list: pageCount,
        [`total_${config.listKey}`]: total,
        [config.listKey]: items.map((entry) => entryOut(config.name, module, entry)),
      };
    }),
    route('POST', base, (req) => {
      config.checkInput?.(req.input, true);
      const module = data(req);
      const now = req.state.now();
      const firstCategory = module.categories.find((item) => item.type === 'category');
      const blank = blankEntry(nextId(module.entries), firstCategory?.id ?? 0, now);
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
      config.checkInput?.(fields, false);
      const next = { ...withEntryFields(req.state, rules, module, current, fields, false), upd_date: req.state.now() };
      module.entries = module.entries.map((item) => (item.id === id ? next : item));
      return entryOut(config.name, module, next);
    }),
  ];

  routes.push(...categoryRoutes(config.name, config.categoryMethods));
  if (config.setup) routes.push(...setupRoutes(config.name));
  return [...routes, ...(config.extraRoutes ?? [])];
}

/** GET / PUT /<module>/setup: the module's settings object (guess: the spec shows none of its
 * fields); PUT merges what is sent. guess: each setting keeps its type, so a number or a flag
 * sent as form text ("15") is stored as the number it was. */
export function setupRoutes(module: string): Route[] {
  const read = (req: ApiRequest): Extra => (req.state.data.setup[module] ??= {});
  return [
    route('GET', `/${module}/setup`, read),
    route('PUT', `/${module}/setup`, (req) => {
      const fields = unknownFields(req.input, []);
      if (Object.keys(fields).length === 0) throw missing('settings');
      const setup = read(req);
      for (const [key, value] of Object.entries(fields)) {
        const kept = typeof setup[key] === 'number' && typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value));
        if (typeof setup[key] === 'number' && typeof value === 'string' && !kept) throw invalid(NUM.BAD_TYPE, `Parameter "${key}" must be a number`);
        setup[key] = kept ? Number(value) : value;
      }
      return setup;
    }),
  ];
}

const CATALOGUE_TITLE_MAX = 255;

// List keys: news, blogs, publs, ads and faqs are documented (platform-notes §6); the keys of
// video, dir, load and stuff lists are not: videos, sites, files and games are guesses.
export const entryModulesRoutes: Route[] = [
  ...entryModuleRoutes({ name: 'news', listKey: 'news', titleMax: 130, categoryMethods: ['GET', 'POST', 'PUT'], setup: true }),
  ...entryModuleRoutes({ name: 'blog', listKey: 'blogs', titleMax: 130, categoryMethods: ['GET', 'POST', 'PUT'], setup: true }),
  ...entryModuleRoutes({ name: 'publ', listKey: 'publs', titleMax: CATALOGUE_TITLE_MAX, categoryMethods: ['GET', 'POST', 'PUT'] }),
  ...entryModuleRoutes({ name: 'board', listKey: 'ads', titleMax: CATALOGUE_TITLE_MAX, categoryMethods: ['GET', 'POST', 'PUT'] }),
  ...entryModuleRoutes({
    name: 'video',
    listKey: 'videos',
    titleMax: CATALOGUE_TITLE_MAX,
    categoryMethods: ['GET'],
    extraRoutes: videoChannelRoutes,
    checkInput: checkVideoInput,
  }),
  ...entryModuleRoutes({ name: 'faq', listKey: 'faqs', titleMax: CATALOGUE_TITLE_MAX, categoryMethods: ['GET'] }),
  ...entryModuleRoutes({ name: 'dir', listKey: 'sites', titleMax: CATALOGUE_TITLE_MAX, categoryMethods: ['GET'] }),
  ...entryModuleRoutes({ name: 'load', listKey: 'files', titleMax: CATALOGUE_TITLE_MAX, categoryMethods: ['GET'] }),
  ...entryModuleRoutes({ name: 'stuff', listKey: 'games', titleMax: CATALOGUE_TITLE_MAX, categoryMethods: ['GET'] }),
];
