// Spec: Users, their groups: a page's access list names them, so the editors read them.
import { endpoint } from '../endpoint';

export const userGroups = {
  'users.groups': endpoint({ method: 'GET', path: '/user/group' }),
};
