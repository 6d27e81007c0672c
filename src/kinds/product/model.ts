// A product of the shop as the site reads it (platform-notes §6: `entry_*` fields, prices as
// `{price (formatted), price_raw}`), shown read-only: the spec can add a product, not change one.
// "New product like this one" maps what is shown to the spec's write names
// (`entry_title` → `name`, `entry_brief` → `brief`, `entry_description` → `dscr`,
// `entry_price.price_raw` → `price` …), and the owner changes what differs before one POST.
import { t } from '../../i18n';
import { asRecord, read } from '../../resources/records';

export interface ShownProduct {
  id: number;
  name: string;
  brief: string;
  description: string;
  /** As the site formats it ("24 990 ₽"), and its number. */
  price: { shown: string; raw: number | null };
  oldPrice: { shown: string; raw: number | null };
  stock: number | null;
  art: string;
  hidden: boolean;
  category: { id: number; name: string };
  /** The main photo's address, as the site gives it ('' without one). */
  photo: string;
}

function priceOf(value: unknown, fallback: unknown): ShownProduct['price'] {
  const record = asRecord(value);
  const rawText = read.text(record, 'price_raw') || (typeof value === 'number' || typeof value === 'string' ? String(value) : '') || String(fallback ?? '');
  const raw = rawText.trim() !== '' && Number.isFinite(Number(rawText)) ? Number(rawText) : null;
  return { shown: read.text(record, 'price') || (raw === null ? '' : String(raw)), raw };
}

/** A product read in `entry_*` fields, or (leniently) under the spec's own names. */
export function productOf(answer: unknown): ShownProduct {
  const record = asRecord(answer);
  const text = (entry: string, plain: string) => read.text(record, entry) || read.text(record, plain);
  const category = asRecord(record.entry_cat);
  const stock = asRecord(record.entry_stock);
  const stockText = read.text(stock, 'stock') || read.text(record, 'stock');
  const photo = asRecord(asRecord(record.entry_photo).def_photo);
  return {
    id: read.int(record, 'entry_id') || read.int(record, 'id'),
    name: text('entry_title', 'name'),
    brief: text('entry_brief', 'brief'),
    description: text('entry_description', 'dscr'),
    price: priceOf(record.entry_price, record.price),
    oldPrice: priceOf(record.entry_price_old, record.price_old),
    stock: stockText !== '' && Number.isFinite(Number(stockText)) ? Number(stockText) : null,
    art: text('entry_art_no', 'art'),
    hidden: ['1', 'true', 'yes'].includes(text('entry_is_hidden', 'hide')),
    category: { id: read.int(category, 'id') || read.int(record, 'cat_id'), name: read.text(category, 'name') },
    photo: read.text(photo, 'photo'),
  };
}

/** The form of a new product: numbers as typed. */
export interface NewProductForm {
  cat_id: number;
  name: string;
  brief: string;
  dscr: string;
  price: string;
  price_old: string;
  stock: string;
  art: string;
  hide: boolean;
}

/** Every field of the product on screen, by its write name. */
export function likeThisOne(product: ShownProduct): NewProductForm {
  const amount = (price: ShownProduct['price']) => (price.raw === null ? '' : String(price.raw));
  return {
    cat_id: product.category.id, name: product.name, brief: product.brief, dscr: product.description,
    price: amount(product.price), price_old: product.oldPrice.raw ? amount(product.oldPrice) : '', stock: product.stock === null ? '' : String(product.stock),
    art: product.art, hide: product.hidden,
  };
}

export const emptyProduct = (categoryId: number): NewProductForm => ({ cat_id: categoryId, name: '', brief: '', dscr: '', price: '', price_old: '', stock: '', art: '', hide: false });

const MONEY = /^\d+([.,]\d{1,2})?$/;
const money = (text: string) => Number(text.trim().replace(',', '.'));

/** What is wrong with the form, field by field: nothing is sent while anything is. */
export function newProductErrors(form: NewProductForm): Partial<Record<keyof NewProductForm, string>> {
  const errors: Partial<Record<keyof NewProductForm, string>> = {};
  if (!form.name.trim()) errors.name = t('validate_product_name');
  if (form.cat_id <= 0) errors.cat_id = t('validate_product_category');
  if (!form.price.trim()) errors.price = t('validate_product_price_empty');
  else if (!MONEY.test(form.price.trim())) errors.price = t('validate_product_price');
  if (form.price_old.trim() && !MONEY.test(form.price_old.trim())) errors.price_old = t('validate_product_price');
  if (form.stock.trim() && !/^\d{1,9}$/.test(form.stock.trim())) errors.stock = t('validate_product_stock');
  return errors;
}

/** The POST's fields, by the spec's names: what is left empty is not sent. */
export function newProductFields(form: NewProductForm) {
  return {
    cat_id: form.cat_id, name: form.name.trim(), price: money(form.price),
    ...(form.brief.trim() && { brief: form.brief }), ...(form.dscr.trim() && { dscr: form.dscr }),
    ...(form.price_old.trim() && { price_old: money(form.price_old) }), ...(form.stock.trim() && { stock: Number(form.stock.trim()) }),
    ...(form.art.trim() && { art: form.art.trim() }), hide: form.hide ? (1 as const) : (0 as const),
  };
}
