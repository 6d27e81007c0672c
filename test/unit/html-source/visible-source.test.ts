// @vitest-environment happy-dom
// A word pointed at in the page is found in the HTML source: the n-th visible character the page
// shows is the one the source editor's cursor goes to, across the content corpus.
import { expect, test } from 'vitest';
import { spotAtVisibleChars, visibleCharsBefore } from '@/src/detect/text-offset';
import { sourceIndexAtVisibleChars } from '@/src/html-source/visible-source';
import { bodyStartIn } from '@/src/html-source/whole-document';
import { CONTENT_CORPUS } from '../../fixtures/content-corpus';

const decode = (entity: string) => {
  const box = document.createElement('textarea');
  box.innerHTML = entity;
  return box.value;
};

/** The character the source shows at `index`: itself, or the entity it begins. */
function shownAt(html: string, index: number): string {
  const entity = /^&(#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/i.exec(html.slice(index));
  return entity ? decode(entity[0]) : html[index]!;
}

test.each(CONTENT_CORPUS.map((snippet) => [snippet.name, snippet.html]))('%s: each visible character is found in the source', (_name, html) => {
  const body = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html').body;
  const total = visibleCharsBefore(body, body, body.childNodes.length);
  expect(total).toBeGreaterThan(0);
  for (let count = 0; count < total; count++) {
    const spot = spotAtVisibleChars(body, count)!;
    const expected = spot.node.data[spot.offset]!;
    expect(shownAt(html, sourceIndexAtVisibleChars(html, count)), `character ${count}`).toBe(expected);
  }
  expect(sourceIndexAtVisibleChars(html, total)).toBe(html.length);
});

test('a spot counted in one rendering is found in another with other white space and wrappers', () => {
  const page = new DOMParser().parseFromString('<div><p>Мы работаем\n   с 2012 года.</p><p>Теперь <b>нас</b> шестеро.</p><script>var x = 1;</script></div>', 'text/html').body;
  const editor = new DOMParser().parseFromString('<div><p>Мы работаем с 2012 года.</p><div class="ip-kept">Kept as it is</div><p>Теперь <b>нас</b> шестеро.</p></div>', 'text/html').body;
  const word = [...page.querySelectorAll('b')][0]!.firstChild!;
  const count = visibleCharsBefore(page, word, 1);
  const spot = spotAtVisibleChars(editor, count, '.ip-kept')!;
  expect(spot.node.data).toBe('нас');
  expect(spot.offset).toBe(1);
  // A boundary between elements counts what comes before it.
  expect(visibleCharsBefore(page, page.firstChild!, 1)).toBe('Мыработаемс2012года.'.length);
});

test('a page with its own template: counted from its body, as the page counts what it shows', () => {
  const template = '<!DOCTYPE html>\n<html><head><title>Студия</title><style>p{}</style></head>\n<body class="home" data-x=">">\n<div id="top">Шапка</div><p>Мы <b>работаем</b> давно.</p></body></html>';
  const page = new DOMParser().parseFromString(template, 'text/html');
  const word = page.querySelector('b')!.firstChild!;
  const count = visibleCharsBefore(page.body, word, 2);
  const index = sourceIndexAtVisibleChars(template, count, bodyStartIn(template));
  expect(template.slice(index, index + 6)).toBe('ботаем');
  // Counted from the source's start, the head's title would be taken for page text.
  expect(template.slice(sourceIndexAtVisibleChars(template, count), sourceIndexAtVisibleChars(template, count) + 6)).not.toBe('ботаем');
  expect(bodyStartIn('<p>no document</p>')).toBe(0);
});
