// @vitest-environment happy-dom
// The menu editor's rows read their items from a store and render again on their own: what the
// owner types, empties, links or moves shows in the right row, and a keystroke renders its row
// alone. A move that cannot happen is disabled and says why; Link to… picks a page by its name.
import { h, render } from 'preact';
import { useState } from 'preact/hooks';
import { act } from 'preact/test-utils';
import { afterEach, expect, test } from 'vitest';
import type { MenuFields } from '@/src/kinds/menu/model';
import { moveUp, updateItem, type MenuNode } from '@/src/kinds/menu/menu-tree';
import { MenuForm } from '@/src/kinds/menu/editor/MenuForm';
import { menuNodeStore } from '@/src/kinds/menu/editor/menu-node-store';
import type { LinkTargets } from '@/src/ui/link-targets';

// Browsers have the drag handlers as element properties, and Preact listens by their lowercase
// names where they exist; happy-dom lacks them, so they are given as a browser has them.
for (const handler of ['ondragstart', 'ondragend', 'ondragover', 'ondragleave', 'ondrop']) {
  if (!(handler in HTMLElement.prototype)) Object.defineProperty(HTMLElement.prototype, handler, { value: null, writable: true });
}

const root = document.createElement('div');
document.body.append(root);
afterEach(() => render(null, root));

const item = (name: string, url: string, children: MenuNode[] = []): MenuNode => ({ name, url, children });

/** The site's pages as Link to… offers them, read when it first opens; the search finds one entry. */
function siteTargets() {
  const asked: string[] = [];
  let pagesAsked = 0;
  const targets: LinkTargets = {
    pages: null,
    failed: '',
    loadPages: () => void pagesAsked++,
    search: async (query) => (asked.push(query), [{ name: 'Opening hours (news)', address: '/news/2026-11-20-7' }]),
  };
  return { targets, asked, pagesAsked: () => pagesAsked };
}

const PAGES = [
  { name: 'Home', address: '/' },
  { name: 'Contacts', address: '/index/0-9' },
  { name: 'Price list', address: '/index/0-4' },
  // A page with an address of its own answers at /index/0-N too.
  { name: 'About us', address: '/about', alsoAt: ['/index/0-2', '/index/about/0-2'] },
];

function mount(items: MenuNode[], site = siteTargets()) {
  const seen: MenuFields[] = [];
  let setTargets: (targets: LinkTargets) => void = () => {};
  function Host() {
    const [fields, setFields] = useState<MenuFields>({ title: 'Main', layout: 0, items });
    const [targets, set] = useState(site.targets);
    setTargets = set;
    seen.push(fields);
    return h(MenuForm, { fields, errors: {}, update: (change) => setFields((now) => ({ ...now, ...change })), targets });
  }
  act(() => render(h(Host, null), root));
  return {
    latest: () => seen[seen.length - 1]!,
    pagesRead: () => act(() => setTargets({ ...site.targets, pages: PAGES })),
  };
}

const buttonIn = (scope: ParentNode, text: string) => [...scope.querySelectorAll<HTMLButtonElement>('button')].find((button) => button.textContent === text);
const click = (button: HTMLElement | null | undefined) => act(() => button!.click());
const row = (path: string) => root.querySelector(`[data-path="${path}"]`)!;

const groups = () => [...root.querySelectorAll('ol.menu-items [role="group"]')].map((group) => group.getAttribute('aria-label'));

