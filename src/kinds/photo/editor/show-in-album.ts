// A photo the site just took, shown at the start of the album's list in the tab, as the platform
// lists it: the owner sees the album grow without reloading the page.
import { browser } from 'wxt/browser';
import { ALBUM_ITEM_CLASSES, ALBUM_LIST, LISTED_ENTRY_ID_PREFIX } from '../../../detect/platform-markup';
import type { PreviewDocument } from '../../../messages/protocol';
import { asRecord, read } from '../../../resources/records';
import { siteImageAddress } from '../../../ui/editor/site-image';
import { imageOf } from '../image-of';

export interface AlbumPhoto {
  id: number;
  title: string;
  image: string;
  page: string;
}

/** The upload's answer as the album shows it; null when it names no image of the site. */
export function albumPhotoFrom(site: string, answer: unknown, name: string): AlbumPhoto | null {
  const record = asRecord(answer);
  const thumb = read.text(record, 'thumb');
  const image = siteImageAddress(site, thumb || (imageOf(record)?.address ?? ''));
  // Only the site's own files go into its page.
  if (!image || new URL(image).origin !== site) return null;
  const page = siteImageAddress(site, read.text(record, 'entry_url'));
  return { id: read.int(record, 'id'), title: read.text(record, 'title') || name, image, page: page && new URL(page).origin === site ? page : '' };
}

export async function showInAlbum(page: PreviewDocument, photo: AlbumPhoto): Promise<void> {
  // The tab may have moved on, or the site's page refuse scripts of extensions: the album shows it on its next load.
  await browser.scripting.executeScript({ target: { tabId: page.tabId, frameIds: [0] }, func: addToAlbumList, args: [photo, { list: ALBUM_LIST, idPrefix: LISTED_ENTRY_ID_PREFIX, ...ALBUM_ITEM_CLASSES }] }).catch(() => {});
}

/** Runs in the tab, alone (no imports, no closure): text and addresses set as such, never as HTML. */
function addToAlbumList(photo: AlbumPhoto, markup: { list: string; idPrefix: string; item: string; block: string; link: string; title: string }): void {
  const list = document.querySelector(markup.list);
  if (!list) return;
  const item = document.createElement('li');
  item.className = markup.item;
  const block = item.appendChild(document.createElement('div'));
  block.className = markup.block;
  if (photo.id > 0) block.id = `${markup.idPrefix}${photo.id}`;
  const link = block.appendChild(document.createElement('a'));
  link.className = markup.link;
  if (photo.page) link.href = photo.page;
  const image = link.appendChild(document.createElement('img'));
  image.src = photo.image;
  image.alt = photo.title;
  const title = block.appendChild(document.createElement('div'));
  title.className = markup.title;
  title.textContent = photo.title;
  list.prepend(item);
}
