// A list the site gives out a page at a time is known by its operation taking paging: a new
// kind's list is read whole without being named anywhere else.
import { expect, test } from 'vitest';
import { isPagedList } from '@/src/messages/operations';

test('the lists that take paging are paged, the others are read in one request', () => {
  expect(isPagedList({ op: 'pages/list' })).toBe(true);
  expect(isPagedList({ op: 'entries/list', module: 'news' })).toBe(true);
  expect(isPagedList({ op: 'menus/list' })).toBe(true);
  expect(isPagedList({ op: 'comments/list', module: 'news', entryId: 1 })).toBe(true);
  expect(isPagedList({ op: 'groups/list' })).toBe(false);
  expect(isPagedList({ op: 'categories/list', module: 'news' })).toBe(false);
  expect(isPagedList({ op: 'templates/tree' })).toBe(false);
  expect(isPagedList({ op: 'page/open', id: 1 })).toBe(false);
});
