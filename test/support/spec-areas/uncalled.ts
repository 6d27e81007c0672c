// Spec: the endpoints of the areas the panel calls that no operation reaches (writing to the
// guest book and the chat as a visitor, the chat's smileys, making, deleting and voting in
// polls, deleting menus, mail forms and pages, listing and making mail forms, the forum's
// overview). The tests check the client and the reference site on them; the service worker
// does not carry them.
import { z } from '../../../src/validation/z';
import { endpoint, id, withId } from '../../../src/api/endpoint';
import { newMailForm } from '../../../src/api/schemas';

const form = z.looseObject({ form_id: id });

export const uncalledEndpoints = {
  'gb.create': endpoint({ method: 'POST', path: '/gb' }),
  'mchat.create': endpoint({ method: 'POST', path: '/mchat' }),
  'mchat.smiles': endpoint({ method: 'GET', path: '/mchat/smiles' }),
  'polls.create': endpoint({ method: 'POST', path: '/polls' }),
  'polls.delete': endpoint({ method: 'DELETE', path: '/polls/{id}', params: withId }),
  'polls.vote': endpoint({ method: 'POST', path: '/polls/{id}/vote', params: withId }),
  'menus.delete': endpoint({ method: 'DELETE', path: '/menus/{id}', params: withId }),
  'forum.list': endpoint({ method: 'GET', path: '/forum' }),
  'mail.list': endpoint({ method: 'GET', path: '/mail' }),
  'mail.create': endpoint({ method: 'POST', path: '/mail', params: newMailForm }),
  'mail.delete': endpoint({ method: 'DELETE', path: '/mail/{form_id}', params: form }),
  'pages.delete': endpoint({
    method: 'DELETE',
    path: '/pages/{id}',
    params: z.looseObject({ id: id.check(z.refine((value) => value !== 1, 'The home page cannot be deleted')) }),
  }),
};
