// The forum's public pages in the platform's markup (platform-notes §6): its forums, a forum's
// topics, a topic's posts each in `tr#post<ID>` with the text as stored, markers and all (§7); and
// the API's rules the notes give: a topic's title at most 60 characters.
import { beforeEach, describe, expect, test } from 'vitest';
import { ANSWER_WITH_MARKERS } from './data/forum-posts.ts';
import { newSite, type TestSite } from './test-helpers.ts';

let site: TestSite;
beforeEach(async () => {
  site = await newSite();
});

describe('the forum\'s pages', () => {
  test('a topic: its title in td.gTableTop, each post in its row with its author, ordinal and text as stored', async () => {
    const { status, html } = await site.page('/forum/1-1-1');
    expect(status).toBe(200);
    expect(html).toContain('<body class="module-forum');
    expect(html).toContain('<td class="gTableTop">Как добавить страницу?</td>');
    expect([...html.matchAll(/<tr id="post(\d+)">/g)].map((match) => Number(match[1]))).toEqual([1, 2]);
    expect(html).toContain('<a class="postUser" href="javascript:;">admin</a>');
    expect(html).toMatch(/<a class="postNumberLink" href="\/forum\/1-1-2-16-\d+">2<\/a>/);
    // The answer as the platform keeps it: a quote, a spoiler and a code block between their markers.
    expect(html).toContain(`<span class="ucoz-forum-post" id="ucoz-forum-post-2">${ANSWER_WITH_MARKERS}</span>`);
    for (const marker of ['<!--uzquote-->', '<!--qn-->ivan<!--/qn-->', '<!--uzq-->', '<!--uSpoiler-->', '<!--usn(=Скриншот)-->', '<!--ust-->', '<!--uzcode-->', '<!--uzc-->&lt;a href="/index/0-7"&gt;']) {
      expect(html).toContain(marker);
    }
    expect((await site.page('/forum/1-1')).html).toContain('id="ucoz-forum-post-1"');
    expect((await site.page('/forum/1-9-1')).status).toBe(404);
    expect((await site.page('/forum/2-1-1')).status).toBe(404);
  });

  test('the forums and a forum\'s topics, linked as the platform links them', async () => {
    expect((await site.page('/forum/')).html).toContain('<a class="forumName" href="/forum/1">Вопросы и ответы</a>');
    const forum = (await site.page('/forum/1')).html;
    expect(forum).toContain('<td class="gTableTop" colspan="3">Вопросы и ответы</td>');
    expect(forum).toContain('<a class="threadLink" href="/forum/1-1-1">Как добавить страницу?</a>');
  });

  test('a new topic and a reply show on the pages; a topic titled over 60 characters is refused', async () => {
    const made = await site.post('/forum/topic', { forum_id: 1, title: 'Где настройки формы?', message: 'Не нахожу <b>настройки</b>' });
    const topic = made.body.success as { id: number };
    await site.post('/forum/message', { topic_id: topic.id, message: 'В разделе «Формы».' });
    const html = (await site.page(`/forum/1-${topic.id}-1`)).html;
    expect(html).toContain('<td class="gTableTop">Где настройки формы?</td>');
    expect(html).toContain('Не нахожу <b>настройки</b>');
    expect(html).toContain('В разделе «Формы».');
    const long = await site.post('/forum/topic', { forum_id: 1, title: 'я'.repeat(61), message: 'x' });
    expect(long.body.error?.code).toBe('VALIDATION_ERROR');
    expect((await site.post('/forum/topic', { forum_id: 1, title: 'я'.repeat(60), message: 'x' })).body.success).toBeTruthy();
  });
});

describe('a topic filled for a benchmark', () => {
  test('the hook adds posts at the end of a topic, and a page then shows as many as set; bad input is a 400', async () => {
    const ids = await site.control.fillTopic(1, 198, 200);
    expect(ids).toHaveLength(198);
    const { html } = await site.page('/forum/1-1-1');
    expect([...html.matchAll(/<tr id="post(\d+)">/g)]).toHaveLength(200);
    expect(html).toContain('<!--uzquote-->');
    expect((await site.page('/forum/1-1-2')).html).not.toContain('<tr id="post');
    await expect(site.control.fillTopic(1, -1)).rejects.toThrow();
    await expect(site.control.fillTopic(99, 1)).rejects.toThrow();
  });
});

describe('a post read by its id, and as BB code in the variants mode', () => {
  test('GET /forum/message?id= answers that post alone (a guess); an unknown id is a 404', async () => {
    expect((await site.get('/forum/message?id=2')).body.success).toMatchObject({ id: 2, topic_id: 1, author: 'admin', message: ANSWER_WITH_MARKERS });
    expect((await site.get('/forum/message?id=99')).status).toBe(404);
  });

  test('the variants mode sends the posts of odd ids as the BB code the markers stand for, every time; the stored post is untouched', async () => {
    await site.post('/forum/message', { topic_id: 1, message: 'spare' });
    const reply = (await site.post('/forum/message', { topic_id: 1, message: ANSWER_WITH_MARKERS })).body.success as { id: number };
    expect(reply.id % 2).toBe(1);
    await site.control.setVariants(true, 5);
    const bb = `[quote="ivan"]Подскажите, где это в панели?[/quote]Панель → [b]Редактор страниц[/b] → Добавить.\n[spoiler=Скриншот]Кнопка справа вверху, под меню.[/spoiler]Ссылку на новую страницу можно вставить так:\n[code]<a href="/index/0-7">Новая страница</a>[/code]Удачи!`;
    for (let read = 0; read < 3; read++) expect((await site.get(`/forum/message?id=${reply.id}`)).body.success).toMatchObject({ message: bb });
    expect((await site.get('/forum/message?id=2')).body.success).toMatchObject({ message: ANSWER_WITH_MARKERS });
    expect((await site.control.state()).forumMessages.find((post) => post.id === reply.id)?.message).toBe(ANSWER_WITH_MARKERS);
  });
});
