// @vitest-environment happy-dom
// The visual editor's Link and Image: a page picked by its name links the selected words (or, with
// nothing selected, is inserted by its name); an address typed does the same; a link can be
// changed or removed; an image goes in only from an address of the web or the site.
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { expect, test } from 'vitest';
import { ImagePopover, LinkPopover } from '@/src/ui/rich-text/InsertPopovers';
import { imageAddressOk } from '@/src/validation/addresses';
import { LinkTargetsContext, searchTargets, type LinkTargets } from '@/src/ui/link-targets';
import { newSquire } from '../../../support/squire';

const targets: LinkTargets = {
  pages: [{ name: 'Contacts', address: '/index/0-6' }, { name: 'Prices', address: '/index/0-9' }],
  failed: '',
  loadPages: () => {},
  search: async () => [],
};

function open(popover: typeof LinkPopover, html: string, select: (body: HTMLElement) => Range) {
  const editor = newSquire();
  editor.setHTML(html);
  editor.setSelection(select(editor.getRoot()));
  const root = document.createElement('div');
  document.body.append(root);
  let closed = 0;
  let changed = 0;
  act(() => render(h(LinkTargetsContext.Provider, { value: targets }, h(popover, { editor, id: 'f-message', onChange: () => changed++, onClose: () => closed++ })), root));
  return { editor, root, closed: () => closed, changed: () => changed };
}

const words = (text: string) => (body: HTMLElement) => {
  const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
  let node: Node | null = null;
  while (walker.nextNode()) if (walker.currentNode.textContent!.includes(text)) node = node ?? walker.currentNode;
  if (!node) throw new Error(`no text ${text}`);
  const range = document.createRange();
  const at = node.textContent!.indexOf(text);
  range.setStart(node, at);
  range.setEnd(node, at + text.length);
  return range;
};
const caretAfter = (text: string) => (body: HTMLElement) => {
  const range = words(text)(body);
  range.collapse(false);
  return range;
};
const button = (root: HTMLElement, label: string) => [...root.querySelectorAll('button')].find((b) => b.textContent === label)!;
const type = (input: HTMLInputElement, value: string) => act(() => {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
});

test('a page picked by its name links the selected words to its address', () => {
  const { editor, root, closed, changed } = open(LinkPopover, '<p>Write to us any time.</p>', words('Write to us'));
  type(root.querySelector('#find-f-message-link')!, 'cont');
  act(() => button(root, 'Contacts').click());
  expect(editor.getHTML()).toContain('<a href="/index/0-6">Write to us</a> any time.');
  expect([changed(), closed()]).toEqual([1, 1]);
});

test('with nothing selected, the picked page goes in by its name', () => {
  const { editor, root } = open(LinkPopover, '<p>See our prices.</p>', caretAfter('See our prices.'));
  act(() => button(root, 'Prices').click());
  expect(editor.getHTML()).toContain('See our prices.<a href="/index/0-9">Prices</a>');
});

test('an address typed links the words; a link is changed, or removed, in place', () => {
  const { editor, root } = open(LinkPopover, '<p>Our <a href="/old">price list</a> is new.</p>', words('price'));
  expect(root.querySelector<HTMLInputElement>('#f-message-link-address')!.value).toBe('/old');
  expect(button(root, 'Change link')).toBeTruthy();
  act(() => button(root, 'Remove link').click());
  expect(editor.getHTML()).not.toContain('<a');
  const again = open(LinkPopover, '<p>Read the rules.</p>', words('rules'));
  type(again.root.querySelector('#f-message-link-address')!, 'https://example.org/rules');
  act(() => button(again.root, 'Add link').click());
  expect(again.editor.getHTML()).toContain('<a href="https://example.org/rules">rules</a>');
});

