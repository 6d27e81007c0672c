// The extension's typed API client (src/api) against the reference site: every endpoint of the
// spec answers, requests arrive encoded as the platform reads them, a loaded record survives a
// save, and every failure becomes an ApiError with plain words.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Endpoint } from '../../src/api/endpoint';
import { endpoints, type EndpointName } from '../support/spec-endpoints';
import { ApiError } from '../../src/api/errors';
import { ANSWER_MAX_CHARS, checkParams, sendRequest } from '../../src/api/transport';
import { siteControl, type FaultRequest } from '../site/control.ts';
import { startSite, type RunningSite } from '../site/server.ts';
import { siteClient } from '../support/site-client.ts';

// ---- helpers ---------------------------------------------------------------------------------

const ORDER = 'a1b2c3d4e5'; // hash of seeded order 1
type Params = Record<string, unknown>;
/** The client keeps results whole (unknown keys included), so tests read them loosely. */
type Answer = any;

/** A fresh in-process site and the client pointed at it. */
const openSite = siteClient;
type TestSite = ReturnType<typeof openSite>;

/** The ApiError a call ends with (fails the test if it succeeds or throws something else). */
async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error, 'the call should have failed').toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** Words an owner can read: a sentence and a remedy, not the bare platform code. */
function expectPlainWords(error: ApiError) {
  expect(error.message).toMatch(/^[A-Z].{10,}[.!]$/);
  expect(error.message).not.toContain(error.code);
  expect(error.details.remedy).toMatch(/^[A-Z].{10,}[.!]$/);
}

/** A few bytes of a real PNG signature: enough for the site to store and serve. */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const pngBase64 = Buffer.from(PNG).toString('base64');
/** A JPEG's first bytes: the site takes a photo by them. */
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);

// ---- one realistic sample per endpoint, built from the seed ---------------------------------

interface Sample {
  params: Params;
  /** Puts the site in the state the call needs (e.g. a hidden category to show). */
  before?: (site: TestSite) => void;
  /** What a user would notice: the answer itself, or a read back through the client. */
  check?: (answer: Answer, site: TestSite) => unknown;
}

const byId = (list: Answer[], id: unknown) => list.find((item) => item.id === id);

/** News and blog: entries with formats, categories and module settings. */
function journalSamples(module: 'news' | 'blog', listKey: string, bbOrPlainId: number): Record<string, Sample> {
  return {
    [`${module}.list`]: {
      params: { per_page: 2 },
      check: (a) => {
        // platform-notes §6: the module's own key, pages_list the count of pages, total_<key>.
        const count = 4 + Number(module === 'news');
        expect(a[listKey]).toHaveLength(2);
        expect(a).toMatchObject({ page: 1, per_page: 2, pages_list: Math.ceil(count / 2), [`total_${listKey}`]: count });
        expect(a).not.toHaveProperty('total');
      },
    },
    [`${module}.get`]: { params: { id: bbOrPlainId }, check: (a) => expect(a.message_type).toMatch(/^(bb|plain)$/) },
    [`${module}.create`]: {
      params: { title: 'Spring offers', category: 2, description: '<p>Short</p>', message: '<p>Full text</p>', comments: 'no', other1: 'promo' },
      check: async (a, site) => {
        expect(a).toMatchObject({ title: 'Spring offers', category: { id: 2 }, message: '<p>Full text</p>', comments: 'no', other1: 'promo', message_type: 'html' });
        expect(await site.call(`${module}.get` as EndpointName, { id: a.id })).toEqual(a);
      },
    },
    [`${module}.update`]: {
      params: { id: 2, title: 'Renamed entry', message: '<p>Out now.</p>', pending: 'yes' },
      check: async (a, site) => {
        const fresh = await site.call(`${module}.get` as EndpointName, { id: 2 });
        expect(fresh).toMatchObject({ id: 2, title: 'Renamed entry', message: '<p>Out now.</p>', pending: 'yes' });
        expect(fresh).toEqual(a);
      },
    },
    [`${module}.categories`]: { params: {}, check: (a) => expect(a.map((c: Answer) => c.id)).toEqual([1, 2]) },
    [`${module}.createCategory`]: {
      params: { name: 'Events', description: 'Meetups and talks', hgu_title: 'events' },
      check: async (a, site) => {
        expect(a).toMatchObject({ type: 'category', id: 3, name: 'Events', description: 'Meetups and talks', hgu_title: 'events', entry_count: 0 });
        expect(byId(await site.call(`${module}.categories` as EndpointName), 3)).toEqual(a);
      },
    },
    [`${module}.updateCategory`]: {
      params: { id: 2, name: 'Release notes' },
      check: async (a, site) => {
        expect(a).toMatchObject({ id: 2, name: 'Release notes' });
        expect(byId(await site.call(`${module}.categories` as EndpointName), 2).name).toBe('Release notes');
      },
    },
    [`${module}.setup`]: { params: {}, check: (a) => expect(a).toMatchObject({ module, rss: 1 }) },
    [`${module}.updateSetup`]: {
      params: { per_page: 15, rss: 0 },
      // The list's default page size follows the setting: what the owner would see.
      check: async (_a, site) => expect((await site.call(`${module}.list` as EndpointName)).per_page).toBe(15),
    },
  };
}

type CatalogueOp = 'list' | 'get' | 'create' | 'update' | 'categories' | 'createCategory' | 'updateCategory';

/**
 * publ, board, photo, video, faq, dir, load, stuff: two entries and two categories each, under the
 * list key of the module (`listKey`); `sections` seeded beside the categories.
 */
