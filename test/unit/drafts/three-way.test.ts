// The three copies of a save (the base the draft started from, the site's now, the owner's):
// what merges, what conflicts, what is written and what the copy is after the write.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { afterWrite, fieldsToWrite, mergeThreeWay } from '@/src/drafts/three-way';
import { entryFieldsFrom, entryKind } from '@/src/kinds/entry/model';
import { fieldsOf, fieldText, knows } from '@/src/resources/kind';
import { menuFieldsFrom, menuKind } from '@/src/kinds/menu/model';
import { pageFieldsFrom, pageKind, type PageFields } from '@/src/kinds/page/model';
import type { SiteCopy } from '@/src/resources/records';

type Field = Exclude<keyof PageFields, keyof SiteCopy>;

const RECORD = {
  name: 'About', message: '<p>One</p>\n<p>Two</p>\n<p>Three</p>', parent_id: 0, pending: 0, owntmpl: 0, tmpl: '', ownurl: 'about', access_all: 0,
  access_group_ids: [1, 3], meta_title: '', meta_description: '', meta_keywords: '', other1: '', other2: '', other3: '', other4: '', other5: '',
};
const page = (change: Partial<Record<string, unknown>> = {}): PageFields => pageFieldsFrom({ ...RECORD, ...change });
/** A page record without the given fields, as a sparse answer of the site. */
const without = (fields: string[], change: Partial<Record<string, unknown>> = {}): PageFields =>
  pageFieldsFrom(Object.fromEntries(Object.entries({ ...RECORD, ...change }).filter(([key]) => !fields.includes(key))));
const edit = (copy: PageFields, change: Partial<PageFields>): PageFields => ({ ...copy, ...change });

