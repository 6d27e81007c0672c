// /user: site users, their groups and ranks.
import { invalid, notFound } from '../core/errors.ts';
import { NUM } from '../core/nums.ts';
import { int, isEmail, text } from '../core/params.ts';
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

export const usersRoutes: Route[] = [
  route('GET', '/user', ({ state, input }) => {
    const paging = readPaging(input, 20);
    const group = int(input, 'group_id', { min: 0 });
    const matching = state.data.users.filter((user) => group === undefined || user.group_id === group);
    const { items, total } = paginate(matching, paging);
    return { users: items, page: paging.page, per_page: paging.per_page, total };
  }),
  route('GET', '/user/group', ({ state }) => state.data.groups),
  route('GET', '/user/rank', ({ state }) => state.data.ranks),
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
