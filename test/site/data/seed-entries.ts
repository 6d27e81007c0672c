import type { Category, Entry, EntryModuleData, Extra } from './types.ts';
import { at, NO_EXTRAS } from './seed-util.ts';

/** Every module built by the entry factory (news, blog and the catalogue modules). */
export const ENTRY_MODULES = ['news', 'blog', 'publ', 'board', 'video', 'faq', 'dir', 'load', 'stuff'] as const;
export type EntryModuleName = (typeof ENTRY_MODULES)[number];
/** Modules with records in categories: the entry factory's and the photo album (api/photos.ts). */
export const RECORD_MODULES = [...ENTRY_MODULES, 'photo'] as const;

type EntrySeed = Partial<Entry> & Pick<Entry, 'id' | 'category' | 'title' | 'hgu_title' | 'add_date'>;

function entry(fields: EntrySeed): Entry {
  return {
    description: '',
    message: '',
    message_type: 'html',
    description_type: 'html',
    includehtml_msg: 1,
    includehtml_desc: 1,
    end2br_msg: 0,
    end2br_desc: 0,
    upd_date: fields.add_date,
    author: 'admin',
    user_id: 1,
    reads: 0,
    rating: 0,
    rating_votes: 0,
    comments: 'yes',
    ontop: 'no',
    pending: 'no',
    ...NO_EXTRAS,
    cover: '',
    ...fields,
  };
}

// Group ids of seedGroups(): every group may see and open; users, trusted users, moderators and
// admins may add.
const EVERYONE = [0, 1, 2, 3, 4];
const MEMBERS = [1, 2, 3, 4];

export function category(id: number, name: string, hgu_title: string, description = '', section_id = 0): Category {
  return { type: 'category', id, name, description, hgu_title, position: id, section_id, access2add: [...MEMBERS], access2page: [...EVERYONE], access2category: [...EVERYONE] };
}

function section(id: number, name: string, hgu_title: string, position: number): Category {
  return { type: 'section', id, name, description: '', hgu_title, position, section_id: 0, access2add: [...MEMBERS], access2page: [...EVERYONE], access2section: [...EVERYONE] };
}

function news(): EntryModuleData {
  return {
    categories: [category(1, 'Новости студии', 'studio', 'Что у нас нового'), category(2, 'Releases', 'releases', 'Product release notes')],
    entries: [
      entry({
        id: 1,
        category: 1,
        title: 'Мы запустили новый сайт',
        hgu_title: 'my-zapustili-novyj-sajt',
        add_date: at('2025-01-15 10:30'),
        description: '<p>Новый дизайн, быстрые страницы и <b>блог</b>.</p>',
        message: '<p>Новый дизайн, быстрые страницы и <b>блог</b>.</p>\n<p>Мы переписали каждую страницу и добавили раздел для статей.</p>',
        reads: 154,
        rating: 4.5,
        rating_votes: 12,
        ontop: 'yes',
      }),
      entry({
        id: 2,
        category: 2,
        title: 'Version 2.0 released',
        hgu_title: 'version-2-0-released',
        add_date: at('2025-01-28 08:00'),
        description: '<p>Faster pages and a new editor.</p>',
        message: '<p>Faster pages and a new editor.</p>\n<h3>Changes</h3>\n<ul><li>new editor</li><li>image uploads</li></ul>',
        reads: 87,
        rating: 5,
        rating_votes: 3,
        author: 'maria',
        user_id: 3,
        other1: 'changelog',
      }),
      entry({
        id: 3,
        category: 1,
        title: 'Каникулы: режим работы',
        hgu_title: 'kanikuly-rezhim-raboty',
        add_date: at('2024-12-28 16:45'),
        description: '<p>С 1 по 8 января мы отвечаем только на срочные письма.</p>',
        message: '<p>С 1 по 8 января мы отвечаем только на срочные письма.</p>\n<p>С Новым годом!</p>',
        reads: 45,
        comments: 'no',
      }),
      entry({
        id: 4,
        category: 2,
        title: 'Version 2.1 (draft)',
        hgu_title: 'version-2-1-draft',
        add_date: at('2025-02-03 11:00'),
        description: '<p>Not announced yet.</p>',
        message: '<p>Not announced yet.</p>',
        pending: 'yes',
      }),
      entry({
        id: 5,
        category: 1,
        title: 'Plain text notice',
        hgu_title: 'plain-text-notice',
        add_date: at('2025-02-10 09:15'),
        description: 'Short plain description.',
        message: 'Line one of a plain message.\nLine two & more.',
        message_type: 'plain',
        description_type: 'plain',
        includehtml_msg: 0,
        includehtml_desc: 0,
        end2br_msg: 1,
        end2br_desc: 1,
      }),
    ],
  };
}

