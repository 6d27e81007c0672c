// What a page of the extension may ask of the site's menus, and the endpoint each maps to.
import { z } from '../../validation/z';
import { MENU_DEPTH_MAX } from '../../api/limits';
import { defined, flag01, id, line, optionalLine, paging, pagingParams, kindWire, type EndpointsOf } from '../wire-values';

/** Keys of an item the site sent and the editor keeps as they came: plain values only. */
const keptValue = z.union([line, z.number(), z.boolean(), z.null()]);

function menuItemsSchema(depth: number): z.ZodMiniType {
  const item = z.object({
    name: line,
    url: line,
    ...(depth > 1 && { children: z.optional(menuItemsSchema(depth - 1)) }),
  });
  // At the deepest level `children` is no plain value: refused.
  return z.array(z.catchall(item, keptValue)).check(z.maxLength(1_000));
}
const menuItems = menuItemsSchema(MENU_DEPTH_MAX);

export const menuOperations = [
  z.strictObject({ op: z.literal('menu/open'), id }),
  z.strictObject({ op: z.literal('menu/save-items'), id, items: menuItems }),
  z.strictObject({ op: z.literal('menu/save-settings'), id, title: optionalLine, layout: z.optional(flag01) }),
  z.strictObject({ op: z.literal('menu/create'), title: line, layout: flag01 }),
  z.strictObject({ op: z.literal('menus/list'), ...paging }),
] as const;

export const menuEndpoints: EndpointsOf<z.infer<(typeof menuOperations)[number]>> = {
  'menu/open': (operation) => ({ endpoint: 'menus.get', params: { id: operation.id } }),
  'menu/save-items': (operation) => ({ endpoint: 'menus.replaceItems', params: { id: operation.id, items: operation.items } }),
  'menu/save-settings': (operation) => ({ endpoint: 'menus.update', params: defined({ id: operation.id, title: operation.title, layout: operation.layout }) }),
  'menu/create': (operation) => ({ endpoint: 'menus.create', params: { title: operation.title, layout: operation.layout } }),
  'menus/list': (operation) => ({ endpoint: 'menus.list', params: pagingParams(operation) }),
};

/** The kind's wire, as src/kinds/wire.ts lists it. */
export const menuWire = kindWire(menuOperations, menuEndpoints);
