// What figure 8 measures on: a site of 1,000 more pages (Russian and English names, some at
// their own addresses, three levels deep) and a main menu of 300 items, three levels deep.
// Made through the reference site's control hooks, not through the API or the extension: no
// request of the seeding is logged or counted against the token's hour.
import type { SiteControl } from '../../test/site/control.ts';
import { seededRandom } from '../../test/support/seeded-random.ts';

export const SCALE_PAGES = 1000;
export const SCALE_MENU_ITEMS = 300;
/** The menu the site's layout shows on every page ($NMENU_1$): it gets the 300 items. */
export const SCALE_MENU_ID = 1;

/** Levels of the added pages, top first: 100 sections, 500 pages under them, 400 under those. */
const PAGE_LEVELS = [100, 500, 400];
/** Items per level of the menu: 12 at the top, 6 under each, 3 under each of those (12 + 72 + 216 = 300). */
const MENU_FANOUT = [12, 6, 3];
/** One page in this many has its own address (`/remont-kvartir`), the rest `/index/0-N`. */
const OWN_URL_EVERY = 3;

const RU_SUBJECTS = [
  'Ремонт квартир', 'Доставка цветов', 'Юридические услуги', 'Детский сад', 'Автосервис', 'Стоматология', 'Фотостудия',
  'Курсы английского', 'Натяжные потолки', 'Пластиковые окна', 'Грузоперевозки', 'Салон красоты', 'Туристическое агентство',
  'Кондитерская', 'Зоомагазин', 'Строительство домов', 'Бухгалтерия', 'Клининг', 'Ветеринарная клиника', 'Типография',
];
const EN_SUBJECTS = [
  'Wedding photography', 'Bicycle repair', 'Garden design', 'Piano lessons', 'Dog grooming', 'Web hosting', 'Coffee roasting',
  'Yoga classes', 'Printing services', 'Home cleaning',
];
const RU_ASPECTS = [
  'цены', 'отзывы', 'контакты', 'вопросы и ответы', 'акции', 'портфолио', 'гарантия', 'оплата и доставка', 'наши мастера',
  'как мы работаем', 'новости', 'вакансии', 'сертификаты', 'частые ошибки', 'в Москве', 'в Санкт-Петербурге', 'на дому', 'для бизнеса',
];
const EN_ASPECTS = ['prices', 'reviews', 'contact', 'FAQ', 'special offers', 'portfolio', 'guarantee', 'delivery', 'our team', 'how we work'];
const RU_WORDS = 'мы работаем быстро и аккуратно цена зависит от объёма звоните нам каждый день кроме воскресенья выезд мастера бесплатный скидка постоянным клиентам договор гарантия качества материалы'.split(' ');
const EN_WORDS = 'we work fast and carefully the price depends on the job call us any day but sunday the first visit is free discount for regular clients contract quality materials'.split(' ');

const TRANSLIT: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o',
  п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
};

/** "Ремонт квартир: цены" → "remont-kvartir-tseny": what owners give such pages as addresses. */
export function slugOf(name: string): string {
  return [...name.toLowerCase()]
    .map((char) => TRANSLIT[char] ?? char)
    .join('')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
}

export interface ScalePage {
  id: number;
  name: string;
  /** The public address, relative (`/index/0-42` or `/remont-kvartir`). */
  url: string;
  ownurl: string;
}

export interface ScaleSite {
  /** Pages on the site after seeding, the seed's own included: what a whole list holds. */
  pagesOnSite: number;
  added: ScalePage[];
  /** Pages at their own address: the last one added (the end of the list) and one in the middle. */
  slugAtEnd: ScalePage;
  slugInMiddle: ScalePage;
  menu: { id: number; items: number; depth: number };
}

interface MenuItemInput {
  name: string;
  url: string;
  children?: MenuItemInput[];
}

const ALL_SUBJECTS = [...RU_SUBJECTS, ...EN_SUBJECTS];
const isRussian = (text: string) => /[а-яё]/i.test(text);