function blog(): EntryModuleData {
  return {
    categories: [category(1, 'Заметки', 'zametki'), category(2, 'Tutorials', 'tutorials', 'How-to articles')],
    entries: [
      entry({
        id: 1,
        category: 1,
        title: 'Почему мы выбрали статические страницы',
        hgu_title: 'pochemu-staticheskie-stranicy',
        add_date: at('2025-01-20 19:00'),
        description: '<p>Короткая история одного решения.</p>',
        message: '<p>Короткая история одного решения.</p>\n<blockquote>Проще — значит надёжнее.</blockquote>',
        reads: 230,
        rating: 4.8,
        rating_votes: 20,
      }),
      entry({
        id: 2,
        category: 2,
        title: 'How to add a menu item',
        hgu_title: 'how-to-add-a-menu-item',
        add_date: at('2025-02-01 12:30'),
        description: '<p>Three steps in the control panel.</p>',
        message: '<ol><li>Open the menu editor.</li><li>Add an item.</li><li>Save.</li></ol>',
        reads: 64,
        author: 'maria',
        user_id: 3,
      }),
      entry({
        id: 3,
        category: 2,
        title: 'Formatting with BB codes',
        hgu_title: 'formatting-with-bb-codes',
        add_date: at('2025-02-05 15:00'),
        description: 'Use [b]bold[/b] and [i]italic[/i].',
        message: '[b]Bold[/b], [i]italic[/i] and [url=https://example.com]links[/url].',
        message_type: 'bb',
        description_type: 'bb',
        includehtml_msg: 0,
        includehtml_desc: 0,
        end2br_msg: 1,
        end2br_desc: 1,
      }),
      entry({
        id: 4,
        category: 1,
        title: 'Черновик заметки',
        hgu_title: 'chernovik-zametki',
        add_date: at('2025-02-11 10:00'),
        description: '<p>Ещё не готово.</p>',
        message: '<p>Ещё не готово.</p>',
        pending: 'yes',
      }),
    ],
  };
}

/** A section of a catalogue module: its id (after the categories') and the categories it holds. */
interface SectionSeed {
  id: number;
  name: string;
  hgu_title: string;
  holds: number[];
}

/**
 * Two small entries and two categories for each catalogue module; where the platform's module
 * has sections (publ, board, load, dir), the categories sit in them: each section is listed
 * before its categories, and sections take ids after the categories' so no id is shared.
 */
function catalogue(label: string, titles: [string, string], sections: SectionSeed[] = []): EntryModuleData {
  const sectionOf = (id: number) => sections.find((item) => item.holds.includes(id))?.id ?? 0;
  const categories = [category(1, `${label}: general`, 'general', '', sectionOf(1)), category(2, `${label}: archive`, 'archive', '', sectionOf(2))];
  const listed = sections.length === 0 ? categories : sections.flatMap((item, index) => [section(item.id, item.name, item.hgu_title, index + 1), ...categories.filter((entry) => entry.section_id === item.id)]);
  return {
    categories: listed,
    entries: titles.map((title, index) =>
      entry({
        id: index + 1,
        category: index + 1,
        title,
        hgu_title: title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''),
        add_date: at(`2025-01-0${index + 2} 10:00`),
        description: `<p>${title}: short text.</p>`,
        message: `<p>${title}: full text.</p>`,
      }),
    ),
  };
}

/**
 * The video module: entries of the catalogue's shape (guess: no source shows a video record,
 * platform-notes §7) with a video's own keys: where it is watched (`video_url`), its channel's
 * id (`channel`, GET /video/channel) and its length (`duration`); descriptions are plain text.
 * Categories at `/video/vic/<slug>` (platform-notes §6).
 */
function videos(): EntryModuleData {
  const module = catalogue('Videos', ['Editor walkthrough', 'Launch stream']);
  module.categories = [category(1, 'Уроки', 'lessons', 'Как пользоваться сайтом'), category(2, 'Трансляции', 'streams', '')];
  const own = [
    { description: 'Пять минут о том, как править страницы сайта.', video_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', channel: 1, duration: '5:12' },
    { description: 'Запись запуска новой версии.', video_url: 'https://vimeo.com/76979871', channel: 0, duration: '48:30' },
  ];
  module.entries = module.entries.map((entry, index) => ({ ...entry, ...own[index], message: '', description_type: 'plain', message_type: 'plain', includehtml_desc: 0, includehtml_msg: 0 }));
  return module;
}

export function seedEntryModules(): Record<EntryModuleName, EntryModuleData> {
  return {
    news: news(),
    blog: blog(),
    publ: catalogue('Articles', ['Choosing a domain name', 'Site speed checklist'], [{ id: 3, name: 'Guides', hgu_title: 'guides', holds: [1, 2] }]),
    board: catalogue('Ads', ['Selling a used laptop', 'Looking for a designer'], [
      { id: 3, name: 'Продам', hgu_title: 'sell', holds: [1] },
      { id: 4, name: 'Куплю', hgu_title: 'buy', holds: [2] },
    ]),
    video: videos(),
    faq: catalogue('FAQ', ['How do I reset my password', 'Where is my invoice']),
    dir: catalogue('Links', ['Useful design blog', 'Font catalogue'], [
      { id: 3, name: 'Дизайн', hgu_title: 'design', holds: [1] },
      { id: 4, name: 'Инструменты', hgu_title: 'tools', holds: [2] },
    ]),
    load: catalogue('Files', ['Price list PDF', 'Brand kit ZIP'], [{ id: 3, name: 'Downloads', hgu_title: 'downloads', holds: [1, 2] }]),
    stuff: catalogue('Games', ['Puzzle of the week', 'Memory cards']),
  };
}

export function seedSetup(): Record<string, Extra> {
  const common = { per_page: 10, comments: 1, rating: 1, allow_html: 1, sort: 'add_date' };
  const setup: Record<string, Extra> = {};
  for (const name of RECORD_MODULES) setup[name] = { ...common, module: name };
  setup.news = { ...common, module: 'news', title: 'Новости сайта', rss: 1 };
  setup.blog = { ...common, module: 'blog', title: 'Блог', rss: 1, per_page: 5 };
  return setup;
}
