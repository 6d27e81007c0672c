// @vitest-environment happy-dom
// A menu edited in the panel shows in the page in the platform's markup, built from data: labels
// as text, only addresses of the web; the menu the site rendered comes back on clear.
import { beforeEach, describe, expect, test } from 'vitest';
import { createMenuPreview, menuMarkup } from '@/src/content/menu-preview';
import { asPreviewCommand } from '@/src/content/preview';
import { extensionPageRequestSchema } from '@/src/messages/from-extension-page';

const SITE_MENU = '<ul class="uMenuRoot"><li><a href="/"><span>Главная</span></a></li><li><a href="/about"><span>О нас</span></a></li></ul>';

beforeEach(() => {
  document.body.innerHTML = `<div id="uNMenuDiv1" class="uMenuV">${SITE_MENU}</div><div id="uNMenuDiv2"></div>`;
});

describe('menuMarkup', () => {
  test('items with their depth become the nested lists of the platform', () => {
    const list = menuMarkup(document, [
      { name: 'Главная', url: '/', depth: 0 },
      { name: 'Услуги', url: '/index/0-3', depth: 0 },
      { name: 'Веб-дизайн', url: '/index/0-4', depth: 1 },
      { name: 'Лендинги', url: '/index/0-9', depth: 2 },
      { name: 'Контакты', url: '/index/0-6', depth: 0 },
    ]);
    expect(list.outerHTML).toBe('<ul class="uMenuRoot"><li><a href="/"><span>Главная</span></a></li>'
      + '<li class="uWithSubmenu"><a href="/index/0-3"><span>Услуги</span></a><ul class="subM"><li class="uWithSubmenu"><a href="/index/0-4"><span>Веб-дизайн</span></a>'
      + '<ul class="subM"><li><a href="/index/0-9"><span>Лендинги</span></a></li></ul></li></ul></li>'
      + '<li><a href="/index/0-6"><span>Контакты</span></a></li></ul>');
  });

  test('a label is text, never markup; an address that is not of the web leads nowhere', () => {
    const list = menuMarkup(document, [
      { name: '<img src=x onerror=alert(1)>', url: 'javascript:alert(1)', depth: 0 },
      { name: 'Mail', url: 'mailto:owner@example.com', depth: 0 },
      { name: 'Data', url: 'data:text/html,<b>x</b>', depth: 0 },
    ]);
    expect(list.querySelector('img')).toBeNull();
    expect(list.querySelector('span')!.textContent).toBe('<img src=x onerror=alert(1)>');
    expect([...list.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['#', 'mailto:owner@example.com', '#']);
  });

  test('an item deeper than the one before it goes one level under it', () => {
    const list = menuMarkup(document, [{ name: 'A', url: '/a', depth: 0 }, { name: 'B', url: '/b', depth: 3 }]);
    expect(list.querySelector('ul.subM > li')!.textContent).toBe('B');
  });
});

describe('the menu preview in the page', () => {
  test('shows the draft in the menu it edits, and clear brings back what the site rendered', () => {
    const preview = createMenuPreview(document);
    const before = document.getElementById('uNMenuDiv1')!.innerHTML;
    expect(preview.show(1, [{ name: 'Главная страница', url: '/', depth: 0 }])).toBe(true);
    expect(preview.show(1, [{ name: 'Главная страница', url: '/', depth: 0 }, { name: 'Цены', url: '/index/0-9', depth: 0 }])).toBe(true);
    expect([...document.querySelectorAll('#uNMenuDiv1 a')].map((a) => a.textContent)).toEqual(['Главная страница', 'Цены']);
    expect(document.getElementById('uNMenuDiv2')!.innerHTML).toBe('');
    expect(preview.clear()).toBe(true);
    expect(document.getElementById('uNMenuDiv1')!.innerHTML).toBe(before);
    expect(preview.clear()).toBe(false);
  });

  test('the current page\'s item stays marked as the site marked it (its own address and its other ones), however it is renamed or moved', () => {
    document.getElementById('uNMenuDiv1')!.innerHTML = '<ul class="uMenuRoot"><li><a href="/"><span>Главная</span></a></li><li><a class=" uMenuItemA" href="/index/0-2"><span>О нас</span></a></li></ul>';
    const preview = createMenuPreview(document);
    preview.show(1, [{ name: 'Цены', url: '/index/0-9', depth: 0 }, { name: 'Кто мы', url: '/index/0-2', depth: 0 }, { name: 'Главная', url: 'https://elsewhere.example/index/0-2', depth: 1 }]);
    expect([...document.querySelectorAll('#uNMenuDiv1 a.uMenuItemA')].map((a) => a.textContent)).toEqual(['Кто мы']);
  });

  test('a menu the page does not show is not shown', () => {
    expect(createMenuPreview(document).show(7, [{ name: 'A', url: '/', depth: 0 }])).toBe(false);
  });
});

describe('the menu preview as a message', () => {
  const items = [{ name: 'Главная', url: '/', depth: 0 }];

  test('the content script takes its exact shape only', () => {
    expect(asPreviewCommand({ type: 'preview/menu', menuId: 1, items })).toEqual({ type: 'preview/menu', menuId: 1, items });
    expect(asPreviewCommand({ type: 'preview/menu', menuId: 1, items: [{ ...items[0], html: '<b>' }] })).toEqual({ type: 'preview/menu', menuId: 1, items });
    for (const bad of [
      { type: 'preview/menu', menuId: 0, items },
      { type: 'preview/menu', menuId: 1, items: [{ name: 1, url: '/', depth: 0 }] },
      { type: 'preview/menu', menuId: 1, items: [{ name: 'A', url: '/', depth: -1 }] },
      { type: 'preview/menu', menuId: 1, items: 'x' },
      { type: 'preview/menu', menuId: 1, items, extra: true },
    ]) expect(asPreviewCommand(bad)).toBeNull();
  });

  test('the background checks what the panel sends', () => {
    const page = { tabId: 3, url: 'https://owner.ucoz.net/' };
    expect(extensionPageRequestSchema.safeParse({ type: 'preview/menu', ...page, menuId: 1, items }).success).toBe(true);
    expect(extensionPageRequestSchema.safeParse({ type: 'preview/menu', ...page, menuId: 1, items: [{ ...items[0], depth: 33 }] }).success).toBe(false);
    expect(extensionPageRequestSchema.safeParse({ type: 'preview/menu', ...page, menuId: 1, items: [{ ...items[0], extra: 1 }] }).success).toBe(false);
  });
});
