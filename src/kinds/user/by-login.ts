// A profile page by login (`/index/8-0-<login>`, platform-notes §6) names no id: the site's users
// are read (the spec's `GET /user`, a page at a time) for the one with that login (`login`, or
// `user` as the older path names it), compared as the platform does, in any case.
import type { RunOperation } from '../../messages/operations';
import { recordId } from '../../resources/list-answer';
import { read } from '../../resources/records';
import { readWholeList } from '../../resources/whole-list';

export async function userByLogin(api: RunOperation, login: string): Promise<number | null> {
  const wanted = login.toLowerCase();
  const users = await readWholeList((paging) => api({ op: 'users/list', ...paging }));
  const found = users.find((record) => (read.text(record, 'login') || read.text(record, 'user')).toLowerCase() === wanted);
  return found ? recordId(found) || null : null;
}