function catalogueSamples(module: string, listKey: string, sections: number, ops: CatalogueOp[]): Record<string, Sample> {
  const all: Record<CatalogueOp, Sample> = {
    list: { params: { per_page: 1 }, check: (a) => expect(a).toMatchObject({ page: 1, per_page: 1, pages_list: 2, [`total_${listKey}`]: 2, [listKey]: [expect.objectContaining({ id: 2 })] }) },
    get: { params: { id: 2 }, check: (a) => expect(a).toMatchObject({ id: 2, category: { id: 2 } }) },
    create: {
      params: { title: `New in ${module}`, category: 2, message: '<p>Text</p>' },
      check: async (a, site) => {
        expect(a).toMatchObject({ id: 3, title: `New in ${module}`, category: { id: 2 }, message: '<p>Text</p>' });
        expect(await site.call(`${module}.get` as EndpointName, { id: 3 })).toEqual(a);
      },
    },
    update: {
      params: { id: 1, title: 'Renamed', other2: 'kept' },
      check: async (_a, site) => expect(await site.call(`${module}.get` as EndpointName, { id: 1 })).toMatchObject({ title: 'Renamed', other2: 'kept' }),
    },
    categories: {
      params: {},
      check: (a) => {
        expect(a.filter((c: Answer) => c.type === 'category').map((c: Answer) => c.id)).toEqual([1, 2]);
        expect(a.filter((c: Answer) => c.type === 'section')).toHaveLength(sections);
      },
    },
    createCategory: {
      params: { name: 'Featured' },
      check: async (a, site) => expect(byId(await site.call(`${module}.categories` as EndpointName), a.id).name).toBe('Featured'),
    },
    updateCategory: {
      params: { id: 1, name: 'Main' },
      check: async (_a, site) => expect(byId(await site.call(`${module}.categories` as EndpointName), 1).name).toBe('Main'),
    },
  };
  return Object.fromEntries(ops.map((op) => [`${module}.${op}`, all[op]]));
}

const ENTRY_OPS: CatalogueOp[] = ['list', 'get', 'create', 'update', 'categories'];

