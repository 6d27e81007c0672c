// @vitest-environment happy-dom
// A forum post as the site sends it (HTML with the platform's markers, or BB code), edited as BB
// code, and written with every byte outside the owner's change kept.
import { describe, expect, test, vi } from 'vitest';
import { postFrom, postHtml, postKind, postOfAnswer, postToWrite, shownPost } from '@/src/kinds/post/model';
import { postStart, postsPage } from '@/src/kinds/post/post-summary';
import { wrapSelection } from '@/src/kinds/post/editor/BBField';
import { bbIndexAtShown } from '@/src/kinds/post/caret-in-post';
import { newTopicErrors } from '@/src/kinds/post/editor/NewTopic';
import { ANSWER_WITH_MARKERS } from '../../site/data/forum-posts';

describe('a forum post', () => {
  test('stored as HTML with markers, it reads as BB code; the site\'s other fields are kept read-only', () => {
    const post = postFrom({ id: 2, topic_id: 1, author: 'admin', message: ANSWER_WITH_MARKERS, add_date: 1737202500 });
    expect(post.message).toContain('[quote="ivan"]Подскажите, где это в панели?[/quote]');
    expect(post.message).toContain('[b]Редактор страниц[/b]');
    expect(post.message).toContain('[spoiler=Скриншот]');
    expect(post.message).toContain('[code]<a href="/index/0-7">Новая страница</a>[/code]');
    expect(post.stored).toBe(ANSWER_WITH_MARKERS);
    expect(post.siteOnly).toMatchObject({ author: 'admin', topic_id: '1' });
  });

  test('a word changed: the stored HTML is written with that word alone different, every marker kept', async () => {
    const onSite = postFrom({ id: 2, message: ANSWER_WITH_MARKERS });
    const edited = { ...onSite, message: onSite.message.replace('Удачи!', 'Удачи, Иван!') };
    const api = vi.fn(async () => ({ id: 2, message: '' }));
    await postKind.write(api, 2, ['message'], edited, onSite);
    expect(api.mock.calls).toEqual([[{ op: 'post/save', id: 2, fields: { message: ANSWER_WITH_MARKERS.replace('Удачи!', 'Удачи, Иван!') } }]]);
  });

  test('stored as BB code, it is edited and written as BB code', () => {
    const post = postFrom({ id: 3, message: 'Hi [b]everyone[/b]!' });
    expect(post.message).toBe('Hi [b]everyone[/b]!');
    expect(postToWrite(post.stored, 'Hi [b]all[/b]!')).toBe('Hi [b]all[/b]!');
    expect(postHtml(post.stored, 'Hi [b]all[/b]!')).toBe('Hi <b>all</b>!');
  });

  test('shown without its markers, which show nothing', () => {
    expect(shownPost('<!--uzc-->&lt;a&gt;<!--/uzc-->x<br />')).toBe('&lt;a&gt;x<br />');
  });

  test('an empty post is refused in plain words; nothing unchanged is written', async () => {
    expect(postKind.validate({ message: ' \n', stored: '' }, null).message).toBe('Write something first: an empty post is not sent.');
    const api = vi.fn();
    expect(await postKind.write(api, 2, [], { message: 'x', stored: 'x' }, { message: 'x', stored: 'x' })).toEqual({});
    expect(api).not.toHaveBeenCalled();
  });

  test('read by id: the post itself, or the one of that id in a list; another id is not taken for it', () => {
    expect(postOfAnswer({ id: 2, message: 'a' }, 2)).toEqual({ id: 2, message: 'a' });
    expect(postOfAnswer({ messages: [{ id: 1, message: 'a' }, { id: '2', message: 'b' }], total: 2 }, 2)).toEqual({ id: '2', message: 'b' });
    expect(() => postOfAnswer({ messages: [{ id: 1, message: 'a' }] }, 2)).toThrow();
    expect(() => postOfAnswer({ id: 1, message: 'a' }, 2)).toThrow();
  });
});

describe("a topic's posts, listed", () => {
  test('each by its author, date and start as plain text; a full page may have more after it', () => {
    const page = postsPage({ messages: [{ id: 1, author: 'ivan', add_date: 1737198000, message: 'Подскажите, где это в панели?' }, { id: 2, author: 'admin', message: ANSWER_WITH_MARKERS }], page: 1, per_page: 20, total: 45 });
    expect(page.full).toBe(false);
    expect(postsPage(Array.from({ length: 20 }, (_, at) => ({ id: at + 1, author: 'a', message: 'x' }))).full).toBe(true);
    expect(page.posts.map((post) => [post.id, post.author])).toEqual([[1, 'ivan'], [2, 'admin']]);
    expect(page.posts[0]!.at).toBe(1737198000 * 1000);
    expect(page.posts[1]!.start).toMatch(/^Подскажите, где это в панели\? Панель → Редактор страниц → Добавить\./);
    expect(postStart('[b]Hi[/b] [url=https://x.org]there[/url]')).toBe('Hi there');
    expect(postStart('слово '.repeat(60)).length).toBe(140);
  });
});

describe('writing BB code', () => {
  test('a tool wraps the selection, or puts its pair at the caret with the caret between', () => {
    expect(wrapSelection('Hello world', 6, 11, { open: '[b]', close: '[/b]' })).toEqual({ text: 'Hello [b]world[/b]', start: 9, end: 14 });
    expect(wrapSelection('Hi', 2, 2, { open: '[quote]', close: '[/quote]' })).toEqual({ text: 'Hi[quote][/quote]', start: 9, end: 9 });
  });

  test('a new topic: a title of at most 60 characters and a first post', () => {
    expect(newTopicErrors('', 'x').title).toBe('Give the topic a title.');
    expect(newTopicErrors('я'.repeat(61), 'x').title).toBe("A topic's title is at most 60 characters: this one has 61.");
    expect(newTopicErrors('я'.repeat(60), 'x')).toEqual({});
    expect(newTopicErrors('Тема', ' ').message).toBe('Write something first: an empty post is not sent.');
  });
});

describe('pointed at on the page', () => {
  const shownAs = (html: string) => new DOMParser().parseFromString(shownPost(html), 'text/html').body;
  const bb = postFrom({ id: 2, message: ANSWER_WITH_MARKERS }).message;
  const shown = shownAs(ANSWER_WITH_MARKERS);
  /** Visible characters of the shown post before the `nth` `word` (as the page counts them). */
  const countBefore = (word: string, nth = 0) => {
    const text = shown.textContent!;
    let at = -1;
    for (let i = 0; i <= nth; i++) at = text.indexOf(word, at + 1);
    return text.slice(0, at).replace(/\s+/g, '').length;
  };

  test('a word of the post is found in its BB code, past the quote\'s heading and the tags', () => {
    expect(bb.slice(bbIndexAtShown(shown, bb, countBefore('Удачи')))).toBe('Удачи!');
    expect(bb.slice(bbIndexAtShown(shown, bb, countBefore('справа'))).startsWith('справа вверху')).toBe(true);
    // Inside a word: as far into it.
    expect(bb.slice(bbIndexAtShown(shown, bb, countBefore('Удачи') + 2))).toBe('ачи!');
    expect(bb.slice(bbIndexAtShown(shown, bb, countBefore('Подскажите'))).startsWith('Подскажите, где')).toBe(true);
  });

  test('a word the platform adds (the quote\'s heading) finds the start', () => {
    expect(bbIndexAtShown(shown, bb, countBefore('Цитата'))).toBe(0);
  });
});
