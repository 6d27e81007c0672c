// A category of the site's shop: its name, description, address, place, meta data and the
// groups that see it and may add to it. The site reads categories only as one tree of `cat_*`
// records (platform-notes §6), which carries the name, description, address and image; what it
// leaves out (position, meta data, groups) is named absent, shown empty, and written only when
// the owner fills it in. Writes use the spec's names (`POST /shop/edit_cat?mode=edit`).
import { t } from '../../i18n';
import { ApiError } from '../../api/errors';
import type { MadeIn } from '../../resources/find-created';
import type { ResourceKind } from '../../resources/kind';
import { asRecord, has, read, siteOnlyOf, type FieldErrors, type SiteCopy } from '../../resources/records';
import { recordId } from '../../resources/list-answer';
import { shopCategories, shopCategoryRecords } from './category-tree';
import { shopcatFirstRead } from './wire';

export interface ShopcatFields extends SiteCopy {
  name: string;
  dscr: string;
  /** Its address's own part (`phones` of `/shop/electronics/phones`). */
  url: string;
  /** Its place among its siblings, as typed (digits); '' where the site did not say. */
  pos: string;
  /** The category it is under; 0 at the top. */
  pid: number;
  meta_title: string;
  meta_dscr: string;
  view_groups: number[];
  add_groups: number[];
  /** The image's address as the site gives it: shown; changed with its own buttons, never by Save. */
  image: string;
}

type Edited = Exclude<keyof ShopcatFields, keyof SiteCopy | 'image'>;
/** Each field and the keys the site's record may carry it under (the tree's `cat_*` first). */
const SOURCES: Record<Exclude<Edited, 'pid'>, readonly string[]> = {
  name: ['cat_name', 'name'], dscr: ['cat_descr', 'dscr', 'description'], url: ['cat_url', 'url'], pos: ['pos', 'cat_pos', 'position'],
  meta_title: ['meta_title', 'cat_meta_title'], meta_dscr: ['meta_dscr', 'cat_meta_dscr'], view_groups: ['view_groups'], add_groups: ['add_groups'],
};
const IMAGE_KEYS = ['cat_img', 'img'];
const READ_KEYS = new Set(['cat_id', 'id', 'pid', 'childs', 'children', 'goods_count', ...IMAGE_KEYS, ...Object.values(SOURCES).flat()]);

const firstOf = (record: Record<string, unknown>, keys: readonly string[]) => keys.find((key) => has(record, key));
const groupsOf = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number).filter((n) => Number.isInteger(n) && n > 0) : []);

/** A category as the site sends it (a node of the tree, or a write's answer with the spec's names). */
export function shopcatFrom(value: unknown, parent?: number): ShopcatFields {
  const record = asRecord(value);
  const text = (field: Exclude<Edited, 'pid'>) => {
    const key = firstOf(record, SOURCES[field]);
    return key ? read.text(record, key) : '';
  };
  const imageKey = firstOf(record, IMAGE_KEYS);
  const fields: ShopcatFields = {
    name: text('name'), dscr: text('dscr'), url: text('url'), pos: text('pos'),
    pid: parent ?? read.int(record, 'pid'),
    meta_title: text('meta_title'), meta_dscr: text('meta_dscr'),
    view_groups: groupsOf(record[firstOf(record, SOURCES.view_groups) ?? '']), add_groups: groupsOf(record[firstOf(record, SOURCES.add_groups) ?? '']),
    image: imageKey ? read.text(record, imageKey) : '',
  };
  const absent: string[] = (Object.keys(SOURCES) as (keyof typeof SOURCES)[]).filter((field) => !firstOf(record, SOURCES[field]));
  if (parent === undefined && !has(record, 'pid')) absent.push('pid');
  if (absent.length) fields.absent = absent;
  const siteOnly = siteOnlyOf(record, READ_KEYS);
  if (siteOnly) fields.siteOnly = siteOnly;
  return fields;
}

/** The category `id` of the tree the site answered, with its parent; NOT_FOUND when the tree has none. */
export function shopcatOfTree(answer: unknown, id: number): ShopcatFields {
  const node = shopCategories(answer).find((each) => each.id === id);
  if (!node) throw new ApiError({ code: 'NOT_FOUND', source: 'platform', message: t('shopcat_not_found', String(id)), remedy: '' });
  return shopcatFrom(node.record, node.parent);
}

/** What a save sends: each changed field by the spec's name; a position as a number. */
export function shopcatChanges(fields: ShopcatFields, changed: readonly string[]) {
  const sent: Record<string, unknown> = {};
  for (const field of changed) {
    if (field === 'image' || !(field in SOURCES || field === 'pid')) continue;
    const value = fields[field as Edited];
    if (field === 'pos') {
      if (value !== '') sent.pos = Number(value);
    } else sent[field] = value;
  }
  return sent;
}

export const SHOPCAT_NAME_MAX = 255;

const groupsText = (ids: number[]): string => [...ids].sort((a, b) => a - b).join(', ');

export const shopcatMadeIn: MadeIn<ShopcatFields> = {
  list: (paging) => ({ op: 'shopcats/list', ...paging }),
  nameKeys: ['name'],
  nameOf: (fields) => fields.name.trim(),
  nameIn: (record) => read.text(record, 'name').trim(),
  records: shopCategoryRecords,
};

export const shopcatKind: ResourceKind<ShopcatFields> = {
  kind: 'shopcat',
  labels: {
    name: 'field_shopcat_name', dscr: 'field_shopcat_dscr', url: 'field_shopcat_url', pos: 'field_shopcat_pos', pid: 'field_shopcat_parent',
    meta_title: 'field_meta_title', meta_dscr: 'field_meta_description', view_groups: 'field_shopcat_view_groups', add_groups: 'field_shopcat_add_groups',
    image: 'field_shopcat_image',
  },
  // Groups compare as sets: the order they were ticked in is no change.
  asText: { view_groups: groupsText, add_groups: groupsText, image: () => '' },
  empty: () => ({ name: '', dscr: '', url: '', pos: '', pid: 0, meta_title: '', meta_dscr: '', view_groups: [], add_groups: [], image: '' }),
  fromRecord: (value) => shopcatFrom(value),
  load: async (api, id) => shopcatOfTree(await api(shopcatFirstRead(id)), id),
  validate(fields): FieldErrors {
    const errors: FieldErrors = {};
    if (!fields.name.trim()) errors.name = t('validate_shopcat_name');
    else if (fields.name.length > SHOPCAT_NAME_MAX) errors.name = t('validate_too_long', String(SHOPCAT_NAME_MAX));
    if (fields.pos !== '' && !/^\d{1,6}$/.test(fields.pos)) errors.pos = t('validate_shopcat_pos');
    if (fields.url !== '' && !/^[A-Za-z0-9_-]{1,100}$/.test(fields.url)) errors.url = t('validate_shopcat_url');
    return errors;
  },
  async write(api, id, changed, fields) {
    const sent = shopcatChanges(fields, changed);
    if (!Object.keys(sent).length) return {};
    return asRecord(await api({ op: 'shopcat/save', id, fields: sent }));
  },
  async create(api, fields) {
    const answer = asRecord(await api({ op: 'shopcat/create', fields: { ...shopcatChanges(fields, Object.keys(shopcatKind.labels)), name: fields.name.trim() } }));
    return { id: recordId(answer), onSite: null };
  },
  madeIn: shopcatMadeIn,
};
