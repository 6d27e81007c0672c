// "Also on this page" names each part by what the page shows of it, and by its number only where
// the page shows no words of it.
import { expect, test } from 'vitest';
import { partsOnPage } from '@/src/ui/sidepanel/parts-on-page';

test('each part in the order the page says, by its words', () => {
  const parts = partsOnPage({
    parts: [
      { kind: 'menu', id: 2, words: 'Главная, О нас, Услуги' },
      { kind: 'menu', id: 1, words: '' },
      { kind: 'mailform', id: 1, words: 'Имя, E-mail, Сообщение' },
      { kind: 'poll', id: 3, words: 'Как вам новый сайт?' },
    ],
  });
  expect(parts).toEqual([
    { ref: { kind: 'menu', id: 2 }, name: 'Menu: Главная, О нас, Услуги' },
    { ref: { kind: 'menu', id: 1 }, name: 'Menu #1' },
    { ref: { kind: 'mailform', id: 1 }, name: 'Form: Имя, E-mail, Сообщение' },
    { ref: { kind: 'poll', id: 3 }, name: 'Poll: Как вам новый сайт?' },
  ]);
});

test('a form and a poll that show no words are named by their numbers', () => {
  expect(partsOnPage({ parts: [{ kind: 'mailform', id: 4, words: '' }, { kind: 'poll', id: 5, words: '' }] }).map((part) => part.name)).toEqual(['Mail form #4', 'Poll #5']);
});
