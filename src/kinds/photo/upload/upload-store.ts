// Photos chosen to upload wait here, in the extension's own storage, until the site has them: a
// batch survives the panel closing and goes on when it opens again. The panel keeps them; the
// background sends each and drops it once the site answered, so a photo is never sent twice.
import { createStore, del, delMany, entries, setMany, update } from 'idb-keyval';

export interface StoredUpload {
  file: Blob;
  name: string;
  size: number;
  /** The album it goes into. */
  album: number;
  addedAt: number;
  /** Why the site did not take it, after its second try: it waits for the owner to try again or remove it. */
  failed?: string;
}

let uploadsStore: ReturnType<typeof createStore> | undefined;
export const uploadStore = () => (uploadsStore ??= createStore('inplace-uploads', 'files'));

/** `<site> <album> <id>`: a file's key says whose it is, which the background checks before sending it. */
export const uploadKeyPrefix = (site: string, album?: number) => (album === undefined ? `${site} ` : `${site} ${album} `);

export interface Waiting {
  key: string;
  upload: StoredUpload;
}

/** Keeps the files to upload into `album`, in the order given; their keys. */
export async function keepUploads(site: string, album: number, files: readonly File[], now = Date.now()): Promise<Waiting[]> {
  const kept = files.map((file, index) => ({
    key: `${uploadKeyPrefix(site, album)}${crypto.randomUUID()}`,
    upload: { file, name: file.name, size: file.size, album, addedAt: now + index / 1000 },
  }));
  await setMany(kept.map(({ key, upload }) => [key, upload]), uploadStore());
  return kept;
}

/** The files of the site (of one album) that wait, oldest first. */
export async function waitingUploads(site: string, album?: number): Promise<Waiting[]> {
  const prefix = uploadKeyPrefix(site, album);
  const all = (await entries<string, StoredUpload>(uploadStore())).filter(([key]) => typeof key === 'string' && key.startsWith(prefix));
  return all.map(([key, upload]) => ({ key, upload })).sort((a, b) => a.upload.addedAt - b.upload.addedAt);
}

export const markUploadFailed = (key: string, reason: string) => update<StoredUpload | undefined>(key, (upload) => upload && { ...upload, failed: reason }, uploadStore());
export const clearUploadFailure = (key: string) => update<StoredUpload | undefined>(key, (upload) => upload && { ...upload, failed: undefined }, uploadStore());
export const dropUpload = (key: string) => del(key, uploadStore());

/** Forgets every file of a site that waits (the site removed from Inplace). */
export async function dropUploadsOf(site: string): Promise<void> {
  const waiting = await waitingUploads(site);
  await delMany(waiting.map(({ key }) => key), uploadStore());
}
