// The photo album (module `photo`, id 9; spec: GET, POST and PUT /photo, GET and POST
// /photo/category): photos read one by one or listed, changed, uploaded; its albums are
// categories, served by the entry modules' category routes.
import { notFound } from '../core/errors.ts';
import { int } from '../core/params.ts';
import type { Photo, SiteData } from '../data/types.ts';
import { categoryRoutes } from './entry-categories.ts';
import { photoOut, withPhotoFields } from './photo-fields.ts';
import { uploadPhoto } from './photo-upload.ts';
import { paginate, readPaging } from './paging.ts';
import { route, routing, type ApiRequest, type Route } from './router.ts';

/** Newest first. */
export function byNewest(a: Photo, b: Photo): number {
  return b.add_date - a.add_date || b.id - a.id;
}

function findPhoto(data: SiteData, id: number): Photo {
  const photo = data.photo.entries.find((item) => item.id === id);
  if (!photo) throw notFound(`Photo ${id}`);
  return photo;
}

const out = (req: ApiRequest, photo: Photo) => photoOut(req.state.data, photo, req.origin);

export const photoRoutes: Route[] = [
  route('GET', '/photo', (req) => {
    const { data } = req.state;
    const id = int(req.input, 'id', { min: 1 });
    // platform-notes §5: one record is read with ?id=, answered as the record itself.
    if (id !== undefined) return out(req, findPhoto(data, id));
    const paging = readPaging(req.input, Math.min(Number(data.setup.photo?.per_page) || 10, 100));
    const album = int(req.input, 'category', { min: 1 });
    const photos = data.photo.entries.filter((photo) => album === undefined || photo.category === album).sort(byNewest);
    const { items, total, pageCount } = paginate(photos, paging);
    // Paged as the other modules' lists (platform-notes §6). guess: the key `photos` and its
    // total_photos (§6: the photo list's key is not documented).
    return { page: paging.page, per_page: paging.per_page, pages_list: pageCount, total_photos: total, photos: items.map((photo) => out(req, photo)) };
  }),
  // guess: the answer is the new record (platform-notes §6, §7 show only its photo_direct_url).
  route('POST', '/photo', (req) => out(req, uploadPhoto(req.state, req.input))),
  route('PUT', '/photo', (req) => {
    const photos = req.state.data.photo;
    const id = int({ id: routing(req, 'id') }, 'id', { required: true, min: 1 }) as number;
    const { id: _id, ...fields } = req.input;
    const next = withPhotoFields(photos, findPhoto(req.state.data, id), fields);
    photos.entries = photos.entries.map((item) => (item.id === id ? next : item));
    return out(req, next);
  }),
  ...categoryRoutes('photo', ['GET', 'POST'], (state) => state.data.photo),
];