const SAMPLES: Record<string, Sample> = {
  // Pages
  'pages.list': { params: { page: 2, per_page: 4 }, check: (a) => expect(a).toMatchObject({ page: 2, per_page: 4, total: 9, pages: [{ id: 5 }, { id: 6 }, { id: 7 }, { id: 8 }] }) },
  'pages.get': { params: { id: 2 }, check: (a) => expect(a).toMatchObject({ id: 2, name: 'О нас', ownurl: 'about', url: '/about' }) },
  'pages.create': {
    params: { name: 'Team', message: '<p>Our <i>team</i></p>', parent_id: 2, ownurl: 'team', access_all: 0, access_group_ids: [1, 2], meta_title: 'The team' },
    check: async (a, site) => {
      expect(a).toMatchObject({ id: 10, name: 'Team', message: '<p>Our <i>team</i></p>', parent_id: 2, ownurl: 'team', access_all: 0, access_group_ids: [1, 2], url: '/team' });
      expect(await site.call('pages.get', { id: 10 })).toEqual(a);
    },
  },
  'pages.update': {
    params: { page_id: 3, name: 'Our services', message: '<p>Design and hosting</p>', meta_keywords: 'design, hosting' },
    check: async (a, site) => {
      expect(a).toMatchObject({ id: 3, name: 'Our services', message: '<p>Design and hosting</p>', meta_keywords: 'design, hosting' });
      expect(await site.call('pages.get', { id: 3 })).toEqual(a);
    },
  },
  'pages.delete': {
    params: { id: 8 },
    check: async (a, site) => {
      expect(a).toEqual({ id: 8, deleted: true });
      expect((await failure(site.call('pages.get', { id: 8 }))).code).toBe('NOT_FOUND');
    },
  },

  // News, blog and the other entry modules
  ...journalSamples('news', 'news', 5),
  ...journalSamples('blog', 'blogs', 3),
  ...catalogueSamples('publ', 'publs', 1, [...ENTRY_OPS, 'createCategory', 'updateCategory']),
  ...catalogueSamples('board', 'ads', 2, [...ENTRY_OPS, 'createCategory', 'updateCategory']),
  // The photo album: records of its own (test/site/api/photos.ts), five photos in two albums, made by uploading a file.
  ...catalogueSamples('photo', 'photos', 0, ['update', 'categories', 'createCategory']),
  'photo.list': { params: { per_page: 2 }, check: (a) => expect(a).toMatchObject({ page: 1, per_page: 2, pages_list: 3, total_photos: 5, photos: [{ id: 5 }, { id: 2 }] }) },
  'photo.get': { params: { id: 2 }, check: (a) => expect(a).toMatchObject({ id: 2, category: 1, title: 'Рабочее место дизайнера' }) },
  'photo.create': {
    params: { category: 2, photo: new File([JPEG], 'team.jpg', { type: 'image/jpeg' }) },
    check: async (a, site) => {
      expect(a).toMatchObject({ id: 6, category: 2, title: 'team', photo_direct_url: expect.stringMatching(/\/_ph\/2\/\d{9}\.jpg$/) });
      expect(await site.call('photo.get', { id: 6 })).toEqual(a);
    },
  },
  ...catalogueSamples('video', 'videos', 0, ENTRY_OPS.filter((op) => op !== 'create')),
  // A video is made from where it is watched (test/site/api/video-fields.ts: a guess).
  'video.create': {
    params: { title: 'Новое', category: 2, video_url: 'https://vimeo.com/1' },
    check: async (a, site) => {
      expect(a).toMatchObject({ id: 3, title: 'Новое', category: { id: 2 }, video_url: 'https://vimeo.com/1' });
      expect(await site.call('video.get', { id: 3 })).toMatchObject({ id: 3, video_url: 'https://vimeo.com/1' });
    },
  },
  ...catalogueSamples('faq', 'faqs', 0, ENTRY_OPS),
  ...catalogueSamples('dir', 'sites', 2, ENTRY_OPS),
  ...catalogueSamples('load', 'files', 1, ENTRY_OPS),
  ...catalogueSamples('stuff', 'games', 0, ENTRY_OPS),
  'video.channels': { params: {}, check: (a) => expect(a[0]).toMatchObject({ id: 1, url: '/video/ch/1' }) },

  // Forum
  'forum.list': { params: {}, check: (a) => expect(a.map((f: Answer) => f.id)).toEqual(['1', '2']) },
  'forum.topics': { params: { forum_id: 1 }, check: (a) => expect(a).toMatchObject({ total: 1, topics: [{ id: 1 }] }) },
  'forum.createTopic': {
    params: { forum_id: 2, title: 'Meetup in spring', message: 'Who is coming?' },
    check: async (a, site) => {
      expect(a).toMatchObject({ id: 3, forum_id: 2, title: 'Meetup in spring' });
      expect((await site.call('forum.messages', { topic_id: 3 })).messages).toMatchObject([{ message: 'Who is coming?' }]);
    },
  },
  'forum.messages': { params: { topic_id: 1 }, check: (a) => expect(a.messages.map((m: Answer) => m.id)).toEqual([1, 2]) },
  'forum.createMessage': {
    params: { topic_id: 2, message: 'Count me in' },
    check: async (_a, site) => expect((await site.call('forum.messages', { topic_id: 2 })).messages.at(-1).message).toBe('Count me in'),
  },
  'forum.updateMessage': {
    params: { id: 3, message: 'Hi everyone! (edited)' },
    check: async (_a, site) => expect((await site.call('forum.messages', { topic_id: 2 })).messages[0].message).toBe('Hi everyone! (edited)'),
  },

  // Guest book, mini-chat, comments, polls
  'gb.list': { params: { per_page: 1 }, check: (a) => expect(a).toMatchObject({ total: 2, pages_list: 2, posts: [{ id: 2 }] }) },
  'gb.create': {
    params: { name: 'Anna', message: 'Great work!' },
    check: async (_a, site) => expect((await site.call('gb.list')).posts[0]).toMatchObject({ id: 3, name: 'Anna', message: 'Great work!' }),
  },
  'gb.delete': { params: { id: 2 }, check: async (_a, site) => expect((await site.call('gb.list')).posts.map((m: Answer) => m.id)).toEqual([1]) },
  'mchat.list': { params: {}, check: (a) => expect(a.total).toBe(2) },
  'mchat.create': {
    params: { message: 'Back online :)' },
    check: async (_a, site) => expect((await site.call('mchat.list')).messages[0]).toMatchObject({ id: 3, message: 'Back online :)' }),
  },
  'mchat.delete': { params: { id: 1 }, check: async (_a, site) => expect((await site.call('mchat.list')).messages.map((m: Answer) => m.id)).toEqual([2]) },
  'mchat.smiles': { params: {}, check: (a) => expect(a.map((s: Answer) => s.code)).toEqual([':)', ':(', ':D', ';)']) },
  'comments.list': { params: { module: 'news', entry_id: 1 }, check: (a) => expect(a.comments.map((c: Answer) => c.id)).toEqual([1, 2]) },
  'comments.update': {
    params: { id: 1, message: 'Отличный дизайн! (исправлено)' },
    check: async (_a, site) => expect(byId((await site.call('comments.list')).comments, 1).message).toBe('Отличный дизайн! (исправлено)'),
  },
  'comments.delete': { params: { id: 2 }, check: async (_a, site) => expect((await site.call('comments.list', { module: 'news' })).total).toBe(1) },
  'polls.list': { params: {}, check: (a) => expect(a[0].answers).toHaveLength(3) },
  'polls.create': {
    params: { question: 'Your favourite section?', answers: ['News', 'Blog', 'Shop'] },
    check: async (a, site) => {
      expect(a.answers.map((x: Answer) => x.text)).toEqual(['News', 'Blog', 'Shop']);
      expect(await site.call('polls.list')).toHaveLength(2);
    },
  },
  'polls.update': {
    params: { id: 1, question: 'Как вам сайт?' },
    check: async (_a, site) => expect((await site.call('polls.list'))[0]).toMatchObject({ question: 'Как вам сайт?', answers: [{ votes: 14 }, { votes: 5 }, { votes: 1 }] }),
  },
  'polls.delete': { params: { id: 1 }, check: async (_a, site) => expect(await site.call('polls.list')).toEqual([]) },
  'polls.vote': { params: { id: 1, answer: 2 }, check: (a) => expect(a.answers[1].votes).toBe(6) },

  // Users and subscriptions
  'users.list': { params: { group_id: 2 }, check: (a) => expect(a).toMatchObject({ total: 1, users: [{ login: 'maria' }] }) },
  'users.get': { params: { id: 2 }, check: (a) => expect(a).toMatchObject({ id: 2, login: 'ivan' }) },
  'users.update': {
    params: { id: 3, signature: 'Chief editor', email: 'maria@example.org' },
    check: async (_a, site) => expect(await site.call('users.get', { id: 3 })).toMatchObject({ signature: 'Chief editor', email: 'maria@example.org' }),
  },
  'users.groups': { params: {}, check: (a) => expect(a).toHaveLength(5) },
  'users.ranks': { params: {}, check: (a) => expect(a).toHaveLength(3) },
  'subscriptions.plans': { params: {}, check: (a) => expect(a.map((p: Answer) => p.name)).toEqual(['Basic', 'Premium']) },
  'subscriptions.users': { params: { user_id: 3 }, check: (a) => expect(a).toEqual([expect.objectContaining({ plan_id: 2, status: 'paused' })]) },
  'subscriptions.updateUser': {
    params: { user_id: 3, plan_id: 2, status: 'cancelled' },
    check: async (_a, site) => expect((await site.call('subscriptions.users', { user_id: 3 }))[0].status).toBe('cancelled'),
  },

  // Shop: cart
  'shop.basket': { params: {}, check: (a) => expect(a).toMatchObject({ basket: { items: [{ id: 2, cnt: 2 }], total: 1180, goods_count: 1, items_count: 2 }, msg: '' }) },
  'shop.basketAdd': { params: { id: 1, cnt: 1 }, check: async (_a, site) => expect((await site.call('shop.basket')).basket.items_count).toBe(3) },
  'shop.basketPut': { params: { id: 2, cnt: 5 }, check: async (_a, site) => expect((await site.call('shop.basket')).basket.items).toMatchObject([{ id: 2, cnt: 5 }]) },
  'shop.basketRemove': { params: { id: 2 }, check: async (_a, site) => expect((await site.call('shop.basket')).basket.items).toEqual([]) },
  // Shop: catalogue
  // platform-notes §6: a bare tree of {cat_id (string), cat_name, cat_url, ..., childs}.
  'shop.categories': {
    params: {},
    check: (a) => {
      expect(a.map((c: Answer) => c.cat_url)).toEqual(['electronics', 'books']);
      expect(a[0].childs).toEqual([expect.objectContaining({ cat_id: '2', cat_url: 'phones', childs: '' })]);
    },
  },
  'shop.categoryAdd': {
    params: { name: 'Tablets', pid: 1, url: 'tablets', view_groups: [1, 2] },
    check: async (a, site) => {
      expect(a).toMatchObject({ id: 4, name: 'Tablets', pid: 1, url: 'tablets', view_groups: [1, 2] });
      expect(site.state.data.shop.categories.find((c) => c.id === 4)).toEqual(a);
      expect((await site.call('shop.categories'))[0].childs.map((c: Answer) => c.cat_id).sort()).toEqual(['2', '4']);
    },
  },
  'shop.categoryEdit': {
    params: { id: 3, name: 'Books and e-books', dscr: 'Paper, PDF and EPUB' },
    check: async (_a, site) => expect((await site.call('shop.categories'))[1]).toMatchObject({ cat_id: '3', cat_name: 'Books and e-books', cat_descr: 'Paper, PDF and EPUB' }),
  },
  // The category list carries no hidden flag: the state shows it.
  'shop.categoryShow': {
    params: { id: 3 },
    before: (site) => void (site.state.data.shop.categories[2]!.hidden = 1),
    check: (_a, site) => expect(site.state.data.shop.categories.find((c) => c.id === 3)?.hidden).toBe(0),
  },
  'shop.categoryHide': { params: { id: 3 }, check: (_a, site) => expect(site.state.data.shop.categories.find((c) => c.id === 3)?.hidden).toBe(1) },
  'shop.categoryImage': {
    params: { id: 3, cat_img: new Blob([PNG], { type: 'image/png' }) },
    check: (a, site) => {
      expect(a.img).toBe('/_fr/shop/3/cat_img.png');
      expect(site.state.data.uploads[a.img]).toEqual({ type: 'image/png', base64: pngBase64 });
    },
  },
  // platform-notes §6: one product in entry_* fields, its price formatted and raw.
  'shop.product': {
    params: { id: 1 },
    check: (a) => expect(a).toMatchObject({ entry_id: '1', entry_title: 'Смартфон «Ветер X»', entry_price: { price_raw: 24990 }, entry_cat: { id: '2' } }),
  },
  'shop.productAdd': {
    params: { cat_id: 3, name: 'CSS pocket guide', price: 450, type: 1, cats_add: [1], art: 'CSS-1' },
    check: (a, site) => {
      expect(a).toMatchObject({ id: 5, cat_id: 3, name: 'CSS pocket guide', price: 450, type: 1, cats_add: [1], art: 'CSS-1' });
      expect(site.state.data.shop.products.at(-1)).toEqual(a);
    },
  },
  // Shop: orders
  'shop.invoices': { params: {}, check: (a) => expect(a.orders.map((o: Answer) => o.order_hash)).toEqual([ORDER, 'f6e5d4c3b2']) },
  'shop.invoicesGroup': { params: { ids: [1], hide: 1 }, check: async (_a, site) => expect((await site.call('shop.invoices', { hide: 1 })).total).toBe(2) },
  'shop.invoicesCourier': {
    params: { ids: [1, 2], group_courier: 3 },
    // The order list carries no courier group: the state shows it.
    check: (_a, site) => expect(site.state.data.shop.orders.map((o) => o.group_courier)).toEqual([3, 3]),
  },
  'shop.invoicesStatus': {
    params: { ids: [1, 2], status: 9 },
    check: async (_a, site) => {
      const list = await site.call('shop.invoices');
      expect(list.orders.map((o: Answer) => o.status)).toEqual(['9', '9']);
      expect(list.order_status['9']).toBe('Cancelled');
    },
  },
  'shop.order': { params: { order: ORDER }, check: (a) => expect(a).toMatchObject({ id: 1, sum: 26170, delivery_price: 300, total: 26470 }) },
  'shop.orderAddProduct': {
    params: { order: ORDER, id: 3 },
    check: async (_a, site) => expect((await site.call('shop.order', { order: ORDER })).lines.map((l: Answer) => l.product_id)).toEqual([1, 2, 3]),
  },
  'shop.orderGoods': {
    params: { order: ORDER, cnt_1: 2, del_2: 1 },
    check: async (_a, site) => expect((await site.call('shop.order', { order: ORDER })).lines).toMatchObject([{ rec_id: 1, cnt: 2 }]),
  },
  'shop.orderFields': {
    params: { order: ORDER, field_3: 'Москва, ул. Ленина, 2' },
    check: async (_a, site) => expect((await site.call('shop.order', { order: ORDER })).fields['3']).toBe('Москва, ул. Ленина, 2'),
  },
  'shop.orderStatus': {
    params: { order: ORDER, status: 2 },
    check: async (a, site) => {
      expect(a).toMatchObject({ status: 2, status_name: 'Paid' });
      expect(await site.call('shop.order', { order: ORDER })).toMatchObject({ status: 2, status_name: 'Paid' });
    },
  },
  'shop.orderNote': { params: { order: ORDER, note: 'Call before delivery' }, check: async (_a, site) => expect((await site.call('shop.order', { order: ORDER })).note).toBe('Call before delivery') },
  // Shop: checkout and currencies
  'shop.checkout': { params: {}, check: (a) => expect(a).toMatchObject({ items: [{ id: 2 }], payments: [{ id: 1 }, { id: 2 }] }) },
  'shop.checkoutRecalc': {
    params: { delivery_id: 2, promo_code: 'WELCOME10' },
    check: async (a, site) => {
      expect(a).toMatchObject({ discount: 118, delivery_price: 300, total: 1362 });
      expect((await site.call('shop.checkout')).delivery_id).toBe(0); // a preview only
    },
  },
  'shop.checkoutEdit': {
    params: { payment_id: 1, delivery_id: 1, field_1: 'Алексей' },
    check: async (_a, site) => expect(await site.call('shop.checkout')).toMatchObject({ payment_id: 1, delivery_id: 1, fields: { '1': 'Алексей' } }),
  },
  'shop.checkoutSubmit': {
    params: { payment_id: 2, delivery_id: 2 },
    check: async (a, site) => {
      expect(a).toMatchObject({ id: 3, status: 0, lines: [{ product_id: 2, cnt: 2 }], total: 1480 });
      expect(await site.call('shop.order', { order: a.hash })).toEqual(a);
      expect((await site.call('shop.basket')).basket.items).toEqual([]);
    },
  },
  'shop.currencies': { params: {}, check: (a) => expect(a.currencies.map((c: Answer) => c.code)).toEqual(['RUB', 'USD', 'EUR']) },
  'shop.currencyRate': {
    params: { curr_code: 'USD', curr_rate: 92.25 },
    check: async (a, site) => {
      expect(a).toEqual({ code: 'USD', rate: 92.25, symbol: '$' });
      expect((await site.call('shop.currencies')).currencies[1]).toEqual(a);
    },
  },

  // Templates, global blocks, menus
  'templates.tree': { params: {}, check: (a) => expect(byId(a.modules, 2).items).toContainEqual(expect.objectContaining({ id: 7, path: '2/7', page_id: 7 })) },
  'templates.get': { params: { module_id: 6, template_id: '2' }, check: (a) => expect(a).toMatchObject({ module_id: 6, template_id: '2', content: expect.stringContaining('$CONTENT$') }) },
  'templates.update': {
    params: { module_id: 2, template_id: 7, content: '<html><body>$CONTENT$<footer>$POWERED_BY$</footer></body></html>' },
    // Page 7 has its own template: the page record shows the edit.
    check: async (_a, site) => expect((await site.call('pages.get', { id: 7 })).tmpl).toBe('<html><body>$CONTENT$<footer>$POWERED_BY$</footer></body></html>'),
  },
  'gblocks.create': {
    params: { id: 'PROMO', pda: '<p>Sale!</p>' },
    check: (a, site) => {
      expect(a).toEqual({ id: 'PROMO', pda: '<p>Sale!</p>', placeholder: '$GLOBAL_PROMO$' });
      expect(site.state.data.gblocks.at(-1)).toEqual({ id: 'PROMO', pda: '<p>Sale!</p>' });
    },
  },
  'gblocks.delete': {
    params: { id: 'CLEFTER' },
    check: async (_a, site) => expect((await failure(site.call('gblocks.delete', { id: 'CLEFTER' }))).code).toBe('NOT_FOUND'),
  },
  'menus.list': { params: {}, check: (a) => expect(a.map((m: Answer) => m.title)).toEqual(['Главное меню', 'Top menu']) },
  'menus.create': {
    params: { title: 'Footer', layout: 0 },
    check: async (a, site) => {
      expect(a).toEqual({ id: 3, title: 'Footer', layout: 0, items: [] });
      expect(await site.call('menus.get', { id: 3 })).toEqual(a);
    },
  },
  'menus.get': { params: { id: 1 }, check: (a) => expect(a.items[2].children).toHaveLength(2) },
  'menus.update': {
    params: { id: 2, title: 'Top navigation', layout: 1 },
    check: async (_a, site) => expect(await site.call('menus.get', { id: 2 })).toMatchObject({ title: 'Top navigation', layout: 1, items: expect.any(Array) }),
  },
  'menus.delete': {
    params: { id: 2 },
    check: async (_a, site) => {
      expect((await failure(site.call('menus.get', { id: 2 }))).code).toBe('NOT_FOUND');
      expect(await site.call('menus.list')).toHaveLength(1);
    },
  },
  'menus.replaceItems': {
    params: { id: 2, items: [{ name: 'Home', url: '/' }, { name: 'Services', url: '/index/0-3', children: [{ name: 'Design', url: '/index/0-4' }] }] },
    check: async (_a, site) =>
      expect((await site.call('menus.get', { id: 2 })).items).toEqual([{ name: 'Home', url: '/' }, { name: 'Services', url: '/index/0-3', children: [{ name: 'Design', url: '/index/0-4' }] }]),
  },

  // Mail forms
  'mail.list': { params: {}, check: (a) => expect(a).toMatchObject([{ id: 1, fields_count: 5 }, { id: 2, fields_count: 2 }]) },
  'mail.get': { params: { form_id: 2 }, check: (a) => expect(a).toMatchObject({ name: 'Call me back', fields: [{ name: 'Phone' }, { name: 'Best time' }] }) },
  'mail.create': {
    params: { name: 'Order a call', emails: 'sales@example.com', rez: 'Thank you!' },
    check: async (a, site) => {
      expect(a).toEqual({ id: 3, name: 'Order a call', emails: 'sales@example.com', rez: 'Thank you!', tmpl: '', fields: [] });
      expect(await site.call('mail.get', { form_id: 3 })).toEqual(a);
    },
  },
  'mail.update': {
    params: { form_id: 2, name: 'Call me back today', rez: 'Soon.' },
    check: async (_a, site) => expect(await site.call('mail.get', { form_id: 2 })).toMatchObject({ name: 'Call me back today', rez: 'Soon.', emails: 'sales@example.com, owner@example.com' }),
  },
  'mail.delete': { params: { form_id: 2 }, check: async (_a, site) => expect((await site.call('mail.list')).map((f: Answer) => f.id)).toEqual([1]) },
  'mail.fields': { params: { form_id: 1 }, check: (a) => expect(a.map((f: Answer) => f.id)).toEqual([1, 2, 3, 4, 5]) },
  'mail.fieldCreate': {
    params: { form_id: 2, name: 'Name', type: 1, required: 1 },
    check: async (a, site) => {
      expect(a).toEqual({ id: 3, name: 'Name', type: 1, required: 1, values: '' });
      expect((await site.call('mail.fields', { form_id: 2 })).at(-1)).toEqual(a);
    },
  },
  'mail.fieldUpdate': {
    params: { form_id: 1, field_id: 4, name: 'Subject', values: 'Question|Order' },
    check: async (_a, site) => expect(byId(await site.call('mail.fields', { form_id: 1 }), 4)).toMatchObject({ name: 'Subject', type: 5, values: 'Question|Order' }),
  },
  'mail.fieldDelete': {
    params: { form_id: 1, field_id: 4 },
    check: async (_a, site) => expect((await site.call('mail.fields', { form_id: 1 })).map((f: Answer) => f.id)).toEqual([1, 2, 3, 5]),
  },
  'mail.fieldMove': {
    params: { form_id: 1, field_id: 3, direction: 0 },
    check: async (a, site) => {
      expect(a.map((f: Answer) => f.id)).toEqual([1, 3, 2, 4, 5]);
      expect((await site.call('mail.fields', { form_id: 1 })).map((f: Answer) => f.id)).toEqual([1, 3, 2, 4, 5]);
    },
  },
  'mail.template': { params: { form_id: 1 }, check: (a) => expect(a.tmpl).toContain('$FIELD_3$') },
  'mail.templateSave': {
    params: { form_id: 2, tmpl: '<p>Phone: $FIELD_1$, time: $FIELD_2$</p>' },
    check: async (_a, site) => expect(await site.call('mail.template', { form_id: 2 })).toEqual({ tmpl: '<p>Phone: $FIELD_1$, time: $FIELD_2$</p>' }),
  },

  // Search
  'search.query': { params: { query: 'editor', module: 'news' }, check: (a) => expect(a.results).toEqual([expect.objectContaining({ module: 'news', id: 2 })]) },
};