test('an image from an address of the web or the site goes in with its description; any other address is refused', () => {
  expect(['/img/a.png', 'https://cdn.example/a.png', 'http://x/a.gif'].every(imageAddressOk)).toBe(true);
  expect(['javascript:alert(1)', 'data:image/png;base64,AAAA', 'file:///etc/passwd'].some(imageAddressOk)).toBe(false);

  const { editor, root, closed } = open(ImagePopover, '<p>Our office.</p>', caretAfter('Our office.'));
  type(root.querySelector('#f-message-image-src')!, 'javascript:alert(1)');
  act(() => button(root, 'Insert image').click());
  expect(root.textContent).toContain('Use an address that starts with https://, http:// or /.');
  expect(editor.getHTML()).not.toContain('<img');
  type(root.querySelector('#f-message-image-src')!, '/_si/office.jpg');
  type(root.querySelector('#f-message-image-alt')!, 'The office from the street');
  act(() => button(root, 'Insert image').click());
  expect(editor.getHTML()).toContain('<img src="/_si/office.jpg" alt="The office from the street">');
  expect(closed()).toBe(1);
});

test('with the caret inside a link (nothing selected), Change link and Remove link act on that whole link', () => {
  const inside = (body: HTMLElement) => {
    const range = document.createRange();
    range.setStart(body.querySelector('a')!.firstChild!, 3);
    return range;
  };
  const changed = open(LinkPopover, '<p>Our <a href="/old">price list</a> is new.</p>', inside);
  type(changed.root.querySelector('#f-message-link-address')!, '/index/0-9');
  act(() => button(changed.root, 'Change link').click());
  expect(changed.editor.getHTML()).toContain('<p>Our <a href="/index/0-9">price list</a> is new.');
  const removed = open(LinkPopover, '<p>Our <a href="/old">price list</a> is new.</p>', inside);
  act(() => button(removed.root, 'Remove link').click());
  expect(removed.editor.getHTML()).toContain('<p>Our price list is new.');
});

test('a link typed to an address no link may have (javascript:, data:…) is refused in plain words and changes nothing; mail and phone are links', () => {
  const { editor, root, closed, changed } = open(LinkPopover, '<p>Read the rules.</p>', words('rules'));
  const address = root.querySelector<HTMLInputElement>('#f-message-link-address')!;
  for (const refused of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:msgbox']) {
    type(address, refused);
    act(() => button(root, 'Add link').click());
    expect(root.querySelector('#f-message-link-address-refused')?.textContent).toBe('A link can lead to a web page (https://…), an email (mailto:…), a phone number (tel:…) or a page of your site (/…).');
    expect(address.getAttribute('aria-invalid')).toBe('true');
  }
  expect(editor.getHTML()).not.toContain('<a');
  expect([changed(), closed()]).toEqual([0, 0]);
  // Typing again clears the refusal; a mail address is a link.
  type(address, 'mailto:office@example.org');
  expect(root.querySelector('#f-message-link-address-refused')).toBeNull();
  act(() => button(root, 'Add link').click());
  expect(editor.getHTML()).toContain('<a href="mailto:office@example.org">rules</a>');
});

test('what the site\'s search finds is listed with its address under its name, and a result no link may lead to is left out', async () => {
  const searching: LinkTargets = {
    ...targets,
    search: async () => searchTargets('https://mysite.ucoz.ru', [
      { title: 'Opening day', url: 'https://mysite.ucoz.ru/news/opening_day/2025-05-01-3' },
      { title: 'Bad result', url: 'javascript:alert(1)' },
      { title: 'Partner', url: 'https://partner.example/about' },
    ]),
  };
  const editor = newSquire();
  editor.setHTML('<p>Read the news.</p>');
  editor.setSelection(words('news')(editor.getRoot()));
  const root = document.createElement('div');
  document.body.append(root);
  act(() => render(h(LinkTargetsContext.Provider, { value: searching }, h(LinkPopover, { editor, id: 'f-message', onChange: () => {}, onClose: () => {} })), root));
  type(root.querySelector('#find-f-message-link')!, 'day');
  await act(async () => button(root, 'Search the whole site for “day”').click());
  const found = [...root.querySelectorAll('.link-choices li')].filter((li) => li.textContent?.includes('found on the site'));
  expect(found.map((li) => [li.querySelector('button')?.textContent, li.querySelector('.address')?.textContent])).toEqual([
    ['Opening day', '/news/opening_day/2025-05-01-3'],
    ['Partner', 'https://partner.example/about'],
  ]);
});