function typeInto(id: string, value: string) {
  const input = root.querySelector<HTMLInputElement>(`#${CSS.escape(id)}`)!;
  act(() => {
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

test('a label typed into a nested item names that row, and the tree holds it', () => {
  const form = mount([item('Home', '/'), item('Shop', '/shop', [item('Shoes', '/shoes'), item('Hats', '/hats')]), item('Contact', '/contact')]);
  typeInto('item-1.1-name', 'Caps');
  expect(groups()).toEqual(['Item 1: Home, level 1', 'Item 2: Shop, level 1', 'Item 3: Shoes, level 2', 'Item 4: Caps, level 2', 'Item 5: Contact, level 1']);
  expect(form.latest().items[1]!.children[1]).toEqual(item('Caps', '/hats'));
  expect(root.querySelector<HTMLInputElement>('#item-1\\.1-name')!.value).toBe('Caps');
});

test('an address emptied under Link to… is flagged in its own row, and the flag goes when one is typed again', () => {
  mount([item('Home', '/'), item('Shop', '/shop')]);
  click(row('1').querySelector<HTMLElement>('.link-to'));
  typeInto('item-1-url', ' ');
  expect(root.querySelector('#item-1-url')!.getAttribute('aria-invalid')).toBe('true');
  click(buttonIn(row('1'), 'Done'));
  expect(row('1').textContent).toContain('Needs a URL');
  expect(buttonIn(row('1'), 'Link to…')).toBeTruthy();
  expect(row('0').textContent).not.toContain('Needs a URL');
  click(row('1').querySelector<HTMLElement>('.link-to'));
  typeInto('item-1-url', '/shop2');
  click(buttonIn(row('1'), 'Done'));
  expect(root.textContent).not.toContain('Needs a URL');
  expect(row('1').querySelector('.link-to')!.textContent).toBe('→ /shop2');
  // Done gives the focus back to the link it changed.
  expect(document.activeElement).toBe(row('1').querySelector('.link-to'));
});

test('after a move each row shows the item now at its place, and a label typed then goes to the moved item', () => {
  const form = mount([item('Home', '/'), item('Shop', '/shop'), item('Contact', '/contact')]);
  click(row('2').querySelector<HTMLElement>('.more'));
  click(buttonIn(row('2'), 'Move up'));
  expect(groups()).toEqual(['Item 1: Home, level 1', 'Item 2: Contact, level 1', 'Item 3: Shop, level 1']);
  // The focus follows the item to its new row, on its ⋯; no row shows ⋯ open for another item.
  expect(document.activeElement).toBe(row('1').querySelector('.more'));
  expect(root.querySelectorAll('.item-more')).toHaveLength(0);
  click(row('1').querySelector<HTMLElement>('.more'));
  click(buttonIn(row('1'), 'Make sub-item'));
  expect(groups()).toEqual(['Item 1: Home, level 1', 'Item 2: Contact, level 2', 'Item 3: Shop, level 1']);
  typeInto('item-0.0-name', 'Write to us');
  expect(form.latest().items).toEqual([item('Home', '/', [item('Write to us', '/contact')]), item('Shop', '/shop')]);
  expect(groups()[1]).toBe('Item 2: Write to us, level 2');
});

test('the store walks a tree it has not seen, and after an edit takes the item and its parents alone', () => {
  const store = menuNodeStore();
  const tree = [item('Home', '/'), item('Shop', '/shop', [item('Shoes', '/shoes')]), item('Contact', '/contact')];
  const rows = store.take(tree);
  expect(rows).toEqual([{ key: '0', depth: 0 }, { key: '1', depth: 0 }, { key: '1.0', depth: 1 }, { key: '2', depth: 0 }]);
  store.notify();
  const heard: string[] = [];
  for (const key of ['0', '1', '1.0', '2']) store.subscribe(key, () => heard.push(key));

  const edited = updateItem(tree, [1, 0], { name: 'Boots' });
  store.edited(edited, [1, 0]);
  expect(store.get('1.0')!.name).toBe('Boots');
  expect(heard).toEqual([]);
  store.notify();
  expect(heard).toEqual(['1', '1.0']);
  // The same shape: the list keeps its rows and renders nothing again.
  expect(store.take(edited)).toBe(rows);

  heard.length = 0;
  const moved = moveUp(edited, [2]).nodes;
  const movedRows = store.take(moved);
  expect(movedRows).not.toBe(rows);
  expect(store.get('1')!.name).toBe('Contact');
  store.notify();
  // Rows whose key is gone are unmounted by the list instead.
  expect(heard).toEqual(['1', '2']);
  expect(store.get('2.0')!.name).toBe('Boots');
});

test('a row that stops listening hears nothing more', () => {
  const store = menuNodeStore();
  const tree = [item('Home', '/')];
  store.take(tree);
  let heard = 0;
  const stop = store.subscribe('0', () => heard++);
  stop();
  store.edited(updateItem(tree, [0], { url: '/home' }), [0]);
  store.notify();
  expect(heard).toBe(0);
  expect(store.get('0')!.url).toBe('/home');
});

test('in ⋯ a move that cannot happen is disabled and says why; those that can are not', () => {
  mount([item('Home', '/'), item('Shop', '/shop', [item('Shoes', '/shoes')])]);
  click(row('0').querySelector<HTMLElement>('.more'));
  const moves = [...row('0').querySelectorAll('.item-more li')].map((li) => ({ text: li.textContent, disabled: li.querySelector('button')!.disabled }));
  expect(moves).toEqual([
    { text: 'Move up Already first at its level.', disabled: true },
    { text: 'Move down', disabled: false },
    { text: 'Make sub-item No item above it at its level to go under.', disabled: true },
    { text: 'Move out one level Already at the top level.', disabled: true },
    { text: 'Add item below', disabled: false },
    { text: 'Remove item', disabled: false },
  ]);
  click(row('1.0').querySelector<HTMLElement>('.more'));
  expect(buttonIn(row('1.0'), 'Move out one level')!.disabled).toBe(false);
  expect(buttonIn(row('1.0'), 'Move down')!.disabled).toBe(true);
});

test('a new item opens Link to…: a page picked by its name gives the item its address and, while it has no label of its own, its name', async () => {
  const site = siteTargets();
  const form = mount([item('Home', '/')], site);
  click(buttonIn(root, 'Add item'));
  const find = root.querySelector<HTMLInputElement>('#find-1')!;
  expect(document.activeElement).toBe(find);
  expect(row('1').textContent).toContain('Loading…');
  form.pagesRead();
  typeInto('find-1', 'cont');
  expect([...row('1').querySelectorAll('.link-choices button')].map((b) => b.textContent)).toEqual(['Contacts']);
  click(buttonIn(row('1'), 'Contacts'));
  expect(form.latest().items[1]).toEqual(item('Contacts', '/index/0-9'));
  expect(row('1').querySelector('.link-to')!.textContent).toBe('→ Contacts');
  // An item with a label of its own keeps it; the rest of the site is found by its search.
  click(row('0').querySelector<HTMLElement>('.link-to'));
  typeInto('find-0', 'hours');
  expect(row('0').textContent).toContain('No page is named “hours”.');
  click(buttonIn(row('0'), 'Search the whole site for “hours”'));
  await act(async () => {});
  expect(site.asked).toEqual(['hours']);
  click(buttonIn(row('0'), 'Opening hours (news)'));
  expect(form.latest().items[0]).toEqual(item('Home', '/news/2026-11-20-7'));
  expect(row('0').querySelector('.link-to')!.textContent).toBe('→ Opening hours (news)');
});

test('as the menu opens its items show their pages by name, at a page\'s own address or at the one every page answers at', () => {
  const site = siteTargets();
  const form = mount([item('About', '/about'), item('About again', '/index/0-2'), item('Elsewhere', 'https://example.org/')], site);
  expect(site.pagesAsked()).toBe(1);
  form.pagesRead();
  expect([...root.querySelectorAll('.link-to')].map((link) => link.textContent)).toEqual(['→ About us', '→ About us', '→ https://example.org/']);
});

test('an item dragged by its handle lands before or after the row it is dropped on', () => {
  const form = mount([item('Home', '/'), item('Shop', '/shop', [item('Shoes', '/shoes')]), item('Contact', '/contact')]);
  const drag = (from: string, onto: string, side: 'top' | 'bottom') => act(() => {
    row(from).querySelector('.drag-handle')!.dispatchEvent(new Event('dragstart', { bubbles: true }));
    const target = row(onto);
    const box = target.getBoundingClientRect();
    const at = { bubbles: true, cancelable: true, clientY: side === 'top' ? box.top - 1 : box.top + box.height + 1 };
    target.dispatchEvent(new MouseEvent('dragover', at));
    target.dispatchEvent(new MouseEvent('drop', at));
  });
  drag('2', '0', 'top');
  expect(form.latest().items.map((node) => node.name)).toEqual(['Contact', 'Home', 'Shop']);
  drag('0', '2.0', 'bottom');
  expect(form.latest().items).toEqual([item('Home', '/'), item('Shop', '/shop', [item('Shoes', '/shoes'), item('Contact', '/contact')])]);
  // Into its own subtree it cannot go.
  drag('1', '1.0', 'top');
  expect(form.latest().items.map((node) => node.name)).toEqual(['Home', 'Shop']);
});

test('an open ⋯ looks again when the list changes: the last item gets Move down once an item follows it', () => {
  mount([item('Home', '/'), item('Shop', '/shop')]);
  click(row('1').querySelector<HTMLElement>('.more'));
  expect(buttonIn(row('1'), 'Move down')!.disabled).toBe(true);
  click(buttonIn(root, 'Add item'));
  expect(buttonIn(row('1'), 'Move down')!.disabled).toBe(false);
});