describe('mergeThreeWay', () => {
  test.each<[string, PageFields, PageFields, PageFields, PageFields, string[]]>([
    ['nobody changed anything', page(), page(), page(), page(), []],
    ['only the owner changed', page(), page(), edit(page(), { name: 'Mine' }), page({ name: 'Mine' }), []],
    ['only the site changed', page(), page({ name: 'Theirs', pending: 1 }), page(), page({ name: 'Theirs', pending: 1 }), []],
    ['each changed another field', page(), page({ meta_title: 'Theirs' }), edit(page(), { name: 'Mine' }), page({ name: 'Mine', meta_title: 'Theirs' }), []],
    ['both made the same change', page(), page({ name: 'Same', other1: 'x' }), edit(page(), { name: 'Same' }), page({ name: 'Same', other1: 'x' }), []],
    ['both changed the name differently', page(), page({ name: 'Theirs', other1: 'x' }), edit(page(), { name: 'Mine' }), page({ name: 'Mine', other1: 'x' }), ['name']],
    ['the site reordered the groups, the owner added one', page(), page({ access_group_ids: [3, 1] }), edit(page(), { access_group_ids: [1, 3, 4] }), page({ access_group_ids: [1, 3, 4] }), []],
    ['both changed the groups differently', page(), page({ access_group_ids: [1] }), edit(page(), { access_group_ids: [3] }), page({ access_group_ids: [3] }), ['access_group_ids']],
    ['both changed a flag and the parent differently', page(), page({ pending: 1, parent_id: 3 }), edit(page(), { pending: 1, parent_id: 4 }), page({ pending: 1, parent_id: 4 }), ['parent_id']],
    [
      'both edited the content in different blocks',
      page(),
      page({ message: '<p>One!</p>\n<p>Two</p>\n<p>Three</p>' }),
      edit(page(), { message: '<p>One</p>\n<p>Two</p>\n<p>Three!</p>' }),
      page({ message: '<p>One!</p>\n<p>Two</p>\n<p>Three!</p>' }),
      [],
    ],
    [
      'both edited the content in the same block',
      page(),
      page({ message: '<p>One</p>\n<p>Two (site)</p>\n<p>Three</p>' }),
      edit(page(), { message: '<p>One</p>\n<p>Two (mine)</p>\n<p>Three</p>' }),
      page({ message: '<p>One</p>\n<p>Two (mine)</p>\n<p>Three</p>' }),
      ['message'],
    ],
    [
      'both edited the meta description on different lines',
      page({ meta_description: 'Apples\nPears\nPlums' }),
      page({ meta_description: 'Red apples\nPears\nPlums' }),
      edit(page({ meta_description: 'Apples\nPears\nPlums' }), { meta_description: 'Apples\nPears\nBlue plums' }),
      page({ meta_description: 'Red apples\nPears\nBlue plums' }),
      [],
    ],
  ])('%s', (_name, base, site, mine, merged, conflicts) => {
    const result = mergeThreeWay(pageKind, base, site, mine);
    expect(result.merged).toStrictEqual(merged);
    expect(result.conflicts.map((change) => change.field)).toEqual(conflicts);
  });

  test('a conflict shows the label and both values as the owner reads them: mine, then the site', () => {
    const { conflicts } = mergeThreeWay(pageKind, page(), page({ access_group_ids: [2, 1] }), edit(page(), { access_group_ids: [4, 3] }));
    expect(conflicts).toEqual([{ field: 'access_group_ids', label: 'Groups with access', to: '3, 4', from: '1, 2' }]);
  });

  test('a field that is not long text never merges: changed on both sides, it conflicts', () => {
    const base = page({ other1: 'one\ntwo\nthree' });
    const { conflicts } = mergeThreeWay(pageKind, base, page({ other1: 'one!\ntwo\nthree' }), edit(base, { other1: 'one\ntwo\nthree!' }));
    expect(conflicts.map((change) => change.field)).toEqual(['other1']);
  });

  describe('fields absent in base or site are never taken for site changes', () => {
    test.each<[string, PageFields, PageFields, PageFields, Partial<PageFields>, string[] | undefined]>([
      ['absent in base, site has a value, owner left it: the site value is taken', without(['meta_title']), page({ meta_title: 'Site' }), without(['meta_title']), { meta_title: 'Site' }, undefined],
      ['absent in base, owner typed a value, the site holds another: the owner wins, no conflict', without(['meta_title']), page({ meta_title: 'Site' }), edit(without(['meta_title']), { meta_title: 'Mine' }), { meta_title: 'Mine' }, undefined],
      ['absent in the site, base had it, owner left it: the base value stays, known', page({ meta_title: 'Base' }), without(['meta_title']), page({ meta_title: 'Base' }), { meta_title: 'Base' }, undefined],
      ['absent in the site, owner changed it: the owner wins, no conflict', page({ meta_title: 'Base' }), without(['meta_title']), page({ meta_title: 'Mine' }), { meta_title: 'Mine' }, undefined],
      ['absent in both, owner left it: still absent', without(['meta_title', 'other2']), without(['meta_title']), without(['meta_title', 'other2']), { meta_title: '' }, ['meta_title']],
      ['absent in both, owner typed a value: known now', without(['meta_title']), without(['meta_title']), edit(without(['meta_title']), { meta_title: 'Mine' }), { meta_title: 'Mine' }, undefined],
      ['access_all absent in base (shown as open to all), the site says closed', without(['access_all']), page({ access_all: 0 }), without(['access_all']), { access_all: 0 }, undefined],
    ])('%s', (_name, base, site, mine, values, absent) => {
      const { merged, conflicts } = mergeThreeWay(pageKind, base, site, mine);
      expect(conflicts).toEqual([]);
      expect(merged).toMatchObject(values);
      expect(merged.absent).toEqual(absent);
      if (absent === undefined) expect(merged).not.toHaveProperty('absent');
    });
  });

  test('menus: items changed on both sides conflict (no text merge for a tree)', () => {
    const base = menuFieldsFrom({ title: 'M', layout: 1, items: [{ name: 'A', url: '/a' }, { name: 'B', url: '/b' }, { name: 'C', url: '/c' }] });
    const site = menuFieldsFrom({ title: 'M', layout: 1, items: [{ name: 'A!', url: '/a' }, { name: 'B', url: '/b' }, { name: 'C', url: '/c' }] });
    const mine = menuFieldsFrom({ title: 'M', layout: 1, items: [{ name: 'A', url: '/a' }, { name: 'B', url: '/b' }, { name: 'C!', url: '/c' }] });
    expect(mergeThreeWay(menuKind, base, site, mine).conflicts.map((change) => change.field)).toEqual(['items']);
  });

  test('entries: the content format changed on the site travels into the merged copy with the owner\'s text', () => {
    const news = entryKind('news');
    const base = entryFieldsFrom({ title: 'T', message: 'x', message_type: 'bb' });
    const site = entryFieldsFrom({ title: 'T', message: 'x', message_type: 'html', includehtml_msg: 1 });
    const { merged, conflicts } = mergeThreeWay(news, base, site, { ...base, message: 'y' });
    expect(conflicts).toEqual([]);
    expect(merged).toMatchObject({ message: 'y', format: { message_type: 'html', includehtml_msg: 1 } });
  });
});

