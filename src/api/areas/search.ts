// Spec: Search, over the whole site or one module.
import { z } from '../../validation/z';
import { endpoint } from '../endpoint';

export const search = {
  'search.query': endpoint({
    method: 'GET',
    path: '/search',
    params: z.looseObject({ query: z.string().check(z.trim(), z.minLength(1, 'Enter what to search for')), module: z.optional(z.string()) }),
  }),
};
