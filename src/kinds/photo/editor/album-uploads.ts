// An image from this computer, for a page's or an entry's text, goes into the site's photo album,
// the one place the platform's API takes image files (its first album; the README says so): the
// same check, upload store and call as Add photos, one file at a time.
import { t } from '../../../i18n';
import type { RunOperation } from '../../../messages/operations';
import { readList, type CategoryItem } from '../../../resources/panel-lists';
import { asRecord } from '../../../resources/records';
import { siteImageAddress } from '../../../ui/editor/site-image';
import type { ImageUploads } from '../../../ui/image-uploads';
import { imageOf } from '../image-of';
import { refusalOf } from '../upload/check-file';
import { dropUpload, keepUploads } from '../upload/upload-store';

export function albumUploads(site: string, api: RunOperation): ImageUploads {
  let album: Promise<CategoryItem | null> | null = null;
  const firstAlbum = () => (album ??= api({ op: 'categories/list', module: 'photo' }).then((value) => readList.categories(value)[0] ?? null, (error: unknown) => {
    // Asked again next time: the module may be switched on meanwhile.
    album = null;
    throw error;
  }));
  return {
    site,
    async upload(file) {
      const refused = await refusalOf(file);
      if (refused) throw new Error(refused);
      const into = await firstAlbum();
      if (!into) throw new Error(t('image_no_album'));
      const [kept] = await keepUploads(site, into.id, [file]);
      try {
        const answer = await api({ op: 'photo/upload', file: kept!.key, category: into.id });
        const address = siteImageAddress(site, imageOf(asRecord(answer))?.address ?? '');
        if (!address) throw new Error(t('image_upload_no_address'));
        return { address, album: into.name };
      } catch (error) {
        // Nothing waits for a file that went into no text.
        await dropUpload(kept!.key).catch(() => {});
        throw error;
      }
    },
  };
}
