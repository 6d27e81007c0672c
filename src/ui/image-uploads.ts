// Images put into a text from this computer (picked in Image, dropped or pasted into the visual
// editor): the panel gives its editors a way to put a file on the site and get its address. On
// this platform that is the site's photo album (src/kinds/photo/editor/album-uploads.ts).
import { createContext } from 'preact';

export interface ImageUploads {
  /** The site's origin: an image's address elsewhere is from another site. */
  site: string;
  /** Puts the image on the site: its address there, and the album it went into; refuses in plain words. */
  upload(file: File): Promise<{ address: string; album: string }>;
}

export const ImageUploadsContext = createContext<ImageUploads | null>(null);
