// Spec: Templates, global blocks, menus.
import { z } from '../../validation/z';
import { endpoint, id, withId } from '../endpoint';
import { menuItems, menuUpdate, newMenu } from '../schemas';

const template = z.looseObject({ module_id: id, template_id: z.union([id, z.string().check(z.minLength(1))]) });

export const design = {
  'templates.tree': endpoint({ method: 'GET', path: '/templates' }),
  'templates.get': endpoint({ method: 'GET', path: '/templates/{module_id}/{template_id}', params: template }),
  'templates.update': endpoint({ method: 'PUT', path: '/templates/{module_id}/{template_id}', params: z.extend(template, { content: z.string() }) }),
  'gblocks.create': endpoint({ method: 'POST', path: '/gblocks', params: z.looseObject({ id: z.union([id, z.string().check(z.minLength(1))]), pda: z.string() }) }),
  'gblocks.delete': endpoint({ method: 'DELETE', path: '/gblocks/{id}', params: z.looseObject({ id: z.union([id, z.string().check(z.minLength(1))]) }) }),
  'menus.list': endpoint({ method: 'GET', path: '/menus' }),
  'menus.create': endpoint({ method: 'POST', path: '/menus', params: newMenu }),
  'menus.get': endpoint({ method: 'GET', path: '/menus/{id}', params: withId }),
  'menus.update': endpoint({ method: 'PUT', path: '/menus/{id}', params: menuUpdate }),
  'menus.replaceItems': endpoint({ method: 'PUT', path: '/menus/{id}/items', params: menuItems }),
};
