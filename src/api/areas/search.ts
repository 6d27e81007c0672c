// Spec: Search, over the whole site or one module.
import { z } from 'zod';
import { anyResult, endpoint } from '../endpoint';

export const search = {
  'search.query': endpoint({
    method: 'GET',
    path: '/search',
    params: z.looseObject({ query: z.string().trim().min(1, 'Enter what to search for'), module: z.string().optional() }),
    result: anyResult,
    module: 'search',
  }),
};
