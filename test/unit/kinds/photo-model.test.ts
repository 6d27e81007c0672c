// A photo as the site sends it (no public source shows one: read tolerantly), checked, and
// written: only what the owner changed.
import { describe, expect, test, vi } from 'vitest';
import { photoKind } from '@/src/kinds/photo/model';

const RECORD = {
  id: 3, category: 2, title: 'Офис зимой', description: 'Вид из окна', photo_direct_url: 'https://site.example/_ph/2/office.jpg',
  thumb: '/_ph/2/1/office.jpg', views: 12, entry_url: '/photo/2-0-3',
};

describe('photo', () => {
  test('read from the site: its fields, the image, and what else it carries kept apart, read-only', () => {
    const fields = photoKind.fromRecord(RECORD);
    expect(fields).toMatchObject({ title: 'Офис зимой', description: 'Вид из окна', category: 2, image: 'https://site.example/_ph/2/office.jpg' });
    expect(fields.siteOnly).toEqual({ thumb: '/_ph/2/1/office.jpg', views: '12', entry_url: '/photo/2-0-3' });
    expect(fields.absent).toBeUndefined();
  });

  test('ids as strings, the album as an object with its name, the image under another key', () => {
    const fields = photoKind.fromRecord({ id: '3', category: { id: '2', name: 'Офис' }, title: 'Офис зимой', description: '', thumb: '/_ph/2/1/o.jpg', photo_url: '/_ph/2/o.jpg' });
    expect(fields).toMatchObject({ category: 2, image: '/_ph/2/o.jpg', names: { category: 'Офис' } });
  });

  test('a field the site left out is absent, not empty', () => {
    expect(photoKind.fromRecord({ id: 3, title: 'Офис' }).absent).toEqual(['description', 'category']);
  });

  test('a photo without a title is refused in plain words', () => {
    const fields = photoKind.fromRecord(RECORD);
    expect(photoKind.validate({ ...fields, title: ' ' }, null).title).toBeTruthy();
    expect(photoKind.validate(fields, null)).toEqual({});
  });

  test('a save sends the fields changed and nothing else; the image is never written', async () => {
    const before = photoKind.fromRecord(RECORD);
    const api = vi.fn(async () => ({ ...RECORD, title: 'Офис летом' }));
    await photoKind.write(api, 3, ['title', 'image'], { ...before, title: 'Офис летом', image: 'x.jpg' }, before);
    expect(api.mock.calls).toEqual([[{ op: 'photo/save', id: 3, fields: { title: 'Офис летом' } }]]);
    api.mockClear();
    await photoKind.write(api, 3, ['image'], { ...before, image: 'x.jpg' }, before);
    expect(api).not.toHaveBeenCalled();
  });
});
