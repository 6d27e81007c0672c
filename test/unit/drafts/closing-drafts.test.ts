// @vitest-environment happy-dom
import { expect, test } from 'vitest';
import { CLOSING_PREFIX, discardClosingDrafts } from '@/src/drafts/draft-keys';

test('removing a site forgets the drafts closing panels kept of it, and only its', () => {
  localStorage.clear();
  localStorage.setItem(`${CLOSING_PREFIX}https://studio.ucoz.net page:2`, '{}');
  localStorage.setItem(`${CLOSING_PREFIX}https://studio.ucoz.net new-news`, '{}');
  localStorage.setItem(`${CLOSING_PREFIX}https://studio.ucoz.net.other.net page:2`, '{}');
  localStorage.setItem('unrelated', 'x');
  discardClosingDrafts('https://studio.ucoz.net', localStorage);
  expect(Object.keys(localStorage).sort()).toEqual([`${CLOSING_PREFIX}https://studio.ucoz.net.other.net page:2`, 'unrelated']);
});
