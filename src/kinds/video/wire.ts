// What a page of the extension may ask of the site's videos, and the endpoint each maps to (the
// video module's endpoints of src/api/areas/entries.ts).
import { chars, z } from '../../validation/z';
import { id, kindWire, optionalLine, paging, pagingParams, text } from '../wire-values';

const edited = { title: optionalLine, description: z.optional(text), category: z.optional(id), channel: z.optional(id) };
/** The fields of a video the editor writes (a save sends only those that changed). */
export const videoFieldsSchema = z.strictObject(edited);
/** A new video: in a category, with the address where it is watched. */
const newVideoSchema = z.strictObject({ ...edited, category: id, link: chars(1, 2000).check(z.regex(/^https?:\/\/\S+$/)) });

/**
 * A new video's address where it is watched (a YouTube page…), as `video_url`: no public source
 * shows a video's request fields (platform-notes §7); the README's assumptions say what follows
 * if the platform names it otherwise.
 */
export const VIDEO_LINK_FIELD = 'video_url';

export const videoOperations = [
  z.strictObject({ op: z.literal('video/open'), id }),
  z.strictObject({ op: z.literal('video/save'), id, fields: videoFieldsSchema }),
  z.strictObject({ op: z.literal('video/create'), fields: newVideoSchema }),
  z.strictObject({ op: z.literal('video/channels') }),
  z.strictObject({ op: z.literal('videos/list'), ...paging }),
] as const;

/** What a video's editor reads first: the background reads it ahead as the panel opens on it. */
export const videoFirstRead = (videoId: number) => ({ op: 'video/open', id: videoId }) as const;

export const videoWire = kindWire(videoOperations, {
  'video/open': (operation) => ({ endpoint: 'video.get', params: { id: operation.id } }),
  'video/save': (operation) => ({ endpoint: 'video.update', params: { ...operation.fields, id: operation.id } }),
  'video/create': ({ fields: { link, ...fields } }) => ({ endpoint: 'video.create', params: { ...fields, [VIDEO_LINK_FIELD]: link } }),
  'video/channels': () => ({ endpoint: 'video.channels', params: {} }),
  'videos/list': (operation) => ({ endpoint: 'video.list', params: pagingParams(operation) }),
});
