// A video category's page names it by its slug alone (`/video/vic/<slug>`, platform-notes §6):
// the category is the one whose address (`url`, which every category carries, platform-notes §6)
// ends in that slug.
import { recordId, recordsOfList } from '../../resources/list-answer';
import { read } from '../../resources/records';

/** The id of the category whose address ends in `/<slug>`; 0 when the list has none such. */
export function categoryOfSlug(list: unknown, slug: string): number {
  const wanted = slug.toLowerCase();
  const found = recordsOfList(list).find((record) => {
    const path = read.text(record, 'url').split(/[?#]/)[0]!.replace(/\/+$/, '');
    return read.text(record, 'type') !== 'section' && decodeSafely(path.slice(path.lastIndexOf('/') + 1)).toLowerCase() === wanted;
  });
  return found ? recordId(found) : 0;
}

function decodeSafely(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
