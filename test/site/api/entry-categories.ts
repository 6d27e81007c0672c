// GET / POST / PUT /<module>/category of the entry modules: categories and sections in one flat
// list (platform-notes §6), one id space per module. Entries live in categories, never in a section.
import { invalid, notFound } from '../core/errors.ts';
import { NUM } from '../core/nums.ts';
import { int, intList, text, toInt, type Input } from '../core/params.ts';
import { nextId, type SiteState } from '../data/store.ts';
import type { Category, EntryModuleData, Listed } from '../data/types.ts';
import { categoryUrl } from '../data/urls.ts';
import { moduleData } from './entry-fields.ts';
import { slug, slugFromTitle, unknownFields } from './lenient.ts';
import { route, routing, type ApiRequest, type Method, type Route } from './router.ts';

/** A module's categories and the records they hold (entries, photos). */
type Holder = EntryModuleData<Listed>;

/** Keys the site computes or validates itself; any other key sent is kept as sent. */
const KNOWN = ['id', 'type', 'name', 'description', 'hgu_title', 'position', 'url', 'entry_count', 'section', 'section_id', 'access2add', 'access2page', 'access2category', 'access2section'];

/**
 * One item of the categories answer. platform-notes §6: `type` (category | section), `id`,
 * `name`, `description`, `position`, `entry_count`, `hgu_title`, `url`, access lists
 * `access2add[]`, `access2page[]`, `access2category[]` / `access2section[]`, and a `section`
 * object on a category.
 */
export function categoryOut(module: string, item: Category, data: Holder) {
  const { section_id, access2category, access2section, ...rest } = item;
  const inside = item.type === 'section' ? data.categories.filter((other) => other.type === 'category' && other.section_id === item.id).map((other) => other.id) : [item.id];
  const out: Record<string, unknown> = {
    ...rest,
    // guess: a section counts the entries of the categories it holds.
    entry_count: data.entries.filter((entry) => inside.includes(entry.category)).length,
    url: categoryUrl(module, item),
  };
  if (item.type === 'section') out.access2section = access2section ?? [];
  else out.access2category = access2category ?? [];
  const holder = section_id ? data.categories.find((other) => other.id === section_id && other.type === 'section') : undefined;
  // platform-notes §6 names the object; guess: it carries id, name, hgu_title and url, and a
  // category outside any section has no `section` key.
  if (holder) out.section = { id: holder.id, name: holder.name, hgu_title: holder.hgu_title, url: categoryUrl(module, holder) };
  return out;
}

/** The section id from `section=3` or the object as loaded (`section[id]=3`); 0 or '' takes it out. */
function sectionId(input: Input): number | undefined {
  const value = input.section ?? input.section_id;
  if (value === undefined || value === null) return undefined;
  if (value === '') return 0;
  const id = typeof value === 'object' && !Array.isArray(value) ? toInt((value as { id?: unknown }).id) : toInt(value);
  if (id === undefined || id < 0) throw invalid(NUM.BAD_TYPE, 'Parameter "section" must be a section id');
  return id;
}

function withCategoryFields(data: Holder, base: Category, input: Input, creating: boolean): Category {
  const next: Category = { ...base, ...unknownFields(input, KNOWN) };
  const name = text(input, 'name', { required: creating, max: 255 });
  if (name !== undefined) next.name = name;
  next.description = text(input, 'description') ?? next.description;
  next.position = int(input, 'position', { min: 0 }) ?? next.position;
  const hgu = slug(input, 'hgu_title');
  if (hgu !== undefined) next.hgu_title = hgu;
  if (creating && !next.hgu_title) next.hgu_title = slugFromTitle(next.name);
  next.access2add = intList(input, 'access2add') ?? next.access2add;
  next.access2page = intList(input, 'access2page') ?? next.access2page;
  const open = next.type === 'section' ? 'access2section' : 'access2category';
  next[open] = intList(input, open) ?? next[open];
  const section = sectionId(input);
  if (section !== undefined && next.type === 'category') {
    const holder = data.categories.find((item) => item.id === section);
    if (section !== 0 && holder?.type !== 'section') throw invalid(NUM.UNKNOWN_CATEGORY, `Section ${section} does not exist`);
    next.section_id = section;
  }
  return next;
}

function typeOf(input: Input): Category['type'] {
  const value = text(input, 'type');
  if (value === undefined || value === '' || value === 'category') return 'category';
  if (value === 'section') return 'section';
  throw invalid(NUM.BAD_FLAG, 'Parameter "type" must be category or section');
}

/** The category routes the spec lists for the module; `holder` finds its data (the entry modules' by default). */
export function categoryRoutes(module: string, methods: readonly Method[], holder: (state: SiteState) => Holder = (state) => moduleData(state, module)): Route[] {
  const base = `/${module}/category`;
  const data = (req: ApiRequest) => holder(req.state);
  const routes: Route[] = [];
  // platform-notes §6: one flat list mixing sections and categories.
  if (methods.includes('GET')) routes.push(route('GET', base, (req) => data(req).categories.map((item) => categoryOut(module, item, data(req)))));
  if (methods.includes('POST')) {
    routes.push(
      route('POST', base, (req) => {
        const current = data(req);
        const type = typeOf(req.input);
        const blank: Category = { type, id: nextId(current.categories), name: '', description: '', hgu_title: '', position: current.categories.length + 1, section_id: 0, access2add: [], access2page: [] };
        const created = withCategoryFields(current, blank, req.input, true);
        current.categories.push(created);
        return categoryOut(module, created, current);
      }),
    );
  }
  if (methods.includes('PUT')) {
    routes.push(
      route('PUT', base, (req) => {
        const current = data(req);
        const id = int({ id: routing(req, 'id') }, 'id', { required: true, min: 1 }) as number;
        const found = current.categories.find((item) => item.id === id);
        if (!found) throw notFound(`Category ${id} of ${module}`);
        const { id: _id, ...fields } = req.input;
        const next = withCategoryFields(current, found, fields, false);
        current.categories = current.categories.map((item) => (item.id === id ? next : item));
        return categoryOut(module, next, current);
      }),
    );
  }
  return routes;
}
