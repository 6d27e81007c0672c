// Spec: News, Blog, and the modules with list, add and update (publisher, ad board, photo,
// video, FAQ, directory, file catalog, online games). One factory: they share one shape.
import { anyRecord, endpoint, withId, type Endpoint } from '../endpoint';
import { categoryUpdate, entryUpdate, newCategory, newEntry } from '../schemas';

type Ops = 'list' | 'get' | 'create' | 'update' | 'categories' | 'createCategory' | 'updateCategory' | 'setup' | 'updateSetup';

function entryModule<M extends string>(module: M, ops: Ops[], typed = false) {
  const all: Record<Ops, Endpoint> = {
    list: endpoint({ method: 'GET', path: `/${module}` }),
    get: endpoint({ method: 'GET', path: `/${module}`, params: withId }),
    create: endpoint({ method: 'POST', path: `/${module}`, params: typed ? newEntry : anyRecord }),
    update: endpoint({ method: 'PUT', path: `/${module}?id={id}`, params: typed ? entryUpdate : withId }),
    categories: endpoint({ method: 'GET', path: `/${module}/category` }),
    createCategory: endpoint({ method: 'POST', path: `/${module}/category`, params: typed ? newCategory : anyRecord }),
    updateCategory: endpoint({ method: 'PUT', path: `/${module}/category?id={id}`, params: typed ? categoryUpdate : withId }),
    setup: endpoint({ method: 'GET', path: `/${module}/setup` }),
    updateSetup: endpoint({ method: 'PUT', path: `/${module}/setup` }),
  };
  return Object.fromEntries(ops.map((op) => [`${module}.${op}`, all[op]])) as Record<`${M}.${Ops}`, Endpoint>;
}

const withCategories: Ops[] = ['list', 'get', 'create', 'update', 'categories', 'createCategory', 'updateCategory'];

export const entries = {
  ...entryModule('news', [...withCategories, 'setup', 'updateSetup'], true),
  ...entryModule('blog', [...withCategories, 'setup', 'updateSetup'], true),
  ...entryModule('publ', withCategories),
  ...entryModule('board', withCategories),
  ...entryModule('photo', ['list', 'get', 'create', 'update', 'categories', 'createCategory']),
  ...entryModule('video', ['list', 'get', 'create', 'update', 'categories']),
  ...entryModule('faq', ['list', 'get', 'create', 'update', 'categories']),
  ...entryModule('dir', ['list', 'get', 'create', 'update', 'categories']),
  ...entryModule('load', ['list', 'get', 'create', 'update', 'categories']),
  ...entryModule('stuff', ['list', 'get', 'create', 'update', 'categories']),
  'video.channels': endpoint({ method: 'GET', path: '/video/channel' }),
};

