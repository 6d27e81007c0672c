// Link to… offers the site's pages by name, each at the address a link to it should keep: the
// page's own (`/about`) where it has one, which the owner gave it, not the /index/0-N every page
// also answers at; and a link at either address shows by the page's name.
import { expect, test } from 'vitest';
import { namesByAddress, pageTargets } from '@/src/ui/link-targets';

const PAGES = [{ id: 1, name: 'Главная' }, { id: 2, name: 'О нас', ownUrl: 'about' }, { id: 6, name: 'Контакты' }];

test('a page with an address of its own is linked at it; the others at the address every page answers at', () => {
  expect(pageTargets(PAGES).map(({ name, address }) => [name, address])).toEqual([['Главная', '/'], ['О нас', '/about'], ['Контакты', '/index/0-6']]);
});

test('a link to a page shows by its name at its own address and at the ones the same page answers at', () => {
  const names = namesByAddress(pageTargets(PAGES));
  expect(['/about', '/index/0-2', '/index/about/0-2', '/index/0-6', '/', '/index/0-3'].map((address) => names.get(address))).toEqual(
    ['О нас', 'О нас', 'О нас', 'Контакты', 'Главная', undefined],
  );
});
