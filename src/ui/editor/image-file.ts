// An image chosen on this computer, sent as the spec's base64 fields take it (an entry's cover, a
// shop category's image): checked to be an image of 5 MB at most first, in plain words.
import { t } from '../../i18n';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Why the file cannot be sent, or ''. */
export function imageFileProblem(file: File): string {
  if (!file.type.startsWith('image/')) return t('cover_not_image');
  return file.size > IMAGE_MAX_BYTES ? t('cover_too_big') : '';
}

/** The file's bytes as base64. */
export async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
