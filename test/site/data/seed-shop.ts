import type { Product, ShopCategory, ShopData } from './types.ts';
import { at } from './seed-util.ts';

function shopCategory(fields: Partial<ShopCategory> & Pick<ShopCategory, 'id' | 'name' | 'url'>): ShopCategory {
  return { pid: 0, dscr: '', pos: fields.id, meta_title: '', meta_dscr: '', view_groups: [], add_groups: [], hidden: 0, img: '', ...fields };
}

function product(fields: Partial<Product> & Pick<Product, 'id' | 'cat_id' | 'name' | 'price'>): Product {
  return { brief: '', dscr: '', html_dscr: '', price_old: 0, price_in: 0, stock: 10, art: `ART-${fields.id}`, type: 0, hide: 0, cats_add: [], ...fields };
}

export function seedShop(): ShopData {
  return {
    categories: [
      shopCategory({ id: 1, name: 'Электроника', url: 'electronics', dscr: 'Гаджеты и аксессуары' }),
      shopCategory({ id: 2, name: 'Смартфоны', url: 'phones', pid: 1 }),
      shopCategory({ id: 3, name: 'Books', url: 'books', dscr: 'Paper and e-books' }),
    ],
    products: [
      // Module files live under /_sh/ (platform-notes §6).
      product({ id: 1, cat_id: 2, name: 'Смартфон «Ветер X»', price: 24990, price_old: 27990, price_in: 18000, brief: '6.1", 128 ГБ', stock: 5, dscr: 'Лёгкий смартфон с ярким экраном.', photos: ['/_sh/0/1.jpg', '/_sh/0/1_2.jpg'] }),
      product({ id: 2, cat_id: 1, name: 'USB-C cable', price: 590, brief: '1 m, braided', stock: 120, cats_add: [2] }),
      product({ id: 3, cat_id: 3, name: 'Web design handbook (PDF)', price: 990, type: 1, stock: 0, html_dscr: '<p>320 pages, <b>PDF</b>.</p>' }),
      product({ id: 4, cat_id: 3, name: 'Подарочный сертификат', price: 3000, type: 2, hide: 1 }),
    ],
    currencies: [
      { code: 'RUB', rate: 1, symbol: '₽', default: 1 },
      { code: 'USD', rate: 90.5, symbol: '$', default: 0 },
      { code: 'EUR', rate: 98.2, symbol: '€', default: 0 },
    ],
    baskets: { '1': [{ id: 2, cnt: 2, opt: '' }] },
    orders: [
      {
        id: 1,
        hash: 'a1b2c3d4e5',
        user_id: 2,
        status: 0,
        hide: 0,
        group_courier: 0,
        lines: [
          { rec_id: 1, product_id: 1, name: 'Смартфон «Ветер X»', price: 24990, cnt: 1, opt: '' },
          { rec_id: 2, product_id: 2, name: 'USB-C cable', price: 590, cnt: 2, opt: '' },
        ],
        fields: { '1': 'Иван Петров', '2': '+7 900 000-00-00', '3': 'Москва, ул. Пушкина, 1' },
        note: '',
        payment_id: 2,
        delivery_id: 2,
        promo_code: '',
        add_date: at('2025-02-02 13:40'),
      },
      {
        id: 2,
        hash: 'f6e5d4c3b2',
        user_id: 3,
        status: 8,
        hide: 1,
        group_courier: 1,
        lines: [{ rec_id: 3, product_id: 3, name: 'Web design handbook (PDF)', price: 990, cnt: 1, opt: '' }],
        fields: { '1': 'Maria Lopez', '2': '+34 600 000 000' },
        note: 'Digital delivery',
        payment_id: 2,
        delivery_id: 1,
        promo_code: '',
        add_date: at('2025-01-12 09:00'),
      },
    ],
    payments: [
      { id: 1, name: 'Наличные при получении' },
      { id: 2, name: 'Bank card' },
    ],
    deliveries: [
      { id: 1, name: 'Самовывоз', price: 0 },
      { id: 2, name: 'Courier', price: 300 },
    ],
    promo_codes: [{ code: 'WELCOME10', percent: 10 }],
    order_fields: { '1': 'Имя', '2': 'Телефон', '3': 'Адрес доставки' },
    checkout: {},
  };
}
