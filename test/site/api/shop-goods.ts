// Reads of the shop's catalogue as two independent clients of real shops saw them
// (platform-notes §6): the category tree, a category's goods, one product in `entry_*` fields.
// Writes keep the spec's names (shop-catalog.ts).
import { invalid, missing, notFound } from '../core/errors.ts';
import { NUM } from '../core/nums.ts';
import { int, text } from '../core/params.ts';
import type { SiteState } from '../data/store.ts';
import type { Product, ShopCategory } from '../data/types.ts';
import { findProduct, modeOf } from './shop-common.ts';
import { route, type Route } from './router.ts';

/** guess: how many goods one page of /shop/cat holds. */
export const GOODS_PER_PAGE = 10;

function currencySymbol(state: SiteState): string {
  return state.data.shop.currencies.find((currency) => currency.default === 1)?.symbol ?? '';
}

/** guess: "24 990 ₽" (digits grouped by spaces, kopecks only when there are some, the default currency's symbol). */
export function formatPrice(state: SiteState, amount: number): string {
  const [whole = '0', cents] = amount.toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${cents === '00' ? grouped : `${grouped}.${cents}`} ${currencySymbol(state)}`.trim();
}

/** The slugs from the root to the category: `electronics/phones`. */
export function categoryPath(state: SiteState, category: ShopCategory): string {
  const parts: string[] = [];
  for (let item: ShopCategory | undefined = category; item && parts.length < 20; item = state.data.shop.categories.find((other) => other.id === item?.pid)) {
    parts.unshift(item.url || String(item.id));
  }
  return parts.join('/');
}

/** The products of a category: its own and those added to it (`cats_add`), by id. */
export function goodsOf(state: SiteState, category: ShopCategory): Product[] {
  return state.data.shop.products.filter((item) => item.cat_id === category.id || item.cats_add.includes(category.id)).sort((a, b) => a.id - b.id);
}

function childrenOf(state: SiteState, parentId: number): ShopCategory[] {
  return state.data.shop.categories.filter((item) => item.pid === parentId).sort((a, b) => a.pos - b.pos || a.id - b.id);
}

/**
 * platform-notes §6: `{cat_id (string), cat_name, cat_url, cat_descr, cat_img, goods_count, childs}`,
 * `childs` a list of the same or "" when none. guess: cat_url is the category's own slug,
 * goods_count a number counting its own goods, hidden categories listed too (the token acts as the owner).
 */
function categoryFields(state: SiteState, category: ShopCategory) {
  return { cat_id: String(category.id), cat_name: category.name, cat_url: category.url, cat_descr: category.dscr, cat_img: category.img, goods_count: goodsOf(state, category).length };
}

function categoryNode(state: SiteState, category: ShopCategory): Record<string, unknown> {
  const children = childrenOf(state, category.id);
  return { ...categoryFields(state, category), childs: children.length > 0 ? children.map((child) => categoryNode(state, child)) : '' };
}

function photoSet(file: string) {
  // guess: the thumbnail and the small copy beside the original, as the photo module keeps them.
  return { photo: file, thumb: file.replace(/(\.\w+)$/, 's$1'), small: file.replace(/(\.\w+)$/, 'm$1') };
}

/**
 * One product. platform-notes §6: `entry_id` (string), `entry_title`, `entry_brief`,
 * `entry_description`, `entry_price{price (formatted), price_raw}`, `entry_price_old{...}`,
 * `entry_stock{stock, stock_total}`, `entry_art_no`, `entry_is_hidden`, `entry_cat{id, name, url}`,
 * `entry_photo{num_photos, def_photo{photo, thumb, small}, others_photo}`, `entry_others{other1...}`.
 * guess: the types of the numbers, entry_cat.id a string, `others_photo` an object keyed by
 * number or "" when none, an empty def_photo without photos.
 */
export function productOut(state: SiteState, product: Product) {
  const category = state.data.shop.categories.find((item) => item.id === product.cat_id);
  const photos = product.photos ?? [];
  const others = photos.slice(1);
  const str = (name: string) => (typeof product[name] === 'string' ? (product[name] as string) : '');
  return {
    entry_id: String(product.id),
    entry_title: product.name,
    entry_brief: product.brief,
    entry_description: product.dscr,
    entry_price: { price: formatPrice(state, product.price), price_raw: product.price },
    entry_price_old: { price: formatPrice(state, product.price_old), price_raw: product.price_old },
    entry_stock: { stock: product.stock, stock_total: product.stock },
    entry_art_no: product.art,
    entry_is_hidden: product.hide,
    entry_cat: { id: String(product.cat_id), name: category?.name ?? '', url: category ? `/shop/${categoryPath(state, category)}` : '' },
    entry_photo: {
      num_photos: photos.length,
      def_photo: photos[0] ? photoSet(photos[0]) : { photo: '', thumb: '', small: '' },
      others_photo: others.length > 0 ? Object.fromEntries(others.map((file, index) => [String(index + 1), photoSet(file)])) : '',
    },
    entry_others: { other1: str('other1'), other2: str('other2'), other3: str('other3'), other4: str('other4'), other5: str('other5') },
  };
}

/** A category by `cat_uri`: its `cat_url`, or (leniently) its slug path with or without `/shop/`. */
function categoryByUri(state: SiteState, uri: string): ShopCategory {
  const wanted = uri.trim().replace(/^\/?(shop\/)?/, '').replace(/\/+$/, '').toLowerCase();
  const found = state.data.shop.categories.find((item) => item.url.toLowerCase() === wanted || categoryPath(state, item).toLowerCase() === wanted);
  if (!found) throw notFound(`Shop category ${uri}`);
  return found;
}

export const shopGoodsRoutes: Route[] = [
  route('GET', '/shop/request', (req) => {
    const page = modeOf(req, ['categories', 'viewgoods'], 'page');
    const { state, input } = req;
    if (page === 'viewgoods') {
      // platform-notes §6: one product at ?page=viewgoods&id=<id>.
      const id = int(input, 'id', { min: 1 });
      if (id === undefined) throw missing('id');
      return productOut(state, findProduct(state, id));
    }
    // platform-notes §6: success is a bare list, the tree of categories. The spec's parent_id picks
    // the branch; guess: get_globals is accepted and adds nothing, a bare list has no room for it.
    const parentId = int(input, 'parent_id', { min: 0 }) ?? 0;
    return childrenOf(state, parentId).map((category) => categoryNode(state, category));
  }),
  route('GET', '/shop/cat', ({ state, input }) => {
    const uri = text(input, 'cat_uri');
    if (!uri) throw missing('cat_uri');
    const category = categoryByUri(state, uri);
    const pnum = int(input, 'pnum') ?? 1;
    if (pnum < 1) throw invalid(NUM.PAGE_OUT_OF_RANGE, 'Parameter "pnum" must be 1 or more');
    const goods = goodsOf(state, category);
    const shown = goods.slice((pnum - 1) * GOODS_PER_PAGE, pnum * GOODS_PER_PAGE);
    return {
      ...categoryFields(state, category),
      // platform-notes §6: paginator{cur_page (a string), num_pages}.
      paginator: { cur_page: String(pnum), num_pages: Math.max(1, Math.ceil(goods.length / GOODS_PER_PAGE)) },
      // platform-notes §6: an object keyed by id, not a list; guess: an empty page is [] as PHP encodes an empty array.
      goods_list: shown.length > 0 ? Object.fromEntries(shown.map((product) => [String(product.id), productOut(state, product)])) : [],
    };
  }),
];
