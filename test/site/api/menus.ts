// /menus: the site's menus. PUT /menus/{id}/items replaces the whole tree; every item needs a
// name (or title) and a non-empty URL.
// guess: the answers' shapes are UNCONFIRMED (platform-notes §1): a plain list of menus, each
// {id, title, layout, items}; item keys per §4 (also UNCONFIRMED).
import { invalid, missing, notFound } from '../core/errors.ts';
import { NUM } from '../core/nums.ts';
import { text, type Input } from '../core/params.ts';
import { nextId, type SiteState } from '../data/store.ts';
import type { Menu, MenuItem } from '../data/types.ts';
import { unknownFields } from './lenient.ts';
import { idParam, route, type Route } from './router.ts';

const MAX_DEPTH = 5;
const MAX_ITEMS = 500;

function findMenu(state: SiteState, id: number): Menu {
  const menu = state.data.menus.find((item) => item.id === id);
  if (!menu) throw notFound(`Menu ${id}`);
  return menu;
}

function layoutOf(input: Input): 0 | 1 | undefined {
  const layout = input.layout;
  if (layout === undefined || layout === null || layout === '') return undefined;
  if (String(layout) === '0') return 0;
  if (String(layout) === '1') return 1;
  throw invalid(NUM.MENU_BAD_LAYOUT, 'Parameter "layout" must be 0 (horizontal) or 1 (vertical)');
}

/** A list from a JSON array, qs's object with numeric keys, or a JSON string in a form field. */
function asList(value: unknown, where: string): unknown[] {
  if (Array.isArray(value)) return value;
  if (value === '' || value === null) return [];
  if (typeof value === 'string') {
    try {
      return asList(JSON.parse(value), where);
    } catch {
      throw invalid(NUM.MENU_ITEMS_MALFORMED, `${where} must be a list of items`);
    }
  }
  if (typeof value === 'object' && Object.keys(value as object).every((key) => /^\d+$/.test(key))) {
    return Object.entries(value as object)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, item]) => item);
  }
  throw invalid(NUM.MENU_ITEMS_MALFORMED, `${where} must be a list of items`);
}

function readItems(value: unknown, depth: number, counter: { count: number }, where: string): MenuItem[] {
  if (depth > MAX_DEPTH) throw invalid(NUM.MENU_ITEMS_MALFORMED, `Menu items nest deeper than ${MAX_DEPTH} levels`);
  return asList(value, where).map((raw, index) => {
    const path = `${where}[${index}]`;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw invalid(NUM.MENU_ITEMS_MALFORMED, `${path} must be an object with name and url`);
    if (++counter.count > MAX_ITEMS) throw invalid(NUM.MENU_ITEMS_MALFORMED, `A menu holds at most ${MAX_ITEMS} items`);
    const fields = raw as Input;
    const name = (text(fields, 'name') ?? text(fields, 'title') ?? '').trim();
    const url = (text(fields, 'url') ?? '').trim();
    if (url === '') throw invalid(NUM.MENU_ITEM_WITHOUT_URL, `Menu item ${path} ("${name}") has no URL`);
    if (name === '') throw invalid(NUM.MENU_ITEM_WITHOUT_NAME, `Menu item ${path} has no name`);
    const item: MenuItem = { ...unknownFields(fields, ['name', 'url', 'children']), name, url };
    const children = fields.children === undefined ? [] : readItems(fields.children, depth + 1, counter, `${path}[children]`);
    if (children.length > 0) item.children = children;
    return item;
  });
}

export function parseMenuItems(value: unknown): MenuItem[] {
  return readItems(value, 1, { count: 0 }, 'items');
}

export const menusRoutes: Route[] = [
  route('GET', '/menus', ({ state }) => state.data.menus),
  route('POST', '/menus', ({ state, input }) => {
    const title = text(input, 'title', { required: true, max: 255 }) as string;
    const menu: Menu = { id: nextId(state.data.menus), title, layout: layoutOf(input) ?? 1, items: [] };
    if (input.items !== undefined) menu.items = parseMenuItems(input.items);
    state.data.menus.push(menu);
    return menu;
  }),
  route('GET', '/menus/:id{[0-9]+}', (req) => findMenu(req.state, idParam(req))),
  route('PUT', '/menus/:id{[0-9]+}', (req) => {
    const menu = findMenu(req.state, idParam(req));
    const title = text(req.input, 'title', { max: 255 });
    if (title !== undefined && title.trim() === '') throw missing('title');
    const layout = layoutOf(req.input);
    Object.assign(menu, unknownFields(req.input, ['id', 'title', 'layout', 'items']));
    if (title !== undefined) menu.title = title;
    if (layout !== undefined) menu.layout = layout;
    return menu;
  }),
  route('DELETE', '/menus/:id{[0-9]+}', (req) => {
    const menu = findMenu(req.state, idParam(req));
    req.state.data.menus = req.state.data.menus.filter((item) => item !== menu);
    return { id: menu.id, deleted: true };
  }),
  route('PUT', '/menus/:id{[0-9]+}/items', (req) => {
    const menu = findMenu(req.state, idParam(req));
    if (req.input.items === undefined) throw missing('items');
    menu.items = parseMenuItems(req.input.items);
    return menu;
  }),
];

