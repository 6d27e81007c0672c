// A video as the site sends it (no public source shows one: read tolerantly), checked, written
// (only what the owner changed) and made (from the address where it is watched); a category's page
// names its category by its slug.
import { describe, expect, test, vi } from 'vitest';
import { categoryOfSlug } from '@/src/kinds/video/category-at';
import { videoKind } from '@/src/kinds/video/model';

const RECORD = {
  id: 3, category: { id: 1, name: 'Уроки', url: '/video/vic/lessons' }, channel: 1, title: 'Как править страницу', description: 'Пять минут',
  video_url: 'https://www.youtube.com/watch?v=abc', duration: '5:12', url: '/video/vip/3/kak', entry_url: '/video/vip/3/kak', message: '',
};

describe('video', () => {
  test('read from the site: its fields, where it is watched, and what else it carries kept apart, read-only', () => {
    const fields = videoKind.fromRecord(RECORD);
    expect(fields).toMatchObject({ title: 'Как править страницу', description: 'Пять минут', category: 1, channel: 1, link: 'https://www.youtube.com/watch?v=abc', names: { category: 'Уроки' } });
    // The site's own address of its page is not where the video is watched.
    expect(fields.siteOnly).toEqual({ duration: '5:12', url: '/video/vip/3/kak', entry_url: '/video/vip/3/kak' });
    expect(fields.absent).toBeUndefined();
  });

  test('the channel as an object with its name; a record with no channel is in none, not missing one', () => {
    expect(videoKind.fromRecord({ ...RECORD, channel: { id: '2', name: 'Клуб' } })).toMatchObject({ channel: 2, names: { channel: 'Клуб' } });
    const { channel: _channel, ...without } = RECORD;
    expect(videoKind.fromRecord(without)).toMatchObject({ channel: 0 });
    expect(videoKind.fromRecord(without).absent).toBeUndefined();
    expect(videoKind.fromRecord({ id: 3, title: 'x' }).absent).toEqual(['description', 'category']);
  });

  test('a new video needs a title, a category and the address where it is watched; a saved one only its title', () => {
    const fresh = { ...videoKind.empty(), title: 'Новое' };
    expect(Object.keys(videoKind.validate(fresh, null)).sort()).toEqual(['category', 'link']);
    expect(videoKind.validate({ ...fresh, category: 1, link: 'javascript:alert(1)' }, null).link).toBeTruthy();
    expect(videoKind.validate({ ...fresh, category: 1, link: 'https://vimeo.com/1' }, null)).toEqual({});
    const saved = videoKind.fromRecord(RECORD);
    expect(videoKind.validate({ ...saved, title: ' ' }, saved).title).toBeTruthy();
    expect(videoKind.validate({ ...saved, link: '' }, saved)).toEqual({});
  });

  test('a save sends the fields changed and nothing else; the address and picture are never written', async () => {
    const before = videoKind.fromRecord(RECORD);
    const api = vi.fn(async () => RECORD);
    await videoKind.write(api, 3, ['channel', 'link', 'image'], { ...before, channel: 2, link: 'https://x.example/v', image: 'x.jpg' }, before);
    expect(api.mock.calls).toEqual([[{ op: 'video/save', id: 3, fields: { channel: 2 } }]]);
    api.mockClear();
    await videoKind.write(api, 3, ['link'], { ...before, link: 'https://x.example/v' }, before);
    expect(api).not.toHaveBeenCalled();
  });

  test('made with its title, description, category, channel and address, and known by the id the site answers', async () => {
    const api = vi.fn(async () => ({ ...RECORD, id: 9 }));
    const made = await videoKind.create!(api, { ...videoKind.empty(), title: 'Новое', category: 1, link: ' https://vimeo.com/1 ' });
    expect(api.mock.calls).toEqual([[{ op: 'video/create', fields: { title: 'Новое', description: '', category: 1, link: 'https://vimeo.com/1' } }]]);
    expect(made.id).toBe(9);
  });

  test('a category page names its category by the slug its address ends in', () => {
    const list = { categories: [{ type: 'section', id: 5, name: 'Все', url: '/video/vic/lessons' }, { id: '1', name: 'Уроки', url: 'https://site.example/video/vic/Lessons/' }, { id: 2, name: 'Трансляции', url: '/video/vic/streams' }] };
    expect(categoryOfSlug(list, 'lessons')).toBe(1);
    expect(categoryOfSlug(list, 'streams')).toBe(2);
    expect(categoryOfSlug(list, 'other')).toBe(0);
  });
});
