// What is refused before anything is kept or sent: a file that is not an image by its first bytes
// (a text file named `.jpg` is not), and one over the size the panel takes.
import { formatMegabytes, t } from '../../../i18n';

/**
 * The largest photo taken: 5 MB. The platform publishes no limit for its photo album
 * (platform-notes §7); 5 MB is what photo hosts commonly take and leaves a request under the
 * 5 MiB the reference site takes. A site that refuses a file anyway says why, by the file.
 */
export const PHOTO_FILE_MAX = 5_000_000;

/** The first bytes of the images the album shows: JPEG, PNG, GIF, WebP (`RIFF····WEBP`). */
const SIGNATURES: readonly (readonly (number | null)[])[] = [
  [0xff, 0xd8, 0xff],
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [0x47, 0x49, 0x46, 0x38],
  [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50],
];

export function isImageStart(head: Uint8Array): boolean {
  return SIGNATURES.some((signature) => signature.every((byte, index) => byte === null || head[index] === byte));
}

/** Why `file` is not taken, in plain words; null when it is. Reads its first 12 bytes only. */
export async function refusalOf(file: Blob & { name: string }): Promise<string | null> {
  if (file.size > PHOTO_FILE_MAX) return t('photo_too_big', file.name, formatMegabytes(file.size), formatMegabytes(PHOTO_FILE_MAX));
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  return isImageStart(head) ? null : t('photo_not_image', file.name);
}
