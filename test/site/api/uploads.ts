// Images sent to the API: a multipart file or a base64 string (the spec's `cover`). Stored in
// memory and served by the HTML side under /_fr/.
import { invalid } from '../core/errors.ts';
import { NUM } from '../core/nums.ts';
import { isUploadedFile, MAX_BODY_BYTES } from '../core/params.ts';
import type { SiteState } from '../data/store.ts';

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp', 'image/svg+xml': 'svg' };

/** Stores the upload under `/_fr/<folder>/<name>.<ext>` and returns that URL; '' clears. */
export function storeUpload(state: SiteState, value: unknown, field: string, folder: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (value === '') return '';
  let type: string;
  let base64: string;
  if (isUploadedFile(value)) {
    type = value.type;
    base64 = value.base64;
  } else if (typeof value === 'string') {
    const match = /^data:([\w/+.-]+);base64,(.*)$/s.exec(value.trim());
    type = match?.[1] ?? 'image/jpeg';
    base64 = (match?.[2] ?? value).replace(/\s+/g, '');
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64) || base64.length % 4 !== 0) {
      throw invalid(NUM.BAD_TYPE, `Parameter "${field}" must be a file or a base64 string`);
    }
    if ((base64.length * 3) / 4 > MAX_BODY_BYTES) throw invalid(NUM.BODY_TOO_LARGE, `Parameter "${field}" is too large`);
  } else {
    throw invalid(NUM.BAD_TYPE, `Parameter "${field}" must be a file or a base64 string`);
  }
  const url = `/_fr/${folder}/${field}.${EXTENSIONS[type] ?? 'bin'}`;
  state.data.uploads[url] = { type, base64 };
  return url;
}
