// Writes of the shop's catalogue: categories (/shop/edit_cat?mode=...) and products
// (/shop/addgoods), with the spec's field names; they answer the record as stored (guess: no
// public source shows these answers). The reads are in shop-goods.ts.
import { invalid, notFound } from '../core/errors.ts';
import { NUM } from '../core/nums.ts';
import { flag, int, intList, num, text, type Input } from '../core/params.ts';
import { nextId, type SiteState } from '../data/store.ts';
import type { Product, ShopCategory } from '../data/types.ts';
import { slug, unknownFields } from './lenient.ts';
import { modeOf } from './shop-common.ts';
import { storeUpload } from './uploads.ts';
import { route, type Route } from './router.ts';

function findCategory(state: SiteState, id: number): ShopCategory {
  const category = state.data.shop.categories.find((item) => item.id === id);
  if (!category) throw notFound(`Shop category ${id}`);
  return category;
}

const CATEGORY_KEYS = ['id', 'mode', 'name', 'pid', 'dscr', 'url', 'pos', 'meta_title', 'meta_dscr', 'view_groups', 'add_groups', 'hidden', 'img', 'cat_img', 'del'];

function applyCategory(state: SiteState, category: ShopCategory, input: Input, creating: boolean): void {
  const name = text(input, 'name', { required: creating, max: 255 });
  const pid = int(input, 'pid', { min: 0 });
  if (pid !== undefined && pid !== 0) {
    findCategory(state, pid);
    if (pid === category.id) throw invalid(NUM.BAD_PARENT, 'A category cannot be its own parent');
  }
  Object.assign(category, unknownFields(input, CATEGORY_KEYS));
  if (name !== undefined) category.name = name;
  category.pid = pid ?? category.pid;
  category.url = slug(input, 'url') ?? category.url;
  category.pos = int(input, 'pos', { min: 0 }) ?? category.pos;
  for (const key of ['dscr', 'meta_title', 'meta_dscr'] as const) category[key] = text(input, key) ?? category[key];
  category.view_groups = intList(input, 'view_groups') ?? category.view_groups;
  category.add_groups = intList(input, 'add_groups') ?? category.add_groups;
}

export const shopCatalogRoutes: Route[] = [
  route('POST', '/shop/edit_cat', (req) => {
    const mode = modeOf(req, ['add', 'edit', 'show', 'hide', 'img']);
    const { state, input } = req;
    if (mode === 'add') {
      const category: ShopCategory = { id: nextId(state.data.shop.categories), name: '', pid: 0, dscr: '', url: '', pos: 0, meta_title: '', meta_dscr: '', view_groups: [], add_groups: [], hidden: 0, img: '' };
      applyCategory(state, category, input, true);
      state.data.shop.categories.push(category);
      return category;
    }
    const category = findCategory(state, int(input, 'id', { required: true, min: 1 }) as number);
    if (mode === 'edit') applyCategory(state, category, input, false);
    if (mode === 'show' || mode === 'hide') category.hidden = mode === 'hide' ? 1 : 0;
    if (mode === 'img') {
      if (flag(input, 'del') === 1) category.img = '';
      else category.img = storeUpload(state, input.cat_img, 'cat_img', `shop/${category.id}`) ?? category.img;
    }
    return category;
  }),
  route('POST', '/shop/addgoods', ({ state, input }) => {
    const catId = int(input, 'cat_id', { required: true, min: 1 }) as number;
    findCategory(state, catId);
    const name = text(input, 'name', { required: true, max: 255 }) as string;
    const type = int(input, 'type') ?? 0;
    if (type < 0 || type > 3) throw invalid(NUM.PRODUCT_TYPE, 'Parameter "type" must be 0 (physical), 1 (file), 2 (code) or 3 (service)');
    const product: Product = {
      ...unknownFields(input, ['id', 'cat_id', 'name', 'brief', 'dscr', 'html_dscr', 'price', 'price_old', 'price_in', 'stock', 'art', 'type', 'hide', 'cats_add', 'photos']),
      id: nextId(state.data.shop.products),
      cat_id: catId,
      name,
      brief: text(input, 'brief') ?? '',
      dscr: text(input, 'dscr') ?? '',
      html_dscr: text(input, 'html_dscr') ?? '',
      price: num(input, 'price') ?? 0,
      price_old: num(input, 'price_old') ?? 0,
      price_in: num(input, 'price_in') ?? 0,
      stock: int(input, 'stock', { min: 0 }) ?? 0,
      art: text(input, 'art', { max: 100 }) ?? '',
      type: type as Product['type'],
      hide: flag(input, 'hide') ?? 0,
      cats_add: intList(input, 'cats_add') ?? [],
    };
    state.data.shop.products.push(product);
    return product;
  }),
];
