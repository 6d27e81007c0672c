// The conflict view's field names and the few values it shows as words, in the browser's
// language. The resource kinds (src/resources) name their fields in English for this view;
// these are the same names, translated, with the kind's own name behind any field not listed.
import { t, type MessageKey } from '../../i18n';
import type { KindName } from '../../resources/kind';

type Kind = KindName;

const COMMON: Record<string, MessageKey> = {
  message: 'field_content',
  pending: 'conflict_pending',
  other1: 'extra_field',
  other2: 'extra_field',
  other3: 'extra_field',
  other4: 'extra_field',
  other5: 'extra_field',
};

const PAGE: Record<string, MessageKey> = {
  name: 'field_name',
  parent_id: 'field_parent',
  owntmpl: 'own_template',
  tmpl: 'field_template',
  ownurl: 'field_ownurl',
  access_all: 'conflict_access_all',
  access_group_ids: 'conflict_access_groups',
  meta_title: 'field_meta_title',
  meta_description: 'field_meta_description',
  meta_keywords: 'field_meta_keywords',
};

const ENTRY: Record<string, MessageKey> = {
  title: 'field_title',
  category: 'field_category',
  description: 'field_description',
  comments: 'field_comments',
  ontop: 'field_ontop',
  cover: 'conflict_cover',
  newCover: 'conflict_new_cover',
  format: 'conflict_format',
};

const MENU: Record<string, MessageKey> = { title: 'field_menu_title', layout: 'field_layout', items: 'menu_items' };

const BY_KIND: Record<Kind, Record<string, MessageKey>> = { page: PAGE, news: ENTRY, blog: ENTRY, menu: MENU };

/** The name of a field of `kind` in the conflict view; `fallback` when it has no message. */
export function conflictFieldName(kind: Kind, field: string, fallback: string): string {
  const key = BY_KIND[kind][field] ?? COMMON[field];
  if (!key) return fallback;
  const extra = /^other([1-5])$/.exec(field);
  return extra ? t(key, extra[1]!) : t(key);
}

/** Values the resource kinds write as English words (a menu's layout, a new cover), translated. */
export function conflictValue(kind: Kind, field: string, text: string): string {
  if (kind === 'menu' && field === 'layout') return text === 'Vertical' ? t('layout_vertical') : text === 'Horizontal' ? t('layout_horizontal') : text;
  if (field === 'newCover' && text === '(a new image)') return t('conflict_new_image');
  return text;
}
