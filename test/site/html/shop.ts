// The shop's public pages (platform-notes §6, module 20): all goods `/shop/all`, a category by its
// slugs `/shop/<parent>/<child>`, a product `/shop/<id>/desc/<slug>`. Hidden goods and categories
// are not shown. The page's `window.uCoz` carries the shop keys `sh_curr` and `sh_goods` (§6).
import { categoryPath, formatPrice, goodsOf } from '../api/shop-goods.ts';
import { slugFromTitle } from '../api/lenient.ts';
import { PAGE_TEMPLATES } from '../data/seed-templates.ts';
import type { SiteState } from '../data/store.ts';
import type { Product, ShopCategory } from '../data/types.ts';
import { escapeHtml } from './escape.ts';
import type { View } from './views.ts';

export function productUrl(product: Pick<Product, 'id' | 'name'>): string {
  return `/shop/${product.id}/desc/${slugFromTitle(product.name) || 'item'}`;
}

/**
 * guess: the shape of the shop keys (only their names are documented): `sh_curr` the currencies
 * by position, `sh_goods` the goods on the page by id with their prices.
 */
function shopKeys(state: SiteState, goods: Product[]): Record<string, unknown> {
  const currencies = state.data.shop.currencies.map(({ code, symbol, rate, default: main }, index) => [String(index + 1), { code, symbol, rate, default: main }]);
  return {
    sh_curr: Object.fromEntries(currencies),
    sh_goods: Object.fromEntries(goods.map((item) => [String(item.id), { price: item.price, old_price: item.price_old, name: item.name }])),
  };
}

function visible(product: Product): boolean {
  return product.hide !== 1;
}

/** One product in a list: `div.list-item#<informer>-item-<ID>` with an `add2Basket('<ID>', ...)` button (§6). */
function listItem(state: SiteState, product: Product): string {
  return `<div class="list-item" id="shop-item-${product.id}">
<a class="list-item-title" href="${productUrl(product)}">${escapeHtml(product.name)}</a>
<span class="list-item-price">${escapeHtml(formatPrice(state, product.price))}</span>
<input type="button" class="add2basket" value="В корзину" onclick="add2Basket('${product.id}','id');return false;">
</div>`;
}

function listView(state: SiteState, title: string, goods: Product[], path: string, templateKey: string, heading = ''): View {
  const shown = goods.filter(visible);
  const items = shown.length > 0 ? shown.map((item) => listItem(state, item)).join('\n') : '<div class="noEntry">Товаров нет</div>';
  return {
    module: 'shop',
    templateKey,
    title,
    content: `<h1>${escapeHtml(title)}</h1>${heading}\n<div class="goods-list">\n${items}\n</div>`,
    currentPaths: [path],
    ucoz: shopKeys(state, shown),
  };
}

/** /shop/, /shop/all: every visible product. */
export function shopCatalogueView(state: SiteState, path: string): View {
  return listView(state, 'Каталог товаров', [...state.data.shop.products].sort((a, b) => a.id - b.id), path, PAGE_TEMPLATES.shopCatalogue);
}

/** /shop/<slugs>: a visible category by its path of slugs; its id is in the markup (`a#cat-id-<ID>`). */
export function shopCategoryView(state: SiteState, slugs: string, path: string): View | undefined {
  const wanted = slugs.toLowerCase();
  const category = state.data.shop.categories.find((item: ShopCategory) => item.hidden !== 1 && categoryPath(state, item).toLowerCase() === wanted);
  if (!category) return undefined;
  const heading = `\n<a id="cat-id-${category.id}" class="catName" href="/shop/${categoryPath(state, category)}">${escapeHtml(category.name)}</a>`;
  return listView(state, category.name, goodsOf(state, category), path, PAGE_TEMPLATES.shopCategory, heading);
}

/** /shop/<id>/desc/<slug>: a visible product (`span.id-good-<ID>-price`, `div.shop-info`, §6). */
export function shopProductView(state: SiteState, id: number, path: string): View | undefined {
  const product = state.data.shop.products.find((item) => item.id === id);
  if (!product || !visible(product)) return undefined;
  const content = `<h1>${escapeHtml(product.name)}</h1>
<div class="shop-item-brief">${escapeHtml(product.brief)}</div>
<span class="id-good-${product.id}-price">${escapeHtml(formatPrice(state, product.price))}</span>
<ul id="id-${product.id}-options-selectors"></ul>
<input type="button" class="add2basket" value="В корзину" onclick="add2Basket('${product.id}','id');return false;">
<div class="shop-info">${product.html_dscr || escapeHtml(product.dscr)}</div>`;
  return { module: 'shop', templateKey: PAGE_TEMPLATES.shopProduct, title: product.name, content, currentPaths: [path, productUrl(product)], ucoz: shopKeys(state, [product]) };
}
