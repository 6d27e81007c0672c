// Where a record keeps its image's address. The one public source names `photo_direct_url` (an
// upload's answer, platform-notes §6); a read is not documented, so any key whose value is the
// address of an image file will do, the original preferred to a thumbnail.
const IMAGE_FILE = /\.(jpe?g|png|gif|webp|bmp|avif)(\?.*)?$/i;
const PREFERRED = ['photo_direct_url', 'photo_url', 'url', 'photo', 'image', 'img', 'src', 'file'];
const SMALLER = /thumb|small|preview|mini/i;

export function imageOf(record: Record<string, unknown>): { key: string; address: string } | null {
  const isImage = (key: string) => typeof record[key] === 'string' && IMAGE_FILE.test(record[key] as string);
  const key = PREFERRED.find(isImage) ?? Object.keys(record).find((each) => isImage(each) && !SMALLER.test(each)) ?? Object.keys(record).find(isImage);
  return key ? { key, address: record[key] as string } : null;
}
