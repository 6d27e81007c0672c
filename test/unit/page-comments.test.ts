// @vitest-environment happy-dom
import { beforeEach, describe, expect, test } from 'vitest';
import { asCommentsGone, removeComments } from '@/src/content/page-comments';

describe('comments deleted by the owner leave the page', () => {
  beforeEach(() => {
    document.body.innerHTML = `<a name="comments"></a><div id="comments">
      <div class="comEnt" id="comEnt1"><b>ivan</b>: <span class="cMessage">First</span></div>
      <div class="comEnt" id="comEnt2"><b>Guest</b>: <span class="cMessage">Spam</span></div>
      <div class="comEnt" id="comEnt12"><b>maria</b>: <span class="cMessage">Third</span></div></div>`;
  });

  test('the named ones go, the others stay', () => {
    expect(removeComments(document, [2, 12])).toBe(true);
    expect([...document.querySelectorAll('.comEnt')].map((element) => element.id)).toEqual(['comEnt1']);
  });

  test('none of them on the page: nothing changes', () => {
    expect(removeComments(document, [7])).toBe(false);
    expect(document.querySelectorAll('.comEnt')).toHaveLength(3);
  });

  test.each<[string, unknown]>([
    ['no ids', { type: 'comments/gone' }],
    ['an id that is no id', { type: 'comments/gone', ids: [1, '2'] }],
    ['a negative id', { type: 'comments/gone', ids: [-1] }],
    ['a selector slipped in', { type: 'comments/gone', ids: [1], selector: 'body' }],
    ['another type', { type: 'preview/clear', ids: [1] }],
  ])('refuses %s', (_name, message) => {
    expect(asCommentsGone(message)).toBeNull();
  });

  test('accepts ids', () => {
    expect(asCommentsGone({ type: 'comments/gone', ids: [1, 12] })).toEqual({ type: 'comments/gone', ids: [1, 12] });
  });
});
