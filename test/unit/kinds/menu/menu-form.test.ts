// @vitest-environment happy-dom
// The menu editor's rows read their items from a store and render again on their own: what the
// owner types, empties or moves shows in the right row, and a keystroke renders its row alone.
import { h, render } from 'preact';
import { useState } from 'preact/hooks';
import { act } from 'preact/test-utils';
import { afterEach, expect, test } from 'vitest';
import type { MenuFields } from '@/src/kinds/menu/model';
import { moveUp, updateItem, type MenuNode } from '@/src/kinds/menu/menu-tree';
import { MenuForm } from '@/src/kinds/menu/editor/MenuForm';
import { menuNodeStore } from '@/src/kinds/menu/editor/menu-node-store';

const root = document.createElement('div');
document.body.append(root);
afterEach(() => render(null, root));

const item = (name: string, url: string, children: MenuNode[] = []): MenuNode => ({ name, url, children });

function mount(items: MenuNode[]) {
  const seen: MenuFields[] = [];
  function Host() {
    const [fields, setFields] = useState<MenuFields>({ title: 'Main', layout: 0, items });
    seen.push(fields);
    return h(MenuForm, { fields, errors: {}, update: (change) => setFields((now) => ({ ...now, ...change })) });
  }
  act(() => render(h(Host, null), root));
  return { latest: () => seen[seen.length - 1]! };
}

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

test('an emptied URL is flagged in its own row, and the flag goes when a URL is typed again', () => {
  mount([item('Home', '/'), item('Shop', '/shop')]);
  typeInto('item-1-url', ' ');
  const url = root.querySelector<HTMLInputElement>('#item-1-url')!;
  expect(url.getAttribute('aria-invalid')).toBe('true');
  expect(root.querySelector('[data-path="1"]')!.textContent).toContain('Needs a URL');
  expect(root.querySelector('[data-path="0"]')!.textContent).not.toContain('Needs a URL');
  typeInto('item-1-url', '/shop2');
  expect(url.getAttribute('aria-invalid')).toBe('false');
  expect(root.textContent).not.toContain('Needs a URL');
});

test('after a move each row shows the item now at its place, and a label typed then goes to the moved item', () => {
  const form = mount([item('Home', '/'), item('Shop', '/shop'), item('Contact', '/contact')]);
  const contact = root.querySelector('[data-path="2"]')!;
  act(() => [...contact.querySelectorAll<HTMLButtonElement>('button')].find((button) => button.textContent === 'Move up')!.click());
  expect(groups()).toEqual(['Item 1: Home, level 1', 'Item 2: Contact, level 1', 'Item 3: Shop, level 1']);
  act(() => [...root.querySelectorAll<HTMLButtonElement>('[data-path="1"] button')].find((button) => button.textContent === 'Indent')!.click());
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