describe('fieldsToWrite', () => {
  test.each<[string, PageFields, PageFields, PageFields, Field[]]>([
    ['nothing changed', page(), page({ name: 'Theirs' }), page({ name: 'Theirs' }), []],
    ['the owner changed two fields: both, in the order of the form', page(), page(), page({ other5: 'x', name: 'Mine' }), ['name', 'other5']],
    ['the site already holds one of them', page(), page({ name: 'Mine' }), page({ name: 'Mine', meta_title: 'T' }), ['meta_title']],
    ['groups only reordered are no change', page(), page(), page({ access_group_ids: [3, 1] }), []],
    ['a change of the site merged in is not written back', page(), page({ pending: 1 }), page({ pending: 1, name: 'Mine' }), ['name']],
    ['a field the site left out is written when changed, even if its default equals the new value', page({ meta_title: 'Old' }), without(['meta_title']), page({ meta_title: '' }), ['meta_title']],
    ['a field the base left out and the owner left alone is not written', without(['access_all']), page({ access_all: 0 }), without(['access_all']), []],
  ])('%s', (_name, base, site, target, expected) => {
    expect(fieldsToWrite(pageKind, base, site, target)).toEqual(expected);
  });

  test('entries: a new cover is written although no site record ever knows it', () => {
    const news = entryKind('news');
    const base = entryFieldsFrom({ title: 'T' });
    expect(fieldsToWrite(news, base, base, { ...base, newCover: 'aW1hZ2U=' })).toEqual(['newCover']);
  });
});

