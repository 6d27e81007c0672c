// @vitest-environment happy-dom
import { beforeEach, describe, expect, test } from 'vitest';
import { asMessagesGone, removeMessages } from '@/src/content/page-messages';

describe('what the owner deleted leaves the page', () => {
  beforeEach(() => {
    document.body.innerHTML = `<a name="comments"></a><div id="comments">
      <div class="comEnt" id="comEnt1"><b>ivan</b>: <span class="cMessage">First</span></div>
      <div class="comEnt" id="comEnt2"><b>Guest</b>: <span class="cMessage">Spam</span></div>
      <div class="comEnt" id="comEnt12"><b>maria</b>: <span class="cMessage">Third</span></div></div>
      <div id="allEntries"><div id="entryID2">Guest book spam</div><div id="entryID3">Kind words</div></div>`;
  });

  test('comments: the named ones go, the others stay', () => {
    expect(removeMessages(document, { what: 'comments', ids: [2, 12] })).toBe(true);
    expect([...document.querySelectorAll('.comEnt')].map((element) => element.id)).toEqual(['comEnt1']);
    expect(document.querySelectorAll('#allEntries > div')).toHaveLength(2);
  });

  test('guest book messages: their list entries go, comments of the same number stay', () => {
    expect(removeMessages(document, { what: 'guestbook', ids: [2] })).toBe(true);
    expect([...document.querySelectorAll('#allEntries > div')].map((element) => element.id)).toEqual(['entryID3']);
    expect(document.getElementById('comEnt2')).not.toBeNull();
  });

  test('none of them on the page: nothing changes', () => {
    expect(removeMessages(document, { what: 'comments', ids: [7] })).toBe(false);
    expect(document.querySelectorAll('.comEnt')).toHaveLength(3);
  });

  test.each<[string, unknown]>([
    ['no ids', { type: 'messages/gone', what: 'comments' }],
    ['nothing said of what', { type: 'messages/gone', ids: [1] }],
    ['something else', { type: 'messages/gone', what: 'pages', ids: [1] }],
    ['an id that is no id', { type: 'messages/gone', what: 'comments', ids: [1, '2'] }],
    ['a negative id', { type: 'messages/gone', what: 'comments', ids: [-1] }],
    ['a selector slipped in', { type: 'messages/gone', what: 'comments', ids: [1], selector: 'body' }],
    ['another type', { type: 'preview/clear', what: 'comments', ids: [1] }],
  ])('refuses %s', (_name, message) => {
    expect(asMessagesGone(message)).toBeNull();
  });

  test('accepts ids of comments or guest book messages', () => {
    expect(asMessagesGone({ type: 'messages/gone', what: 'comments', ids: [1, 12] })).toEqual({ type: 'messages/gone', what: 'comments', ids: [1, 12] });
    expect(asMessagesGone({ type: 'messages/gone', what: 'guestbook', ids: [3] })).toEqual({ type: 'messages/gone', what: 'guestbook', ids: [3] });
  });
});
