// A video of the site's video module: its title, description, category and channel, the address
// where it is watched and its picture, shown (a new video is made with its address: New video).
// No public source shows a video record (platform-notes §7): the fields are read where the entry
// modules and the photo album keep theirs, and whatever else the record carries is shown read-only.
import { t } from '../../i18n';
import type { ResourceKind } from '../../resources/kind';
import { recordId } from '../../resources/list-answer';
import { absentOf, asRecord, has, read, referenceOf, siteOnlyOf, type FieldErrors, type SiteCopy } from '../../resources/records';
import { imageOf } from '../photo/image-of';
import { videoFirstRead } from './wire';

export interface VideoFields extends SiteCopy {
  title: string;
  description: string;
  /** Its category in the module; 0: none said. */
  category: number;
  /** The channel it is in (`GET /video/channel`); 0: none. */
  channel: number;
  /** Where it is watched (a YouTube page…): given when it is made, shown after. */
  link: string;
  /** Its picture's address as the site gives it: shown, never written. */
  image: string;
}

const EDITED = ['title', 'description', 'category', 'channel'] as const;
type Edited = Partial<Pick<VideoFields, (typeof EDITED)[number]>>;
/** Where a record may keep the address where it is watched (a guess: no source shows one). */
const LINK_KEYS = ['video_url', 'url', 'link', 'video'];
const isAddress = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\//.test(value);

/** A video as the site sends it; a field it left out is named in `absent`, never taken for empty. */
export function videoFrom(value: unknown): VideoFields {
  const record = asRecord(value);
  const category = referenceOf(record, 'category');
  const channel = referenceOf(record, 'channel');
  const image = imageOf(record);
  const linkKey = LINK_KEYS.find((key) => isAddress(record[key]));
  const fields: VideoFields = {
    title: read.text(record, 'title'), description: read.text(record, 'description'), category: category.id, channel: channel.id,
    link: linkKey ? (record[linkKey] as string) : '', image: image?.address ?? '',
  };
  // A record without a channel is in none: the module need not have channels.
  const absent = absentOf(record, EDITED.filter((field) => field !== 'channel'));
  if (absent.length) fields.absent = absent;
  const siteOnly = siteOnlyOf(record, new Set(['id', ...EDITED, ...(linkKey ? [linkKey] : []), ...(image ? [image.key] : [])]));
  if (siteOnly) fields.siteOnly = siteOnly;
  const names = { ...(category.name && { category: category.name }), ...(channel.name && { channel: channel.name }) };
  if (Object.keys(names).length) fields.names = names;
  return fields;
}

/** What a save sends: the fields the owner changed, and nothing else. */
export function videoChanges(fields: VideoFields, changed: readonly string[]): Edited {
  const sent: Edited = {};
  if (changed.includes('title')) sent.title = fields.title;
  if (changed.includes('description')) sent.description = fields.description;
  if (changed.includes('category') && fields.category > 0) sent.category = fields.category;
  if (changed.includes('channel') && fields.channel > 0) sent.channel = fields.channel;
  return sent;
}

export const videoKind: ResourceKind<VideoFields> = {
  kind: 'video',
  labels: { title: 'field_title', description: 'field_video_description', category: 'field_category', channel: 'field_video_channel', link: 'field_video_link', image: 'field_video_image' },
  asText: { image: (address: string) => address.split('/').pop() ?? '' },
  empty: () => ({ title: '', description: '', category: 0, channel: 0, link: '', image: '' }),
  fromRecord: videoFrom,
  load: async (api, id) => videoFrom(await api(videoFirstRead(id))),
  validate(fields, base): FieldErrors {
    const errors: FieldErrors = {};
    if (!fields.title.trim()) errors.title = t('validate_title_empty');
    // Only a new video is given its address.
    if (!base && !isAddress(fields.link.trim())) errors.link = t('validate_video_link');
    if (!base && fields.category <= 0) errors.category = t('validate_video_category');
    return errors;
  },
  async write(api, id, changed, fields) {
    const sent = videoChanges(fields, changed);
    if (!Object.keys(sent).length) return {};
    return asRecord(await api({ op: 'video/save', id, fields: sent }));
  },
  async create(api, fields) {
    const answer = asRecord(await api({
      op: 'video/create',
      fields: { title: fields.title, description: fields.description, category: fields.category, ...(fields.channel > 0 && { channel: fields.channel }), link: fields.link.trim() },
    }));
    return { id: recordId(answer), onSite: has(answer, 'title') ? videoFrom(answer) : null };
  },
  // The video's page, as the site gives it (its address is not documented: platform-notes §6).
  addressOf: (_id, copy) => copy.siteOnly?.entry_url || null,
};
