// @vitest-environment happy-dom
import { beforeEach, describe, expect, test } from 'vitest';
import { COMMENT_CONTROL_HOST, commentsInPage, mountCommentControls } from '@/src/content/comment-controls';

describe('a control on each comment of the page', () => {
  beforeEach(() => {
    document.body.innerHTML = `<a name="comments"></a><div id="comments">
      <div class="comEnt" id="comEnt4"><b>ivan</b>: <span class="cMessage">First</span></div>
      <div class="comEnt" id="comEnt17"><b>Guest</b>: <span class="cMessage">Spam</span></div>
      <div class="comEnt" id="comEntX"><b>odd</b></div>
      <div class="comment" id="comEnt5">not the platform's comment markup</div></div>`;
  });

  test('the page\'s comments, by id (the platform\'s markup only)', () => {
    expect(commentsInPage(document).map((comment) => comment.id)).toEqual([4, 17]);
  });

  test('one closed control in each, none elsewhere; gone when the script stops', () => {
    const life = new AbortController();
    const picked: number[] = [];
    expect(mountCommentControls(document, (id) => picked.push(id), life.signal)).toBe(2);
    const hosts = [...document.querySelectorAll(COMMENT_CONTROL_HOST)];
    expect(hosts.map((host) => host.parentElement?.id)).toEqual(['comEnt4', 'comEnt17']);
    expect(hosts.every((host) => host.shadowRoot === null)).toBe(true);
    // A page script's click reaches only the host, and counts for nothing.
    for (const host of hosts) (host as HTMLElement).click();
    expect(picked).toEqual([]);
    life.abort();
    expect(document.querySelectorAll(COMMENT_CONTROL_HOST)).toHaveLength(0);
  });

  test('mounted again (a second copy of the script), still one per comment', () => {
    const life = new AbortController();
    mountCommentControls(document, () => {}, life.signal);
    mountCommentControls(document, () => {}, life.signal);
    expect(document.querySelectorAll(COMMENT_CONTROL_HOST)).toHaveLength(2);
  });
});
