// @vitest-environment happy-dom
// A draft's title and category show where the page shows them, with its text: the entry's title
// (not the moderator's menu inside it), the tab's title, the category's link among the details;
// as text, never markup; the page's own words come back when the draft goes. The editing script
// takes them with a draft, through the checked command, and puts them back on clear.
import { beforeEach, describe, expect, test } from 'vitest';
import { createEditing } from '@/src/content/editing-start';
import { asPreviewCommand } from '@/src/content/preview';
import { createWordsPreview } from '@/src/content/words-preview';
import { extensionPageRequestSchema } from '@/src/messages/from-extension-page';

const ENTRY = `<table class="eBlock"><tr><td class="eTitle"><div class="u-mpanel">Меню</div>Мы запустили сайт</td></tr>
<tr><td class="eMessage"><p>Текст записи.</p></td></tr>
<tr><td class="eDetails">Категория: <a href="/news/1-0-1">Новости компании</a> | Просмотров: 3</td></tr></table>
<div class="eTitle"><a href="/news/2">Другая запись</a></div>`;

beforeEach(() => {
  document.title = 'Мы запустили сайт - Студия';
  document.body.innerHTML = ENTRY;
});

const title = () => document.querySelector('.eTitle')!.textContent;
const category = () => document.querySelector('.eDetails a')!.textContent;

describe('the title and category in the page', () => {
  test('show as the draft has them, and the page\'s own come back on clear', () => {
    const words = createWordsPreview(document);
    expect(words.show([{ part: 'title', from: 'Мы запустили сайт', to: 'Мы запустили новый сайт' }, { part: 'category', from: 'Новости компании', to: 'Анонсы' }])).toBe(true);
    expect(title()).toBe('МенюМы запустили новый сайт');
    expect(document.title).toBe('Мы запустили новый сайт - Студия');
    expect(category()).toBe('Анонсы');
    // Another entry's title is not this one's.
    expect(document.querySelectorAll('.eTitle')[1]!.textContent).toBe('Другая запись');
    expect(words.clear()).toBe(true);
    expect([title(), document.title, category()]).toEqual(['МенюМы запустили сайт', 'Мы запустили сайт - Студия', 'Новости компании']);
    expect(words.clear()).toBe(false);
  });

  test('the next draft starts from the page\'s own words; the same words, or a name not on the page, change nothing', () => {
    const words = createWordsPreview(document);
    words.show([{ part: 'title', from: 'Мы запустили сайт', to: 'Один' }]);
    words.show([{ part: 'title', from: 'Мы запустили сайт', to: 'Два' }]);
    expect(title()).toBe('МенюДва');
    // The same words again (a key typed in the text): the page is not touched.
    const node = [...document.querySelector('.eTitle')!.childNodes].at(-1) as Text;
    node.data = 'Два, как на странице';
    expect(words.show([{ part: 'title', from: 'Мы запустили сайт', to: 'Два' }])).toBe(true);
    expect(title()).toBe('МенюДва, как на странице');
    expect(words.show([{ part: 'title', from: 'Мы запустили сайт', to: 'Мы запустили сайт' }, { part: 'category', from: 'Нет такой', to: 'Анонсы' }])).toBe(false);
    expect([title(), category()]).toEqual(['МенюМы запустили сайт', 'Новости компании']);
  });

  test('markup in a draft\'s title stays text', () => {
    createWordsPreview(document).show([{ part: 'title', from: 'Мы запустили сайт', to: '<img src=x onerror=alert(1)>' }]);
    expect(document.querySelector('img')).toBeNull();
    expect(title()).toBe('Меню<img src=x onerror=alert(1)>');
  });

  test('the editing script shows them with a draft, after the checks of both sides, and clear puts them back', () => {
    const request = { type: 'preview/show', tabId: 1, url: 'https://a.example/news/1', kind: 'news', html: '<p>Текст записи.</p>', originalHtml: '<p>Текст записи.</p>', words: [{ part: 'title', from: 'Мы запустили сайт', to: 'Новый заголовок' }] };
    expect(extensionPageRequestSchema.safeParse(request).success).toBe(true);
    expect(extensionPageRequestSchema.safeParse({ ...request, words: [{ part: 'author', from: 'a', to: 'b' }] }).success).toBe(false);
    expect(extensionPageRequestSchema.safeParse({ ...request, words: [{ part: 'title', from: 'a', to: 'b'.repeat(501) }] }).success).toBe(false);
    const command = { type: 'preview/show', kind: 'news', html: request.html, originalHtml: request.originalHtml, version: 1, words: request.words };
    expect(asPreviewCommand({ ...command, words: [{ part: 'title', from: '', to: 'x' }] })).toBeNull();
    const editing = createEditing(document);
    expect(editing.follow(command)).toBe(true);
    expect(title()).toBe('МенюНовый заголовок');
    // The next version changes only the title: the text is as it was.
    expect(editing.follow({ type: 'preview/patch', onto: 1, version: 2, patch: { at: 0, removed: 0, inserted: '' }, words: [{ part: 'title', from: 'Мы запустили сайт', to: 'Ещё новее' }] })).toBe(true);
    expect(title()).toBe('МенюЕщё новее');
    expect(editing.follow({ type: 'preview/clear' })).toBe(true);
    expect(title()).toBe('МенюМы запустили сайт');
    editing.stop();
  });
});