// ---- the tests ---------------------------------------------------------------------------------

describe('every endpoint of the spec answers with success', () => {
  test('the sample table covers exactly the endpoint table', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(endpoints).sort());
  });

  test.each(Object.entries(SAMPLES))('%s', async (name, sample) => {
    const site = openSite();
    sample.before?.(site);
    const answer = await site.call(name as EndpointName, sample.params);
    expect(answer).toBeDefined();
    // The request reached the route the endpoint names, with its method, and was accepted.
    const [first] = await site.control.log();
    expect(first).toMatchObject({ method: endpoints[name as EndpointName].method, status: 200, code: null });
    await sample.check?.(answer, site);
  });
});

describe('requests arrive encoded as the platform reads them', () => {
  test('PHP-style arrays arrive intact: page access groups and a nested menu tree', async () => {
    const site = openSite();
    await site.call('pages.update', { page_id: 2, name: 'О нас', message: '<p>Members only</p>', access_all: 0, access_group_ids: [1, 3, 4] });
    expect(site.state.data.pages.find((page) => page.id === 2)).toMatchObject({ access_all: 0, access_group_ids: [1, 3, 4] });

    // Three levels deep, with a key the client does not know (kept by the site).
    const items = [
      { name: 'Home', url: '/' },
      {
        name: 'Services',
        url: '/index/0-3',
        children: [{ name: 'Design', url: '/index/0-4', children: [{ name: 'Prices', url: '/index/0-9', target: '_blank' }] }, { name: 'Hosting', url: '/index/0-5' }],
      },
    ];
    await site.call('menus.replaceItems', { id: 1, items });
    expect(site.state.data.menus[0]!.items).toEqual(items);
    expect((await site.call('menus.get', { id: 1 })).items).toEqual(items);
  });

  test('an emptied list arrives as empty, not as "unchanged": no access groups, a menu without items', async () => {
    const site = openSite();
    await site.call('pages.update', { page_id: 2, name: 'О нас', message: '<p>x</p>', access_group_ids: [1, 2] });
    await site.call('pages.update', { page_id: 2, name: 'О нас', message: '<p>x</p>', access_group_ids: [] });
    expect((await site.call('pages.get', { id: 2 })).access_group_ids).toEqual([]);
    await site.call('menus.replaceItems', { id: 2, items: [] });
    expect((await site.call('menus.get', { id: 2 })).items).toEqual([]);
  });

  test('a file travels as multipart beside the other fields (shop category image)', async () => {
    const site = openSite();
    const answer = await site.call('shop.categoryImage', { id: 2, cat_img: new File([PNG], 'phones.png', { type: 'image/png' }) });
    const [entry] = await site.control.log();
    expect(entry).toMatchObject({ method: 'POST', path: '/shop/edit_cat', query: { mode: 'img' } });
    expect(entry!.bodyKeys.sort()).toEqual(['cat_img', 'id']);
    expect(site.state.data.uploads[answer.img]).toEqual({ type: 'image/png', base64: pngBase64 });
    // The public site serves the stored bytes.
    const served = await site.app.request(answer.img);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  test('a news cover travels as a base64 string, and as a file with the entry fields', async () => {
    const site = openSite();
    const asText = await site.call('news.create', { title: 'With a cover', category: 1, cover: `data:image/png;base64,${pngBase64}` });
    expect(asText.cover).toBe(`/_fr/news/${asText.id}/cover.png`);
    expect(site.state.data.uploads[asText.cover]).toEqual({ type: 'image/png', base64: pngBase64 });
    // Bare base64 of a JPEG starts with a slash, like an address: still an upload.
    const jpeg = await site.call('blog.update', { id: 1, title: 'JPEG cover', cover: '/9j/4AAQSkZJRg==' });
    expect(site.state.data.uploads[jpeg.cover]).toEqual({ type: 'image/jpeg', base64: '/9j/4AAQSkZJRg==' });

    const asFile = await site.call('news.update', { id: 2, title: 'New cover', ontop: 'yes', cover: new Blob([PNG], { type: 'image/png' }) });
    expect(asFile).toMatchObject({ id: 2, title: 'New cover', ontop: 'yes', cover: '/_fr/news/2/cover.png' });
    const multipart = (await site.control.log()).at(-1);
    expect(multipart).toMatchObject({ method: 'PUT', path: '/news', query: { id: '2' } });
    expect(multipart!.bodyKeys.sort()).toEqual(['cover', 'ontop', 'title']);
  });

  test('GET and DELETE parameters travel in the query; POST and PUT ones in the body', async () => {
    const site = openSite();
    await site.call('pages.list', { page: 2, per_page: 3 });
    await site.call('comments.list', { module: 'blog', entry_id: 1 });
    await site.call('shop.basketRemove', { id: 2 });
    await site.call('gb.delete', { id: 1 });
    await site.call('menus.replaceItems', { id: 2, items: [{ name: 'Home', url: '/' }] });
    await site.call('shop.orderNote', { order: ORDER, note: 'Gift wrap' });
    const log = (await site.control.log()).map(({ method, path, query, bodyKeys }) => ({ method, path, query, bodyKeys }));
    expect(log).toEqual([
      { method: 'GET', path: '/pages', query: { page: '2', per_page: '3' }, bodyKeys: [] },
      { method: 'GET', path: '/comments', query: { module: 'blog', entry_id: '1' }, bodyKeys: [] },
      { method: 'DELETE', path: '/shop/basket/', query: { id: '2' }, bodyKeys: [] },
      { method: 'DELETE', path: '/gb/1', query: {}, bodyKeys: [] },
      { method: 'PUT', path: '/menus/2/items', query: {}, bodyKeys: ['items'] },
      { method: 'PUT', path: '/shop/order/', query: { order: ORDER, mode: 'note' }, bodyKeys: ['note'] },
    ]);
  });
});

describe('content format survives a load-and-save', () => {
  test.each<[string, 'news' | 'blog', number]>([
    ['a plain-text news entry', 'news', 5],
    ['a pinned HTML news entry', 'news', 1],
    ['a BB-code blog entry', 'blog', 3],
  ])('%s sent back unchanged with a new title keeps its format and unknown keys', async (_label, module, id) => {
    const site = openSite();
    const get = `${module}.get` as EndpointName;
    const update = `${module}.update` as EndpointName;
    const stored = () => site.state.data.entryModules[module]!.entries.find((entry) => entry.id === id)!;
    // A key the client's schema does not know, as another tool might have stored it.
    await site.call(update, { id, title: stored().title, source_note: 'imported' });
    const before = structuredClone(stored());

    const loaded = await site.call(get, { id });
    expect(loaded.source_note).toBe('imported');
    const saved = await site.call(update, { ...loaded, title: 'A new title' });

    expect(stored()).toEqual({ ...before, title: 'A new title', upd_date: expect.any(Number) });
    expect(saved).toEqual({ ...loaded, title: 'A new title', url: expect.any(String), upd_date: expect.any(Number) });
    for (const key of ['message_type', 'description_type', 'includehtml_msg', 'includehtml_desc', 'end2br_msg', 'end2br_desc', 'message', 'description', 'source_note']) {
      expect(saved[key], key).toEqual(loaded[key]);
    }
  });

  test('an entry with a cover sent back unchanged keeps its cover', async () => {
    const site = openSite();
    await site.call('news.update', { id: 2, title: 'Version 2.0 released', cover: `data:image/png;base64,${pngBase64}` });
    const loaded = await site.call('news.get', { id: 2 });
    expect(loaded.cover).toBe('/_fr/news/2/cover.png');
    const saved = await site.call('news.update', { ...loaded, title: 'Version 2.0 is out' });
    expect(saved).toMatchObject({ title: 'Version 2.0 is out', cover: '/_fr/news/2/cover.png' });
    expect(site.state.data.uploads['/_fr/news/2/cover.png']).toEqual({ type: 'image/png', base64: pngBase64 });
  });

  test('a page with its own template sent back unchanged keeps its template and address', async () => {
    const site = openSite();
    const before = structuredClone(site.state.data.pages.find((page) => page.id === 7)!);
    const loaded = await site.call('pages.get', { id: 7 });
    await site.call('pages.update', { ...loaded, page_id: 7, name: 'Summer sale' });
    expect(site.state.data.pages.find((page) => page.id === 7)).toEqual({ ...before, name: 'Summer sale', upd_date: expect.any(Number) });
  });
});

describe('errors become an ApiError with the right code and plain words', () => {
  test('a token the site did not issue: INVALID_API_KEY', async () => {
    const site = openSite();
    const error = await failure(site.send('pages.list', {}, 'not-a-token'));
    expect(error.details).toMatchObject({ code: 'INVALID_API_KEY', source: 'platform', status: 401 });
    expect(error.details.remedy).toMatch(/new token/);
    expectPlainWords(error);
  });

  test('a disabled token: API_KEY_INACTIVE', async () => {
    const site = openSite();
    const issued = await site.control.issueToken();
    await site.control.disableToken(issued.id);
    const error = await failure(site.send('pages.list', {}, issued.token));
    expect(error.details).toMatchObject({ code: 'API_KEY_INACTIVE', source: 'platform' });
    expect(error.details.remedy).toMatch(/Switch the token on/);
    expectPlainWords(error);
  });

  test('a module with API access switched off: API_ACCESS_DENY, remedy says to enable it', async () => {
    const site = openSite();
    await site.control.setModule('news', false);
    const error = await failure(site.call('news.list'));
    expect(error.details).toMatchObject({ code: 'API_ACCESS_DENY', source: 'platform' });
    expect(error.details.remedy).toMatch(/enable API access/i);
    expectPlainWords(error);
    // Other modules keep working.
    await expect(site.call('blog.list')).resolves.toMatchObject({ total_blogs: 4 });
  });

  test.each<[string, EndpointName, Params, number, RegExp?]>([
    ['an address another page uses', 'pages.create', { name: 'Copy', message: '<p>x</p>', ownurl: 'about' }, 6],
    ['a category that does not exist', 'news.create', { title: 'Lost', category: 99 }, 11],
    ['a parent page that does not exist', 'pages.update', { page_id: 3, name: 'Услуги', message: '<p>x</p>', parent_id: 99 }, 7],
    ['an unknown currency', 'shop.currencyRate', { curr_code: 'XYZ', curr_rate: 2 }, 56],
  ])('the site refuses %s: VALIDATION_ERROR with its num', async (_label, name, params, num) => {
    const site = openSite();
    const error = await failure(site.call(name, params));
    // The platform reports module-rule failures inside a 200 (platform-notes §5).
    expect(error.details).toMatchObject({ code: 'VALIDATION_ERROR', source: 'platform', num, status: 200 });
    expect(error.details.platformMessage).toBeTruthy();
    expectPlainWords(error);
    expect((await site.control.log())[0]).toMatchObject({ code: 'VALIDATION_ERROR', status: 200 });
  });

  test('the client check bypassed, the site still refuses an own template without $POWERED_BY$ (num 2, explained)', async () => {
    const site = openSite();
    const error = await failure(site.send('pages.update', { page_id: 7, owntmpl: 1, tmpl: '<html>$CONTENT$</html>' }));
    expect(error.details).toMatchObject({ code: 'VALIDATION_ERROR', num: 2 });
    expect(error.message).toContain('$POWERED_BY$');
    expect(site.state.data.pages[6]!.tmpl).toContain('$POWERED_BY$'); // a refused write changes nothing
  });

  test.each<[EndpointName, Params]>([
    ['pages.get', { id: 999 }],
    ['news.get', { id: 999 }],
    ['mail.fieldUpdate', { form_id: 1, field_id: 99, name: 'x' }],
    ['shop.order', { order: 'no-such-order' }],
  ])('%s of an unknown record: NOT_FOUND', async (name, params) => {
    const site = openSite();
    const error = await failure(site.call(name, params));
    expect(error.details).toMatchObject({ code: 'NOT_FOUND', source: 'platform', status: 404 });
    expectPlainWords(error);
  });

  test('past the hourly limit: REQUESTS_LIMIT', async () => {
    const site = openSite({ limit: 2 });
    await site.call('pages.get', { id: 1 });
    await site.call('pages.get', { id: 2 });
    const error = await failure(site.call('pages.get', { id: 3 }));
    expect(error.details).toMatchObject({ code: 'REQUESTS_LIMIT', source: 'platform', status: 429 });
    expect(error.details.remedy).toMatch(/Save again later/);
    expectPlainWords(error);
  });

  test('a dropped connection in-process: OFFLINE', async () => {
    const site = openSite();
    await site.control.injectFault({ kind: 'drop' });
    const error = await failure(site.call('pages.get', { id: 1 }));
    expect(error.details).toMatchObject({ code: 'OFFLINE', source: 'transport' });
    expectPlainWords(error);
  });

  test.each<[string, () => Response]>([
    ['says it is over 64 MB', () => new Response('{"success": {}}', { headers: { 'content-length': String(300 * 1024 * 1024) } })],
    ['is over 64 MB', () => new Response(`{"success": "${'x'.repeat(ANSWER_MAX_CHARS)}"}`)],
  ])('an answer that %s: TOO_LARGE in plain words, not a hang or a crash', async (_label, answer) => {
    const error = await failure(sendRequest({ apiBase: 'https://example.ucoz.net/uapi', token: 't' }, endpoints['pages.get'], { id: 1 }, { fetch: async () => answer() }));
    expect(error.details).toMatchObject({ code: 'TOO_LARGE', source: 'transport' });
    expectPlainWords(error);
  });

  // Over a real socket with the platform's fetch: timeouts and cut connections behave as in a browser.
  describe('transport faults of a running site', () => {
    let running: RunningSite;
    beforeAll(async () => {
      running = await startSite({ port: 0 });
    });
    afterAll(() => running.close());

    test.each<[string, FaultRequest, string]>([
      ['a 502 with an HTML error page', { kind: 'status5xx', status: 502 }, 'SERVER_ERROR'],
      ['a truncated JSON body', { kind: 'malformed' }, 'NOT_JSON'],
      ['a maintenance page with status 200', { kind: 'html' }, 'HTML_BODY'],
      ['a dropped connection', { kind: 'drop' }, 'OFFLINE'],
      ['an answer slower than the timeout', { kind: 'delay', ms: 1000 }, 'TIMEOUT'],
    ])('%s: %s', async (_label, fault, code) => {
      const control = siteControl(running.url);
      await control.reset();
      await control.injectFault(fault);
      const target = { apiBase: `${running.url}/uapi`, token: running.token };
      // Short only where the timeout is the point, so a slow machine does not fail the others.
      const timeoutMs = fault.kind === 'delay' ? 200 : 10_000;
      const error = await failure(sendRequest(target, endpoints['pages.get'], { id: 1 }, { timeoutMs }));
      expect(error.details).toMatchObject({ code, source: 'transport' });
      expectPlainWords(error);
      // The fault was for one request: the next one is answered.
      await expect(sendRequest(target, endpoints['pages.get'], { id: 1 })).resolves.toMatchObject({ id: 1 });
    });
  });
});

describe('checks before sending', () => {
  test.each<[string, EndpointName, Params, string, number]>([
    ['a 131-character news title', 'news.create', { title: 'x'.repeat(131) }, 'title', 10],
    ['an own template without $POWERED_BY$', 'pages.create', { name: 'Landing', message: '<p>x</p>', owntmpl: 1, tmpl: '<html>$CONTENT$</html>' }, 'tmpl', 2],
    ['101 per page', 'pages.list', { per_page: 101 }, 'per_page', 20],
    ['a 74-character mail form name', 'mail.create', { name: 'm'.repeat(74) }, 'name', 30],
    ['order status 6', 'shop.orderStatus', { order: ORDER, status: 6 }, 'status', 50],
    [
      'a nested menu item without URL',
      'menus.replaceItems',
      { id: 1, items: [{ name: 'Home', url: '/' }, { name: 'Services', url: '/index/0-3', children: [{ name: 'Design', url: '  ' }] }] },
      'items.1.children.0.url',
      40,
    ],
  ])('refuses %s with INVALID_INPUT and sends nothing (the site agrees)', async (_label, name, params, field, siteNum) => {
    const site = openSite();
    let thrown: unknown;
    try {
      checkParams(endpoints[name] as Endpoint, params);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    const error = thrown as ApiError;
    expect(error.details).toMatchObject({ code: 'INVALID_INPUT', source: 'local' });
    expect(Object.keys(error.details.fields ?? {})).toEqual([field]);
    expect(error.message).toContain(field);
    expect(error.details.remedy).toBe('Correct the highlighted fields; nothing was sent.');

    expect((await failure(site.call(name, params))).code).toBe('INVALID_INPUT');
    expect(await site.control.log()).toEqual([]);
    // Sent anyway, the site refuses it for the same reason: the check is not stricter than the site.
    expect((await failure(site.send(name, params))).details).toMatchObject({ code: 'VALIDATION_ERROR', num: siteNum });
  });
});
