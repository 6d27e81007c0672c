// A user read in either shape the platform answers (the spec's `/user/{id}` with `id` and
// `group_id`; the older `/users` records with `uid`, `user` and `group{id, name}`), written with
// only what changed.
import { describe, expect, test } from 'vitest';
import { userFrom, userKind } from '@/src/kinds/user/model';
import { fakeApi } from '../../support/fake-api';

const SPEC = { id: 2, login: 'ivan', name: 'Иван Петров', email: 'ivan@example.com', group_id: 1, rank_id: 1, reg_date: 1678818000, gender: 'm', avatar: '', signature: '' };
const OLDER = { uid: 2, user: 'ivan', name: 'Иван Петров', email: 'ivan@example.com', group: { id: 1, name: 'Пользователи' }, rank_id: 1, reg_date: 1678818000, gender: 'm', avatar: '', signature: '' };

describe('userFrom', () => {
  test.each([['the spec\'s', SPEC], ['the older', OLDER]])('%s shape: the same fields; the login and the rest read-only', (_shape, record) => {
    const user = userFrom(record);
    expect(user).toMatchObject({ name: 'Иван Петров', email: 'ivan@example.com', group_id: 1, gender: 'm' });
    expect(user.siteOnly).toMatchObject({ login: 'ivan', rank_id: '1' });
    expect(user.siteOnly).not.toHaveProperty('user');
    expect(user.absent).toBeUndefined();
  });

  test("the older shape's group name is kept to show before the groups are read", () => {
    expect(userFrom(OLDER).names).toEqual({ group_id: 'Пользователи' });
  });

  test('fields a record leaves out are named absent, never taken for empty', () => {
    expect(userFrom({ id: 5, name: 'X' }).absent).toEqual(['email', 'gender', 'signature', 'avatar', 'group_id']);
  });
});

describe('writing', () => {
  test('a group changed: the group alone sent', async () => {
    const { api, calls } = fakeApi({ 'users.get': SPEC, 'users.update': { ...SPEC, group_id: 3 } });
    const base = await userKind.load(api, 2);
    await userKind.write(api, 2, ['group_id'], { ...base, group_id: 3 }, base);
    expect(calls.at(-1)).toEqual({ endpoint: 'users.update', params: { id: 2, group_id: 3 } });
  });

  test('an e-mail that is none is refused before any request', () => {
    const base = userFrom(SPEC);
    expect(userKind.validate({ ...base, email: 'ivan at example' }, base)).toEqual({ email: 'An e-mail address looks like name@example.com.' });
    expect(userKind.validate({ ...base, email: '' }, base)).toEqual({});
  });
});