describe('afterWrite', () => {
  const site = page({ meta_title: 'Site' });
  const target = page({ name: 'Mine', message: '<p>Mine</p>', meta_title: 'Mine' });

  test.each<[string, unknown]>([
    ['no answer', undefined],
    ['true', true],
    ['the id', { id: 2 }],
    ['a list', [1, 2]],
    ['text', 'ok'],
  ])("a terse answer (%s): the site's copy with the written values", (_name, answer) => {
    expect(afterWrite(pageKind, site, target, ['name', 'message'], answer)).toStrictEqual(page({ meta_title: 'Site', name: 'Mine', message: '<p>Mine</p>' }));
  });

  test('what the answer carries wins, written or not; what it leaves out stays', () => {
    const copy = afterWrite(pageKind, site, target, ['name'], { name: 'Mine (cleaned)', pending: 1, upd_date: 5 });
    expect(copy).toStrictEqual(page({ meta_title: 'Site', name: 'Mine (cleaned)', pending: 1 }));
  });

  test('fields neither written nor in the answer keep the site copy, even where the target differs', () => {
    expect(afterWrite(pageKind, site, target, ['name'], {}).meta_title).toBe('Site');
  });

  test('absent: what the site left out is taken from the draft where it knew it, else stays unknown', () => {
    const sparse = without(['meta_title', 'meta_keywords', 'other1']);
    const copy = afterWrite(pageKind, sparse, target, ['meta_title'], { other1: 'Answered' });
    expect(copy).not.toHaveProperty('absent');
    expect(copy).toMatchObject({ meta_title: 'Mine', other1: 'Answered', meta_keywords: target.meta_keywords });
    const unknownToBoth = afterWrite(pageKind, sparse, { ...target, absent: ['meta_keywords'] }, ['meta_title'], { other1: 'Answered' });
    expect(unknownToBoth.absent).toEqual(['meta_keywords']);
    expect(afterWrite(pageKind, without(['meta_title']), target, ['meta_title'], undefined)).not.toHaveProperty('absent');
  });

  test('menus: the tree of the answer is taken, keys the editor does not know included', () => {
    const before = menuFieldsFrom({ title: 'M', layout: 1, items: [{ name: 'A', url: '/a' }] });
    const copy = afterWrite(menuKind, before, { ...before, title: 'N' }, ['title'], { title: 'N', items: [{ name: 'A', url: '/a', id: 7 }] });
    expect(copy).toStrictEqual({ title: 'N', layout: 1, items: [{ name: 'A', url: '/a', children: [], extra: { id: 7 } }] });
  });

  test("entries: a written new cover is cleared by the write's answer", () => {
    const news = entryKind('news');
    const before = entryFieldsFrom({ title: 'T', cover: '/old.jpg' });
    const copy = afterWrite(news, before, { ...before, newCover: 'aW1hZ2U=' }, ['newCover'], { cover: '/new.jpg', newCover: '' });
    expect(copy).toMatchObject({ cover: '/new.jpg', newCover: '' });
    expect(knows(copy, 'newCover')).toBe(true);
  });
});

// ---------------------------------------------------------------- properties

const FIELDS = fieldsOf(pageKind) as Field[];
const short = fc.string({ maxLength: 10 });
const flag = fc.constantFrom<0 | 1>(0, 1);
const VALUES: Record<Field, fc.Arbitrary<unknown>> = {
  name: short, message: fc.array(fc.constantFrom('<p>A</p>', '<p>B</p>', 'text', '\n', '<h2>T</h2>'), { maxLength: 5 }).map((parts) => parts.join('')),
  parent_id: fc.nat(20), pending: flag, owntmpl: flag, tmpl: short, ownurl: short, access_all: flag,
  access_group_ids: fc.uniqueArray(fc.integer({ min: 1, max: 9 }), { maxLength: 4 }),
  meta_title: short, meta_description: short, meta_keywords: short, other1: short, other2: short, other3: short, other4: short, other5: short,
};
const pageRecord = fc.record(VALUES) as fc.Arbitrary<PageFields>;

/** `candidate`, or a value near it, such that the owner reads it as different from `from`. */
function differing(field: Field, from: unknown, candidate: unknown): unknown {
  const text = (value: unknown) => fieldText(pageKind, field, value);
  if (text(candidate) !== text(from)) return candidate;
  if (typeof from === 'string') return `${from}~`;
  if (field === 'access_group_ids') return [...(from as number[]), 10];
  if (field === 'parent_id') return (from as number) + 1;
  return 1 - (from as number);
}

type Who = 'none' | 'mine' | 'site';
const changes = fc.record(Object.fromEntries(FIELDS.map((field) => [field, fc.tuple(fc.constantFrom<Who>('none', 'none', 'mine', 'site'), VALUES[field])])) as Record<Field, fc.Arbitrary<[Who, unknown]>>);

