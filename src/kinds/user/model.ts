// A user of the site: the fields the site's record carries (name, e-mail, gender, signature,
// avatar) and the group, chosen by its name; the login, the rank and the registration date shown
// as the site gave them. The spec's `GET /user/{id}` answers a record with `id` and `group_id`; an
// older path answered `uid`, `user` (the login) and `group{id, name}` (platform-notes §6): either
// is read. A save sends only what changed (`PUT /user/{id}`).
import { t } from '../../i18n';
import type { ResourceKind } from '../../resources/kind';
import { asRecord, has, read, siteOnlyOf, type FieldErrors, type SiteCopy } from '../../resources/records';
import { userFirstRead } from './wire';

export interface UserFields extends SiteCopy {
  name: string;
  email: string;
  gender: string;
  signature: string;
  avatar: string;
  /** The user's group; 0 where the site did not say. */
  group_id: number;
}

const TEXTS = ['name', 'email', 'gender', 'signature', 'avatar'] as const;
const EDITED = [...TEXTS, 'group_id'] as const;
/** Keys the editor reads itself: the rest is shown as the site sent it. */
const READ_KEYS = new Set(['id', 'uid', 'group', ...EDITED]);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The group a record names: `group_id`, or `group` as an object (`{id, name}`) or a number. */
function groupOf(record: Record<string, unknown>): { id: number; name: string } {
  if (has(record, 'group_id')) return { id: read.int(record, 'group_id'), name: '' };
  const group = record.group;
  if (group && typeof group === 'object') return { id: read.int(asRecord(group), 'id'), name: read.text(asRecord(group), 'name') };
  return { id: read.int(record, 'group'), name: '' };
}

/** A user as the site sends it, in either shape; a field it left out is named in `absent`. */
export function userFrom(value: unknown): UserFields {
  const record = asRecord(value);
  const group = groupOf(record);
  const fields: UserFields = { ...Object.fromEntries(TEXTS.map((key) => [key, read.text(record, key)])) as Pick<UserFields, (typeof TEXTS)[number]>, group_id: group.id };
  const absent: string[] = TEXTS.filter((key) => !has(record, key));
  if (!has(record, 'group_id') && !has(record, 'group')) absent.push('group_id');
  if (absent.length) fields.absent = absent;
  // The login under the name it has on the profile page.
  const login = read.text(record, 'login') || read.text(record, 'user');
  const siteOnly = siteOnlyOf({ ...(login && { login }), ...record, user: undefined }, READ_KEYS);
  if (siteOnly) fields.siteOnly = siteOnly;
  if (group.name) fields.names = { group_id: group.name };
  return fields;
}

/** The user's id in a record of either shape. */
export const userIdOf = (record: Record<string, unknown>): number => read.int(record, 'id') || read.int(record, 'uid');

export const userKind: ResourceKind<UserFields> = {
  kind: 'user',
  labels: { name: 'field_user_name', email: 'field_user_email', gender: 'field_user_gender', signature: 'field_user_signature', avatar: 'field_user_avatar', group_id: 'field_user_group' },
  empty: () => ({ name: '', email: '', gender: '', signature: '', avatar: '', group_id: 0 }),
  fromRecord: userFrom,
  load: async (api, id) => userFrom(await api(userFirstRead(id))),
  validate(fields): FieldErrors {
    return fields.email.trim() && !EMAIL.test(fields.email.trim()) ? { email: t('validate_user_email') } : {};
  },
  async write(api, id, changed, fields) {
    const sent: Record<string, string | number> = {};
    for (const key of changed) if ((EDITED as readonly string[]).includes(key) && !(key === 'group_id' && fields.group_id <= 0)) sent[key] = fields[key as (typeof EDITED)[number]];
    if (!Object.keys(sent).length) return {};
    return asRecord(await api({ op: 'user/save', id, fields: sent }));
  },
  // The user's profile page.
  addressOf: (id) => `/index/8-${id}`,
};
