// A profile by login finds its user in the site's list, in either shape the site answers users
// (the spec's `login`, the older path's `uid` and `user`), in any case; a login no one has is none.
import { expect, test } from 'vitest';
import { userByLogin } from '@/src/kinds/user/by-login';
import type { Operation } from '@/src/messages/operations';

const site = (answer: unknown) => {
  const asked: Operation[] = [];
  return { asked, api: async (operation: Operation) => (asked.push(operation), answer) };
};

test('by the spec\'s login, in any case; the list is read as the panel reads lists', async () => {
  const { api, asked } = site({ users: [{ id: 1, login: 'admin' }, { id: 3, login: 'Maria' }], total: 2 });
  expect(await userByLogin(api, 'maria')).toBe(3);
  expect(asked).toEqual([{ op: 'users/list', page: 1, per_page: 100 }]);
});

test('by the older path\'s uid and user', async () => {
  const { api } = site({ users: [{ uid: '7', user: 'olga' }], total_users: 1 });
  expect(await userByLogin(api, 'OLGA')).toBe(7);
});

test('a login no one has: none', async () => {
  const { api } = site({ users: [{ id: 1, login: 'admin' }], total: 1 });
  expect(await userByLogin(api, 'ghost')).toBeNull();
});
