// A photo of the site's photo album: its title, description and album, and the image itself,
// shown and never written here (a photo is made by uploading its file: Add photos). No public
// source shows a photo record (platform-notes §6, §7): the fields are read where the entry
// modules keep theirs, and whatever else the record carries is shown read-only.
import { t } from '../../i18n';
import type { ResourceKind } from '../../resources/kind';
import { absentOf, asRecord, read, referenceOf, siteOnlyOf, type FieldErrors, type SiteCopy } from '../../resources/records';
import { imageOf } from './image-of';
import { photoFirstRead } from './wire';

export interface PhotoFields extends SiteCopy {
  title: string;
  description: string;
  /** The album (the module's category) it is in; 0: none said. */
  category: number;
  /** The address of the image as the site gives it: shown, never written. */
  image: string;
}

const EDITED = ['title', 'description', 'category'] as const;
/** Keys the editor reads itself: the rest is shown as the site sent it. */
const READ_KEYS = new Set(['id', ...EDITED]);

/** A photo as the site sends it; a field it left out is named in `absent`, never taken for empty. */
export function photoFrom(value: unknown): PhotoFields {
  const record = asRecord(value);
  const category = referenceOf(record, 'category');
  const image = imageOf(record);
  const fields: PhotoFields = { title: read.text(record, 'title'), description: read.text(record, 'description'), category: category.id, image: image?.address ?? '' };
  const absent = absentOf(record, EDITED);
  if (absent.length) fields.absent = absent;
  const siteOnly = siteOnlyOf(record, image ? new Set([...READ_KEYS, image.key]) : READ_KEYS);
  if (siteOnly) fields.siteOnly = siteOnly;
  if (category.name) fields.names = { category: category.name };
  return fields;
}

/** What a save sends: the fields the owner changed, and nothing else. */
export function photoChanges(fields: PhotoFields, changed: readonly string[]): Partial<Pick<PhotoFields, (typeof EDITED)[number]>> {
  const sent: Partial<Pick<PhotoFields, (typeof EDITED)[number]>> = {};
  if (changed.includes('title')) sent.title = fields.title;
  if (changed.includes('description')) sent.description = fields.description;
  if (changed.includes('category') && fields.category > 0) sent.category = fields.category;
  return sent;
}

export const photoKind: ResourceKind<PhotoFields> = {
  kind: 'photo',
  labels: { title: 'field_title', description: 'field_photo_description', category: 'field_album', image: 'field_photo_image' },
  asText: { image: (address: string) => address.split('/').pop() ?? '' },
  empty: () => ({ title: '', description: '', category: 0, image: '' }),
  fromRecord: photoFrom,
  load: async (api, id) => photoFrom(await api(photoFirstRead(id))),
  validate(fields): FieldErrors {
    return fields.title.trim() ? {} : { title: t('validate_title_empty') };
  },
  async write(api, id, changed, fields) {
    const sent = photoChanges(fields, changed);
    if (!Object.keys(sent).length) return {};
    return asRecord(await api({ op: 'photo/save', id, fields: sent }));
  },
  // The photo's page, as the site gives it (its numbers are not documented: platform-notes §6).
  addressOf: (_id, copy) => copy.siteOnly?.entry_url || null,
};
