// The photo album's seed: two albums (categories of the module), photos with plain-text
// descriptions, each with a small real image (seed-photo-images.ts).
import { imageTypeOf, photoFileName } from './photo-files.ts';
import { category } from './seed-entries.ts';
import { OFFICE_DESK, OFFICE_WINDOW, TEAM_CAKE, TEAM_DAY, TEAM_HIKE } from './seed-photo-images.ts';
import { at } from './seed-util.ts';
import type { Photo, PhotoData } from './types.ts';

type PhotoSeed = Pick<Photo, 'id' | 'category' | 'title' | 'description' | 'views' | 'rating' | 'user'> & { added: string; image: string };

const PHOTOS: PhotoSeed[] = [
  { id: 1, category: 1, title: 'Офис зимой', description: 'Вид из окна переговорной в январе.', added: '2025-01-10 10:00', views: 42, rating: 4.5, user: 'admin', image: OFFICE_WINDOW },
  { id: 2, category: 1, title: 'Рабочее место дизайнера', description: 'Стол у окна, планшет и много света.', added: '2025-01-12 15:30', views: 17, rating: 0, user: 'maria', image: OFFICE_DESK },
  { id: 3, category: 2, title: 'День команды 2024', description: 'Все вместе после летнего забега.', added: '2024-12-20 18:00', views: 88, rating: 5, user: 'admin', image: TEAM_DAY },
  // Text with markup characters: the pages must show it as text.
  { id: 4, category: 2, title: 'Поход «Два перевала»', description: 'Маршрут <24 км> & два дня в пути.\nКто дошёл — молодец!', added: '2025-01-05 09:00', views: 31, rating: 4, user: 'ivan', image: TEAM_HIKE },
  { id: 5, category: 2, title: 'Торт на день рождения', description: 'Испекли сами.', added: '2025-02-01 12:00', views: 9, rating: 0, user: 'maria', image: TEAM_CAKE },
];

export function seedPhotos(): PhotoData {
  const data: PhotoData = {
    categories: [category(1, 'Офис', 'ofis', 'Наша студия и рабочие места'), category(2, 'Команда', 'komanda', 'Люди студии и наши праздники')],
    entries: [],
    files: {},
  };
  for (const { added, image, ...fields } of PHOTOS) {
    const type = imageTypeOf(Buffer.from(image, 'base64'));
    if (!type) throw new Error(`seed photo ${fields.id} is not an image`);
    const file = photoFileName(fields.id, type.ext);
    data.entries.push({ ...fields, file, add_date: at(added) });
    data.files[file] = { type: type.type, base64: image };
  }
  return data;
}
