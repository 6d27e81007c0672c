// Spec: Pages.
import { z } from '../../validation/z';
import { endpoint, id } from '../endpoint';
import { newPage, pageUpdate, paging } from '../schemas';

export const pages = {
  'pages.list': endpoint({ method: 'GET', path: '/pages', params: paging }),
  'pages.get': endpoint({ method: 'GET', path: '/pages/{id}', params: z.looseObject({ id }) }),
  'pages.create': endpoint({ method: 'POST', path: '/pages', params: newPage }),
  'pages.update': endpoint({ method: 'PUT', path: '/pages', params: pageUpdate }),
};
