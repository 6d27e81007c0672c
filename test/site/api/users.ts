// /user (the spec's path) and /users (the older path, platform-notes §6): site users, their
// groups and ranks.
import { invalid, notFound } from '../core/errors.ts';
import { NUM } from '../core/nums.ts';
import { int, isEmail, text } from '../core/params.ts';
import type { SiteState } from '../data/store.ts';
import type { User } from '../data/types.ts';
import { unknownFields } from './lenient.ts';
import { paginate, readPaging } from './paging.ts';
import { idParam, route, type ApiRequest, type Route } from './router.ts';

function findUser(req: ApiRequest): User {
  const id = idParam(req);
  const user = req.state.data.users.find((item) => item.id === id);
  if (!user) throw notFound(`User ${id}`);
  return user;
}

const READ_ONLY = ['id', 'login', 'reg_date'];
const TEXTS = ['name', 'email', 'gender', 'avatar', 'signature'] as const;

/**
 * A user as /users answers. platform-notes §6: `uid` (not `id`), `user` (the login), `group{...}`,
 * `email`, `name`; guess: the group object is `{id, name}`, and the rest of the record (reg_date
 * in unix seconds, rank_id, gender, avatar, signature) follows as stored.
 */
function olderUserOut(state: SiteState, user: User) {
  const { id, login, group_id, name, email, ...rest } = user;
  const group = state.data.groups.find((item) => item.id === group_id);
  return { uid: id, user: login, name, email, group: { id: group_id, name: group?.name ?? '' }, ...rest };
}

export const usersRoutes: Route[] = [
  // The spec's path; guess: no public source shows its body, so the list and records keep this
  // site's shape ({users, page, per_page, total} with `id` and `login`).
  route('GET', '/user', ({ state, input }) => {
    const paging = readPaging(input, 20);
    const group = int(input, 'group_id', { min: 0 });
    const matching = state.data.users.filter((user) => group === undefined || user.group_id === group);
    const { items, total } = paginate(matching, paging);
    return { users: items, page: paging.page, per_page: paging.per_page, total };
  }),
  // platform-notes §6: the older path /users, with uid, total_users and pages; a real client reads
  // GET /users?user=<email> -> {users: [{uid, group{...}, user, email, name, ...}]}.
  route('GET', '/users', ({ state, input }) => {
    const paging = readPaging(input, 20);
    // guess: ?user= matches the email or the login, case-insensitively; group_id filters as on /user.
    const wanted = text(input, 'user')?.trim().toLowerCase();
    const group = int(input, 'group_id', { min: 0 });
    const matching = state.data.users.filter(
      (user) => (!wanted || user.email.toLowerCase() === wanted || user.login.toLowerCase() === wanted) && (group === undefined || user.group_id === group),
    );
    const { items, total, pageCount } = paginate(matching, paging);
    // platform-notes §6: total_users and pages (the count of pages); page and per_page as the other lists.
    return { users: items.map((user) => olderUserOut(state, user)), page: paging.page, per_page: paging.per_page, total_users: total, pages: pageCount };
  }),
  // guess: the groups and ranks lists are plain lists of {id, name, ...}.
  route('GET', '/user/group', ({ state }) => state.data.groups),
  route('GET', '/user/rank', ({ state }) => state.data.ranks),
  // guess: one user as stored (this site's shape, with `id`).
  route('GET', '/user/:id{[0-9]+}', findUser),
  route('PUT', '/user/:id{[0-9]+}', (req) => {
    const user = findUser(req);
    const { state, input } = req;
    const email = text(input, 'email', { max: 100 });
    if (email && !isEmail(email)) throw invalid(NUM.BAD_TYPE, `"${email}" is not an email address`);
    const groupId = int(input, 'group_id', { min: 0 });
    if (groupId !== undefined && !state.data.groups.some((group) => group.id === groupId)) throw invalid(NUM.BAD_TYPE, `Group ${groupId} does not exist`);
    const rankId = int(input, 'rank_id', { min: 0 });
    if (rankId !== undefined && rankId !== 0 && !state.data.ranks.some((rank) => rank.id === rankId)) throw invalid(NUM.BAD_TYPE, `Rank ${rankId} does not exist`);
    Object.assign(user, unknownFields(input, [...READ_ONLY, ...TEXTS, 'group_id', 'rank_id']));
    for (const name of TEXTS) user[name] = text(input, name, { max: 1000 }) ?? user[name];
    user.group_id = groupId ?? user.group_id;
    user.rank_id = rankId ?? user.rank_id;
    return user;
  }),
];