describe('properties of the three-way merge', () => {
  test('disjoint changes: no conflict, the owner\'s changed fields are written, each side\'s values stand', () => {
    fc.assert(
      fc.property(pageRecord, changes, (base, change) => {
        const mine: PageFields = { ...base };
        const site: PageFields = { ...base };
        const record = mine as unknown as Record<string, unknown>;
        const theirs = site as unknown as Record<string, unknown>;
        for (const field of FIELDS) {
          const [who, candidate] = change[field];
          if (who === 'mine') record[field] = differing(field, base[field], candidate);
          if (who === 'site') theirs[field] = differing(field, base[field], candidate);
        }
        const { merged, conflicts } = mergeThreeWay(pageKind, base, site, mine);
        expect(conflicts).toEqual([]);
        expect(fieldsToWrite(pageKind, base, site, merged)).toEqual(FIELDS.filter((field) => change[field][0] === 'mine'));
        for (const field of FIELDS) {
          const who = change[field][0];
          expect(merged[field], field).toEqual(who === 'site' ? site[field] : who === 'mine' ? mine[field] : base[field]);
        }
        expect(merged).not.toHaveProperty('absent');
      }),
      { numRuns: 300 },
    );
  });

  test('the same change made on both sides is no conflict and is not written; the rest as above', () => {
    fc.assert(
      fc.property(pageRecord, changes, fc.array(fc.constantFrom(...FIELDS), { maxLength: 4 }), (base, change, both) => {
        const mine: PageFields = { ...base };
        const site: PageFields = { ...base };
        const record = mine as unknown as Record<string, unknown>;
        const theirs = site as unknown as Record<string, unknown>;
        for (const field of FIELDS) {
          const [who, candidate] = change[field];
          const value = differing(field, base[field], candidate);
          if (both.includes(field)) record[field] = theirs[field] = value;
          else if (who === 'mine') record[field] = value;
          else if (who === 'site') theirs[field] = value;
        }
        const { merged, conflicts } = mergeThreeWay(pageKind, base, site, mine);
        expect(conflicts).toEqual([]);
        expect(fieldsToWrite(pageKind, base, site, merged)).toEqual(FIELDS.filter((field) => !both.includes(field) && change[field][0] === 'mine'));
      }),
      { numRuns: 200 },
    );
  });

  test('whatever the base or the site left out: never a site change there, never a conflict there', () => {
    const omitted = fc.subarray([...FIELDS]);
    fc.assert(
      fc.property(pageRecord, pageRecord, pageRecord, omitted, omitted, fc.subarray([...FIELDS]), (baseRecord, siteValues, mineValues, leftByBase, leftBySite, mineChanges) => {
        const cut = (record: object, left: string[]) => Object.fromEntries(Object.entries(record).filter(([key]) => !left.includes(key)));
        const base = pageFieldsFrom(cut(baseRecord, leftByBase));
        // The site changed some fields (those where siteValues differ), and left some out.
        const site = pageFieldsFrom(cut({ ...baseRecord, ...siteValues }, leftBySite));
        const mine: PageFields = { ...base };
        for (const field of mineChanges) (mine as unknown as Record<string, unknown>)[field] = mineValues[field];
        const { merged, conflicts } = mergeThreeWay(pageKind, base, site, mine);
        const unknownSomewhere = (field: string) => !knows(base, field) || !knows(site, field);
        for (const change of conflicts) expect(unknownSomewhere(change.field), change.field).toBe(false);
        const written = fieldsToWrite(pageKind, base, site, merged);
        for (const field of FIELDS) {
          const mineChanged = fieldText(pageKind, field, mine[field]) !== fieldText(pageKind, field, base[field]);
          if (!mineChanged) {
            // Untouched by the owner: the site's value where it has one, never written.
            // As the owner reads it (groups are a set: [3, 4, 2] is [2, 3, 4]).
            expect(fieldText(pageKind, field, merged[field]), field).toBe(fieldText(pageKind, field, knows(site, field) ? site[field] : base[field]));
            expect(written).not.toContain(field);
          } else if (unknownSomewhere(field)) {
            expect(merged[field], field).toEqual(mine[field]);
            const siteHolds = knows(site, field) && fieldText(pageKind, field, site[field]) === fieldText(pageKind, field, mine[field]);
            expect(written.includes(field), field).toBe(!siteHolds);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
