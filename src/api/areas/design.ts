// Spec: Templates, global blocks, menus.
import { z } from '../../validation/z';
import { anyRecord, anyResult, endpoint, id, withId } from '../endpoint';
import { menuItems, menuRecord, menuUpdate, newMenu } from '../schemas';

const template = z.looseObject({ module_id: id, template_id: z.union([id, z.string().check(z.minLength(1))]) });

export const design = {
  'templates.tree': endpoint({ method: 'GET', path: '/templates', params: anyRecord, result: anyResult, module: 'templates' }),
  'templates.get': endpoint({ method: 'GET', path: '/templates/{module_id}/{template_id}', params: template, result: anyResult, module: 'templates' }),
  'templates.update': endpoint({ method: 'PUT', path: '/templates/{module_id}/{template_id}', params: z.extend(template, { content: z.string() }), result: anyResult, module: 'templates' }),
  'gblocks.create': endpoint({ method: 'POST', path: '/gblocks', params: z.looseObject({ id: z.union([id, z.string().check(z.minLength(1))]), pda: z.string() }), result: anyResult, module: 'gblocks' }),
  'gblocks.delete': endpoint({ method: 'DELETE', path: '/gblocks/{id}', params: z.looseObject({ id: z.union([id, z.string().check(z.minLength(1))]) }), result: anyResult, module: 'gblocks' }),
  'menus.list': endpoint({ method: 'GET', path: '/menus', params: anyRecord, result: anyResult, module: 'menus' }),
  'menus.create': endpoint({ method: 'POST', path: '/menus', params: newMenu, result: anyResult, module: 'menus' }),
  'menus.get': endpoint({ method: 'GET', path: '/menus/{id}', params: withId, result: menuRecord, module: 'menus' }),
  'menus.update': endpoint({ method: 'PUT', path: '/menus/{id}', params: menuUpdate, result: anyResult, module: 'menus' }),
  'menus.delete': endpoint({ method: 'DELETE', path: '/menus/{id}', params: withId, result: anyResult, module: 'menus' }),
  'menus.replaceItems': endpoint({ method: 'PUT', path: '/menus/{id}/items', params: menuItems, result: anyResult, module: 'menus' }),
};
