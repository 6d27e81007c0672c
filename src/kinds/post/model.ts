// A post of the site's forum, edited as the forum's owners write: BB code. The platform stores a
// post as HTML with markers around each block it rendered (platform-notes §7), and rebuilds BB
// code from them for its own edit form; a site may answer BB code itself. Either way the owner
// edits BB code, and a save writes only what they changed: into the stored HTML, every marker
// and byte outside the change kept (src/post-markup/), or as BB code where the site gave that.
import { t } from '../../i18n';
import { ApiError } from '../../api/errors';
import { postBB } from '../../post-markup/post-pieces';
import { renderBB } from '../../post-markup/render-bb';
import { writtenPost } from '../../post-markup/written-post';
import type { ResourceKind } from '../../resources/kind';
import { listRecordsOf, recordId } from '../../resources/list-answer';
import { absentOf, asRecord, read, siteOnlyOf, type FieldErrors, type SiteCopy } from '../../resources/records';
import { postFirstRead } from './wire';

export interface PostFields extends SiteCopy {
  /** The post as the owner writes it: BB code. */
  message: string;
  /** The post as the site keeps it (HTML with markers, or BB code): what a save writes into. */
  stored: string;
}

/** The platform's HTML: a tag or a marker. BB code written by hand has neither. */
const HTML = /<(!--|\/?[a-z][a-z0-9]*[\s/>])/i;
export const isStoredAsHtml = (stored: string): boolean => HTML.test(stored);

/** A post as the site sends it; a field it left out is named in `absent`, never taken for empty. */
export function postFrom(value: unknown): PostFields {
  const record = asRecord(value);
  const stored = read.text(record, 'message');
  const fields: PostFields = { message: isStoredAsHtml(stored) ? postBB(stored) : stored, stored };
  const absent = absentOf(record, ['message']);
  if (absent.length) fields.absent = absent;
  const siteOnly = siteOnlyOf(record, new Set(['id', 'message']));
  if (siteOnly) fields.siteOnly = siteOnly;
  return fields;
}

/** The post of a read by id: the answer itself, or the one of that id in a list (a site that lists them). */
export function postOfAnswer(answer: unknown, id: number): Record<string, unknown> {
  const listed = listRecordsOf(answer, ['messages', 'posts']);
  const record = (listed ?? [asRecord(answer)]).find((item) => recordId(item) === id);
  // Said as the platform's NOT_FOUND is (its words, not its whole table of errors: the panel's budget).
  if (!record) throw new ApiError({ code: 'NOT_FOUND', source: 'platform', message: t('api_not_found'), remedy: t('api_not_found_remedy') });
  return record;
}

/** What a save writes: the stored HTML with the owner's change rendered in, or their BB code. */
export function postToWrite(stored: string, message: string): string {
  return isStoredAsHtml(stored) ? writtenPost(stored, message) : message;
}

/** The post's HTML as it will read once `message` is saved (the site keeping BB code renders it so). */
export function postHtml(stored: string, message: string): string {
  return isStoredAsHtml(stored) ? writtenPost(stored, message) : newPostHtml(message);
}

/** A new post's HTML, from the BB code the owner writes (a reply, a topic's first post). */
export const newPostHtml = (message: string): string => renderBB(message, []);

/**
 * A post's HTML as shown (the panel's preview, the topic's page after a save): without its
 * markers, which show nothing, and which DOMPurify would otherwise take, beside a code block's
 * escaped `<a …>`, for markup hidden in text and drop the block.
 */
export const shownPost = (html: string): string => html.replace(/<!--[\s\S]*?-->/g, '');

export const postKind: ResourceKind<PostFields> = {
  kind: 'post',
  labels: { message: 'field_post_message', stored: 'field_post_message' },
  // The stored form follows the message: compared, merged and shown by the message alone.
  asText: { stored: () => '' },
  mergeable: ['message'],
  empty: () => ({ message: '', stored: '' }),
  fromRecord: postFrom,
  load: async (api, id) => postFrom(postOfAnswer(await api(postFirstRead(id)), id)),
  validate(fields): FieldErrors {
    return fields.message.trim() ? {} : { message: t('validate_post_empty') };
  },
  async write(api, id, changed, fields, onSite) {
    if (!changed.includes('message')) return {};
    return asRecord(await api({ op: 'post/save', id, fields: { message: postToWrite(onSite.stored, fields.message) } }));
  },
};
