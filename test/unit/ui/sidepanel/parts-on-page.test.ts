// "Also on this page" names each part by what the page shows of it, and by its number only where
// the page shows no words of it (or the context was kept before words were read).
import { expect, test } from 'vitest';
import { partsOnPage } from '@/src/ui/sidepanel/parts-on-page';

test('menus, then forms, then polls, each by its words', () => {
  const parts = partsOnPage({
    menuIds: [2, 1], menuWords: ['Главная, О нас, Услуги', ''],
    mailFormIds: [1], mailFormWords: ['Имя, E-mail, Сообщение'],
    pollIds: [3], pollWords: ['Как вам новый сайт?'],
  });
  expect(parts).toEqual([
    { ref: { kind: 'menu', id: 2 }, name: 'Menu: Главная, О нас, Услуги' },
    { ref: { kind: 'menu', id: 1 }, name: 'Menu #1' },
    { ref: { kind: 'mailform', id: 1 }, name: 'Form: Имя, E-mail, Сообщение' },
    { ref: { kind: 'poll', id: 3 }, name: 'Poll: Как вам новый сайт?' },
  ]);
});

test('a context kept before forms and polls were named still lists them', () => {
  expect(partsOnPage({ menuIds: [], mailFormIds: [4], pollIds: [5] }).map((part) => part.name)).toEqual(['Mail form #4', 'Poll #5']);
});
