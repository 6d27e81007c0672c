// A product as the shop reads it (platform-notes §6: `entry_*`, prices `{price, price_raw}`),
// "like this one" mapped to the spec's write names, and a new product checked before sending.
import { describe, expect, test } from 'vitest';
import { emptyProduct, likeThisOne, newProductErrors, newProductFields, productOf } from '@/src/kinds/product/model';

const READ = {
  entry_id: '1', entry_title: 'Смартфон «Ветер X»', entry_brief: '6.1", 128 ГБ', entry_description: 'Лёгкий смартфон.',
  entry_price: { price: '24 990 ₽', price_raw: 24990 }, entry_price_old: { price: '27 990 ₽', price_raw: '27990' },
  entry_stock: { stock: '5', stock_total: 5 }, entry_art_no: 'ART-1', entry_is_hidden: 0,
  entry_cat: { id: '2', name: 'Смартфоны', url: '/shop/electronics/phones' },
  entry_photo: { num_photos: 2, def_photo: { photo: '/_sh/0/1.jpg' } },
};

describe('productOf', () => {
  test('entry_* fields: prices as the shop formats them and as numbers, ids and counts from strings', () => {
    expect(productOf(READ)).toEqual({
      id: 1, name: 'Смартфон «Ветер X»', brief: '6.1", 128 ГБ', description: 'Лёгкий смартфон.',
      price: { shown: '24 990 ₽', raw: 24990 }, oldPrice: { shown: '27 990 ₽', raw: 27990 }, stock: 5, art: 'ART-1', hidden: false,
      category: { id: 2, name: 'Смартфоны' }, photo: '/_sh/0/1.jpg',
    });
  });
});

describe('like this one', () => {
  test('every field by its write name, then one POST of what is filled in', () => {
    const form = likeThisOne(productOf(READ));
    expect(form).toEqual({ cat_id: 2, name: 'Смартфон «Ветер X»', brief: '6.1", 128 ГБ', dscr: 'Лёгкий смартфон.', price: '24990', price_old: '27990', stock: '5', art: 'ART-1', hide: false });
    expect(newProductFields({ ...form, name: 'Смартфон «Ветер X2»', price: '25 990'.replace(' ', ''), art: '' })).toEqual({
      cat_id: 2, name: 'Смартфон «Ветер X2»', price: 25990, brief: '6.1", 128 ГБ', dscr: 'Лёгкий смартфон.', price_old: 27990, stock: 5, hide: 0,
    });
  });

  test.each([
    ['an empty price', { price: '' }, { price: 'Give the product a price: left empty it would sell for nothing.' }],
    ['a price that is no number', { price: 'дёшево' }, { price: 'A price is a number, such as 1990 or 1990.50.' }],
    ['no name', { name: '  ' }, { name: 'Give the product a name.' }],
    ['a stock that is no whole number', { stock: '2.5' }, { stock: 'How many are in stock is a whole number.' }],
  ])('refused before sending: %s', (_what, change, errors) => {
    expect(newProductErrors({ ...likeThisOne(productOf(READ)), ...change })).toEqual(errors);
  });

  test('a new product in a category starts empty: its name and price asked for', () => {
    expect(Object.keys(newProductErrors(emptyProduct(2))).sort()).toEqual(['name', 'price']);
  });
});
