// Records of the shop (the spec's field names); types.ts re-exports them.
import type { Extra } from './types.ts';

export interface ShopCategory extends Extra {
  id: number;
  name: string;
  pid: number;
  dscr: string;
  url: string;
  pos: number;
  meta_title: string;
  meta_dscr: string;
  view_groups: number[];
  add_groups: number[];
  hidden: 0 | 1;
  img: string;
}

export interface Product extends Extra {
  id: number;
  cat_id: number;
  name: string;
  brief: string;
  dscr: string;
  html_dscr: string;
  price: number;
  price_old: number;
  price_in: number;
  stock: number;
  art: string;
  type: 0 | 1 | 2 | 3;
  hide: 0 | 1;
  cats_add: number[];
  /** Image files under /_sh/ (the first is the main one); left out when there are none. */
  photos?: string[];
}

export interface BasketItem {
  id: number;
  cnt: number;
  opt: string;
}

export interface OrderLine {
  rec_id: number;
  product_id: number;
  name: string;
  price: number;
  cnt: number;
  opt: string;
}

export interface Order extends Extra {
  id: number;
  hash: string;
  user_id: number;
  status: number;
  hide: 0 | 1 | 2;
  group_courier: number;
  lines: OrderLine[];
  fields: Record<string, string>;
  note: string;
  payment_id: number;
  delivery_id: number;
  promo_code: string;
  add_date: number;
}

export interface Currency {
  code: string;
  rate: number;
  symbol: string;
  default: 0 | 1;
}

export interface ShopData {
  categories: ShopCategory[];
  products: Product[];
  currencies: Currency[];
  baskets: Record<string, BasketItem[]>;
  orders: Order[];
  payments: { id: number; name: string }[];
  deliveries: { id: number; name: string; price: number }[];
  promo_codes: { code: string; percent: number }[];
  /** Names of the checkout fields by number (`field_N` of the checkout and of orders). */
  order_fields: Record<string, string>;
  /** The pending order per user id, edited on checkout before it is submitted. */
  checkout: Record<string, CheckoutDraft>;
}

export interface CheckoutDraft {
  payment_id: number;
  delivery_id: number;
  promo_code: string;
  fields: Record<string, string>;
}
