// A file the panel left in the upload store goes to the site from here, once: it is dropped as
// soon as the site has it, and a second ask while it is on its way waits for the same answer.
// So a panel that closed and opened again, or asks twice, never makes the site take it twice.
import { del, get } from 'idb-keyval';
import { uploadStore, type StoredUpload } from '../kinds/photo/upload/upload-store';

const onTheirWay = new Map<string, Promise<unknown>>();

/** The site's answer; null when the file is no longer waiting (the site has it already). */
export function sendStoredFile(site: string, key: string, send: (file: Blob) => Promise<unknown>): Promise<unknown> {
  const sending = onTheirWay.get(key)
    ?? get<StoredUpload>(key, uploadStore())
      // A site's panel sends that site's files only (a key starts with its site: upload-store.ts).
      .then((waiting) => (waiting && key.startsWith(`${site} `) ? send(waiting.file).then(async (answer) => (await del(key, uploadStore()), answer)) : null))
      .finally(() => onTheirWay.delete(key));
  onTheirWay.set(key, sending);
  return sending;
}
