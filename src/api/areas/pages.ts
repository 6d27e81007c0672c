// Spec: Pages.
import { z } from '../../validation/z';
import { anyResult, endpoint, id } from '../endpoint';
import { newPage, pageRecord, pageUpdate, paging } from '../schemas';

const module = 'pages';

export const pages = {
  'pages.list': endpoint({ method: 'GET', path: '/pages', params: paging, result: anyResult, module }),
  'pages.get': endpoint({ method: 'GET', path: '/pages/{id}', params: z.looseObject({ id }), result: pageRecord, module }),
  'pages.create': endpoint({ method: 'POST', path: '/pages', params: newPage, result: anyResult, module }),
  'pages.update': endpoint({ method: 'PUT', path: '/pages', params: pageUpdate, result: anyResult, module }),
  'pages.delete': endpoint({
    method: 'DELETE',
    path: '/pages/{id}',
    params: z.looseObject({ id: id.check(z.refine((value) => value !== 1, 'The home page cannot be deleted')) }),
    result: anyResult,
    module,
  }),
};