function pageInputs(level: number, count: number, parents: ScalePage[], random: () => number, taken: Set<string>): Record<string, unknown>[] {
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  return Array.from({ length: count }, (_, index) => {
    const parent = parents.length ? pick(parents) : null;
    let name: string;
    if (!parent) {
      // "Ремонт квартир", then "Ремонт квартир 2" when the list of subjects comes round again.
      const round = Math.floor(index / ALL_SUBJECTS.length);
      name = `${ALL_SUBJECTS[index % ALL_SUBJECTS.length]!}${round ? ` ${round + 1}` : ''}`;
    } else {
      const aspect = pick(isRussian(parent.name) ? RU_ASPECTS : EN_ASPECTS);
      name = level === 1 ? `${parent.name}: ${aspect}` : `${parent.name} — ${aspect}`;
    }
    const words = isRussian(name) ? RU_WORDS : EN_WORDS;
    const sentence = () => Array.from({ length: 8 + Math.floor(random() * 10) }, () => pick(words)).join(' ');
    const paragraphs = Array.from({ length: 3 + Math.floor(random() * 5) }, () => `<p>${sentence()}. ${sentence()}.</p>`);
    const input: Record<string, unknown> = { name, message: `<h2>${name}</h2>\n${paragraphs.join('\n')}` };
    if (parent) input.parent_id = parent.id;
    const last = level === PAGE_LEVELS.length - 1 && index === count - 1;
    if (last || Math.floor(random() * OWN_URL_EVERY) === 0) {
      let slug = slugOf(name);
      for (let n = 2; taken.has(slug); n++) slug = `${slugOf(name)}-${n}`;
      taken.add(slug);
      input.ownurl = slug;
    }
    return input;
  });
}

/**
 * 12 sections, 6 pages under each, 3 under each of those, as a catalogue site's main menu has
 * them: an item's children are its page's subpages, topped up with other pages of that level.
 */
function menuItems(levels: ScalePage[][], parentOf: Map<number, number>): MenuItemInput[] {
  const spare = levels.map((pages) => [...pages]);
  const take = (depth: number, parentId: number | null): ScalePage => {
    const pool = spare[depth]!;
    const own = parentId === null ? 0 : pool.findIndex((page) => parentOf.get(page.id) === parentId);
    return pool.splice(Math.max(own, 0), 1)[0]!;
  };
  const build = (depth: number, parentId: number | null): MenuItemInput[] =>
    Array.from({ length: MENU_FANOUT[depth]! }, () => {
      const page = take(depth, parentId);
      const item: MenuItemInput = { name: page.name, url: page.url };
      if (depth + 1 < MENU_FANOUT.length) item.children = build(depth + 1, page.id);
      return item;
    });
  return build(0, null);
}

function countItems(items: MenuItemInput[]): number {
  return items.reduce((sum, item) => sum + 1 + countItems(item.children ?? []), 0);
}

/**
 * Adds 1,000 pages (in three calls of the bulk hook, one per level, so that each level can name
 * its parents) and gives the main menu 300 items. Seeded: every run makes the same site.
 */
export async function seedScaleSite(control: SiteControl): Promise<ScaleSite> {
  const random = seededRandom(20_250_301);
  const taken = new Set((await control.state()).pages.map((page) => page.ownurl).filter(Boolean));
  const levels: ScalePage[][] = [];
  const parentOf = new Map<number, number>();
  for (const [level, count] of PAGE_LEVELS.entries()) {
    const { pages } = await control.addContent({ pages: pageInputs(level, count, levels[level - 1] ?? [], random, taken) });
    levels.push(pages.map((page) => ({ id: Number(page.id), name: String(page.name), url: String(page.url), ownurl: String(page.ownurl ?? '') })));
    for (const page of pages) parentOf.set(Number(page.id), Number(page.parent_id));
  }
  const added = levels.flat();
  if (added.length !== SCALE_PAGES) throw new Error(`seeded ${added.length} pages, not ${SCALE_PAGES}`);

  const items = menuItems(levels, parentOf);
  if (countItems(items) !== SCALE_MENU_ITEMS) throw new Error(`the menu has ${countItems(items)} items, not ${SCALE_MENU_ITEMS}`);
  await control.setRecord('menus', SCALE_MENU_ID, { items });

  const withSlug = added.filter((page) => page.ownurl);
  return {
    pagesOnSite: (await control.state()).pages.length,
    added,
    slugAtEnd: added.at(-1)!,
    slugInMiddle: withSlug[Math.floor(withSlug.length / 2)]!,
    menu: { id: SCALE_MENU_ID, items: SCALE_MENU_ITEMS, depth: MENU_FANOUT.length },
  };
}
