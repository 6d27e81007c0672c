// @vitest-environment happy-dom
import { beforeEach, describe, expect, test } from 'vitest';
import { POST_CONTROL_HOST, mountPostControls, postsInPage } from '@/src/content/post-controls';

describe('a control on each post of a forum topic', () => {
  beforeEach(() => {
    document.body.innerHTML = `<table class="gTable">
      <tr id="post1"><td class="postTdTop"><a class="postUser" href="javascript:;">ivan</a> · 1</td></tr>
      <tr><td class="posttdMessage"><span class="ucoz-forum-post" id="ucoz-forum-post-1">Подскажите</span></td></tr>
      <tr id="post2"><td class="postTdTop"><a class="postUser" href="javascript:;">admin</a> · 2</td></tr>
      <tr><td class="posttdMessage"><span class="ucoz-forum-post" id="ucoz-forum-post-2">Ответ</span></td></tr>
      <tr><td><span class="ucoz-forum-post" id="ucoz-forum-post-x">not a post's id</span></td></tr></table>
      <div class="newer-theme"><div id="ms_9">A post in a newer theme</div></div>`;
  });

  test("the page's posts, by id, with their rows where the platform draws them", () => {
    expect(postsInPage(document).map((post) => [post.id, post.row?.id ?? null])).toEqual([[1, 'post1'], [2, 'post2'], [9, null]]);
  });

  test('one closed control in each post\'s row (beside its text where it has none), named by its author; gone when the panel closes', () => {
    const life = new AbortController();
    const picked: number[] = [];
    expect(mountPostControls(document, (id) => picked.push(id), life.signal)).toBe(3);
    const hosts = [...document.querySelectorAll(POST_CONTROL_HOST)];
    expect(hosts.map((host) => host.parentElement?.className)).toEqual(['postTdTop', 'postTdTop', 'newer-theme']);
    expect(hosts.every((host) => host.shadowRoot === null)).toBe(true);
    // The post's own text is left as it is (its words are what pointing counts).
    expect(document.getElementById('ucoz-forum-post-2')!.innerHTML).toBe('Ответ');
    // A page script's click reaches only the host, and counts for nothing.
    for (const host of hosts) (host as HTMLElement).click();
    expect(picked).toEqual([]);
    life.abort();
    expect(document.querySelectorAll(POST_CONTROL_HOST)).toHaveLength(0);
  });
});
