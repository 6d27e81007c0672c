import { describe, expect, test } from 'vitest';
import { resourceFromUrl, type Resource } from '@/src/detect/resource';

const site = 'https://example.ucoz.net';
const page = (id: number): Resource => ({ kind: 'page', id });
const slug = (value: string): Resource => ({ kind: 'page-slug', slug: value });
const entry = (module: 'news' | 'blog' | 'publ' | 'load' | 'board' | 'dir' | 'stuff' | 'photo' | 'video' | 'faq', id: number): Resource => ({ kind: 'entry', module, id });
const category = (module: 'news' | 'blog' | 'publ' | 'load' | 'board' | 'dir' | 'stuff' | 'photo' | 'video' | 'faq', id: number): Resource => ({ kind: 'category', module, id });
const topic = (forumId: number, topicId: number): Resource => ({ kind: 'forum-topic', forumId, topicId });
const list = (module: string): Resource => ({ kind: 'list', module });
const system = (what: Extract<Resource, { kind: 'system' }>['what']): Resource => ({ kind: 'system', what });
const other = system('other');

describe('resourceFromUrl', () => {
  test.each<[string, Resource]>([
    // Static pages
    ['/', page(1)],
    ['/index', page(1)],
    ['/index/', page(1)],
    ['/index/0-1', page(1)],
    ['/index/0-2', page(2)],
    ['/index/0-15/', page(15)],
    ['/index/about-us/0-7', page(7)],
    ['/index/%D0%BE-%D0%BD%D0%B0%D1%81/0-7', page(7)],
    ['/index/0-0', other],
    ['/index/0', other],
    ['/index/0-2-1', other],
    ['/index/a/b/0-2', other],
    ['/index/about-us', other],
    ['/index/about-us/1', other],
    ['/index/0-9007199254740993', other],
    // System pages under /index
    ['/index/1', system('login')],
    ['/index/3', system('register')],
    ['/index/8', system('profile')],
    // A user's profile names the user by id, or by login (the same page; the panel finds the id).
    ['/index/8-12', { kind: 'user', id: 12 }],
    ['/index/8-0-admin', { kind: 'user-login', login: 'admin' }],
    ['/index/8-0-Maria.Lopez', { kind: 'user-login', login: 'Maria.Lopez' }],
    ['/index/8-0', system('profile')],
    ['/index/40', system('login-popup')],
    ['/index/34', other],
    ['/index/15-2', other],
    ['/index/80', other],
    ['/index/1/0-1', page(1)],
    // Control panel, API, assets
    ['/panel/', system('control-panel')],
    ['/panel/?a=ed', system('control-panel')],
    ['/panel/news/edit', system('control-panel')],
    ['/admin', system('control-panel')],
    ['/admin/', system('control-panel')],
    ['/admin.php', system('control-panel')],
    ['/administration', slug('administration')],
    ['/uapi/news', system('api')],
    ['/uapi', system('api')],
    ['/.s/src/base.min.css', system('asset')],
    ['/.s/img/cp/49.gif', system('asset')],
    ['/_st/my.css', system('asset')],
    ['/_sf/0/1.jpg', system('asset')],
    ['/_sf/', system('asset')],
    ['/_nw/1/12345.jpg', system('asset')],
    ['/js/site.js', system('asset')],
    ['/favicon.ico', system('asset')],
    ['/robots.txt', system('asset')],
    ['/sitemap.xml', system('asset')],
    ['/img/logo.PNG', system('asset')],
    ['/logo.svg', system('asset')],
    ['/news/pic.jpg', system('asset')],
    // News
    ['/news', list('news')],
    ['/news/', list('news')],
    ['/news/2', list('news')],
    ['/news/2011-02', list('news')],
    ['/news/2011-02-06', list('news')],
    ['/news/0-0-0-0-1', list('news')],
    ['/news/0-0-0-0-17', list('news')],
    ['/news/2011-02-06-5', entry('news', 5)],
    ['/news/2011-02-06-5/', entry('news', 5)],
    ['/news/big-sale/2011-02-06-5', entry('news', 5)],
    ['/news/%D0%BE-%D0%BD%D0%B0%D1%81/2024-02-29-118', entry('news', 118)],
    ['/news/1-0-3', category('news', 3)],
    ['/news/2-0-3', category('news', 3)],
    ['/news/1-0-0', other],
    ['/news/2011-02-30-5', other],
    ['/news/2023-02-29-5', other],
    ['/news/2011-13-06-5', other],
    ['/news/2011-00-06-5', other],
    ['/news/2011-02-00-5', other],
    ['/news/0999-02-06-5', other],
    ['/news/11-02-06-5', other],
    ['/news/2011-2-6-5', other],
    ['/news/2011-13', other],
    ['/news/2011-02-32', other],
    ['/news/2011-00-06', other],
    ['/news/2011-02-06-0', other],
    ['/news/2011-02-06-99999999999999999999', other],
    ['/news/some-slug', other],
    ['/news/a/2', other],
    ['/news/a/2011-02', other],
    // Blog: the same shapes
    ['/blog/', list('blog')],
    ['/blog/3', list('blog')],
    ['/blog/2015-07', list('blog')],
    ['/blog/2015-07-01', list('blog')],
    ['/blog/2015-07-01-42', entry('blog', 42)],
    ['/blog/trip/2015-07-01-42', entry('blog', 42)],
    ['/blog/1-0-4', category('blog', 4)],
    ['/blog/2015-07-32-42', other],
    // Publisher and the other catalogue modules
    ['/publ/', list('publ')],
    ['/publ', list('publ')],
    ['/publ/1-1-0-25', entry('publ', 25)],
    ['/publ/some/slug/1-1-0-25', entry('publ', 25)],
    ['/publ/3', category('publ', 3)],
    ['/publ/3-2', category('publ', 3)],
    ['/publ/razdel/3', category('publ', 3)],
    ['/publ/1-1-0-0', other],
    ['/publ/1-1-1-25', other],
    ['/publ/0', other],
    ['/publ/0-0-0-0-1', list('publ')],
    ['/publ/slug', other],
    ['/load/', list('load')],
    ['/load/2-1-0-17', entry('load', 17)],
    ['/load/cat-slug/2-1-0-17', entry('load', 17)],
    ['/load/2', category('load', 2)],
    ['/load/2-3', category('load', 2)],
    ['/board/4-1-0-9', entry('board', 9)],
    ['/board/4', category('board', 4)],
    ['/board/', list('board')],
    ['/dir/5-1-0-11', entry('dir', 11)],
    ['/dir/5-2', category('dir', 5)],
    ['/stuff/1-1-0-3', entry('stuff', 3)],
    ['/photo/1-0-0-7', entry('photo', 7)],
    ['/photo/albums/1-0-0-7', entry('photo', 7)],
    ['/photo/1', category('photo', 1)],
    // An album's page (platform-notes §6): `<catId>-<page>-0-0-<n>`, a slug before it.
    ['/photo/ofis/2-1-0-0-1', category('photo', 2)],
    ['/photo/2-3-0-0-1', category('photo', 2)],
    ['/photo/0-0-0-0-1', list('photo')],
    ['/photo/ofis/2-1-1-0-1', other],
    ['/photo/', list('photo')],
    ['/video/2-1-0-8', entry('video', 8)],
    ['/video/', list('video')],
    // A video category names itself by its slug (platform-notes §6); its search is a list; a
    // video's own address is not documented: its page's markup names it, not the address.
    ['/video/vic/lessons', { kind: 'category-slug', module: 'video', slug: 'lessons' }],
    ['/video/vic/%D1%83%D1%80%D0%BE%D0%BA%D0%B8', { kind: 'category-slug', module: 'video', slug: 'уроки' }],
    ['/video/shv', list('video')],
    ['/video/vip/3/kak-pravit', other],
    ['/load/2-1-0-9007199254740991', entry('load', 9007199254740991)],
    ['/load/2-1-0-9007199254740992', other],
    // FAQ
    ['/faq/', list('faq')],
    ['/faq/1-0-6', entry('faq', 6)],
    ['/faq/1', category('faq', 1)],
    ['/faq/1-2', category('faq', 1)],
    ['/faq/1-0-0', other],
    ['/faq/0', other],
    // Forum
    ['/forum/', list('forum')],
    ['/forum', list('forum')],
    ['/forum/2', { kind: 'forum', forumId: 2 }],
    ['/forum/2-15', topic(2, 15)],
    ['/forum/2-15-1', topic(2, 15)],
    ['/forum/2-15-3', topic(2, 15)],
    ['/forum/2-15-0-17', topic(2, 15)],
    ['/forum/2-15-1/', topic(2, 15)],
    ['/forum/0-0-1-34', list('forum')],
    ['/forum/2-0-1', list('forum')],
    ['/forum/2-99999999999999999999', list('forum')],
    ['/forum/2-15/extra', other],
    ['/forum/topic', other],
    // Other modules: lists
    ['/gb/', list('gb')],
    ['/gb/0-2', list('gb')],
    ['/search/?q=x', list('search')],
    ['/shop/checkout', list('shop')],
    ['/mail/', list('mail')],
    // A page's own URL
    ['/about', slug('about')],
    ['/about/', slug('about')],
    ['/sale', slug('sale')],
    ['/contacts-2', slug('contacts-2')],
    ['/About', slug('About')],
    ['/%D0%BE-%D0%BD%D0%B0%D1%81', slug('о-нас')],
    ['/%D0%BE-%D0%BD%D0%B0%D1%81/', slug('о-нас')],
    ['/о-нас', slug('о-нас')],
    ['/a%2Fb', slug('a/b')],
    ['/about.html', other],
    ['/index.php', other],
    ['/about/team', other],
    ['/%E0%A4%A', other],
    ['/%', other],
    // Query strings, fragments and doubled slashes never change the resource
    ['/?page=2', page(1)],
    ['/#top', page(1)],
    ['/index/0-2?x=1#y', page(2)],
    ['/news/2011-02-06-5?utm_source=x#comments', entry('news', 5)],
    ['/news/1-0-3?page2', category('news', 3)],
    ['/publ/1-1-0-25#c', entry('publ', 25)],
    ['/forum/2-15-3?x#post1', topic(2, 15)],
    ['/about?ref=menu', slug('about')],
    ['/about#contacts', slug('about')],
    ['//news//2011-02-06-5', entry('news', 5)],
  ])('%s', (path, expected) => {
    expect(resourceFromUrl(`${site}${path}`)).toEqual(expected);
  });

  test.each<[string, Resource]>([
    ['', other],
    ['   ', other],
    ['not a url', other],
    ['/index/0-2', other],
    ['news/2011-02-06-5', other],
    ['//example.com/about', other],
    ['ftp://example.com/about', other],
    ['javascript:alert(1)', other],
    ['about:blank', other],
    ['chrome-extension://abcdef/sidepanel.html', other],
    ['http://example.com', page(1)],
    ['HTTP://EXAMPLE.COM/index/0-3', page(3)],
    ['http://example.com:8080/news/2011-02-06-5', entry('news', 5)],
    ['http://user:pw@example.com/about', slug('about')],
  ])('odd input %j', (url, expected) => {
    expect(resourceFromUrl(url)).toEqual(expected);
  });

  test('never throws on values that are not strings at all', () => {
    for (const value of [undefined, null, 42, {}, []]) {
      expect(resourceFromUrl(value as unknown as string)).toEqual(other);
    }
  });
});


