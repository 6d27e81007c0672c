// Saving the design writes exactly what the owner changed: the real editor code (kinds, save
// flow) and the real API client against the reference site, the site's state and request log
// read through its control hooks. Property tests over edits of a mail form, a poll and templates.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { POWERED_BY } from '../../src/api/limits';
import { saveDraftToSite } from '../../src/drafts/save-flow';
import { mailFormKind, type MailFormFields } from '../../src/kinds/mailform/model';
import type { MailField, MailFieldType } from '../../src/kinds/mailform/mail-fields';
import { pollKind } from '../../src/kinds/poll/model';
import { templateKind } from '../../src/kinds/template/model';
import { siteWithOperations } from '../support/site-operations.ts';
import type { LoggedRequest } from '../site/control.ts';

const RUNS = 60;


const { control, api } = siteWithOperations();

interface Call {
  call: string;
  keys: string[];
}

const callOf = (entry: LoggedRequest): Call => ({ call: `${entry.method} ${entry.path}`, keys: [...entry.bodyKeys].sort() });

// ---------------------------------------------------------------------------------------------
// Mail form 1 as seeded: five fields, ids 1-5.

const FORM = 1;
const text = fc.string({ minLength: 1, maxLength: 30 }).filter((value) => value.trim() === value && value !== '');
const label = fc.oneof(text, fc.constantFrom('Телефон', 'Город', 'Комментарий', 'Имя'));
const option = fc.string({ minLength: 1, maxLength: 12 }).filter((value) => value.trim() !== '' && !value.includes('|'));
const options = fc.array(fc.oneof(option, fc.constantFrom('Да', 'Нет', 'Утром')), { minLength: 1, maxLength: 4 }).map((list) => list.join('|'));
const fieldType = fc.constantFrom<MailFieldType>(1, 2, 3, 4, 5, 6, 7, 8);
const email = fc.tuple(fc.stringMatching(/^[a-z0-9]{1,8}$/), fc.stringMatching(/^[a-z]{1,8}$/), fc.constantFrom('ru', 'com')).map(([user, host, zone]) => `${user}@${host}.${zone}`);

const hasOptions = (field: { type: number; values: string }) => (field.type !== 4 && field.type !== 5) || field.values.split('|').some((value) => value.trim());

/** A field as the owner leaves it: a radio group or a select always with an option to pick. */
const fieldEdit = fc.record({
  change: fc.record({ name: label, type: fieldType, required: fc.constantFrom<0 | 1>(0, 1), values: options }, { requiredKeys: [] }),
  fallback: options,
});
const newField = fc.record({ name: label, type: fieldType, required: fc.constantFrom<0 | 1>(0, 1), values: options });

const mailEdits = fc.record({
  settings: fc.record(
    {
      name: fc.string({ minLength: 1, maxLength: 73 }).filter((value) => value.trim() !== ''),
      emails: fc.array(email, { maxLength: 3 }).map((list) => list.join(', ')),
      rez: fc.oneof(text, fc.constant(''), fc.constant('Спасибо!\nМы ответим.')),
      tmpl: fc.oneof(text, fc.constant('<p>$FIELD_1$</p>\n<p>$FIELD_3$</p>')),
    },
    { requiredKeys: [] },
  ),
  // Per seeded field: left out (removed), or kept with some of its values changed.
  kept: fc.array(fc.option(fieldEdit, { freq: 3, nil: null }), { minLength: 5, maxLength: 5 }),
  added: fc.array(newField, { maxLength: 3 }),
  // Sort keys for the final order, one per place; no shuffle keeps the owner's list as built.
  shuffle: fc.option(fc.array(fc.nat({ max: 1000 }), { minLength: 8, maxLength: 8 }), { nil: null }),
});

type MailEdit = typeof mailEdits extends fc.Arbitrary<infer T> ? T : never;

function applyMailEdit(base: MailFormFields, edit: MailEdit): MailFormFields {
  const kept = base.fields.flatMap((field, at): MailField[] => {
    const choice = edit.kept[at];
    if (choice === null || choice === undefined) return [];
    const changed = { ...field, ...choice.change };
    return [hasOptions(changed) ? changed : { ...changed, values: choice.fallback }];
  });
  const added = edit.added.map((field): MailField => ({ ...field, id: null, values: field.type === 4 || field.type === 5 ? field.values : '' }));
  let fields = [...kept, ...added];
  const keys = edit.shuffle;
  if (keys) fields = fields.map((field, at) => ({ field, key: keys[at] as number, at })).sort((a, b) => a.key - b.key || a.at - b.at).map((item) => item.field);
  return { ...base, ...edit.settings, fields };
}

const content = (fields: readonly MailField[]) => fields.map(({ name, type, required, values }) => ({ name, type, required, values }));
const sameContent = (a: readonly MailField[], b: readonly MailField[]) => JSON.stringify(content(a)) === JSON.stringify(content(b));

/** Adjacent swaps that sort `from` into `to`: the pairs out of order. */
function inversions<T>(from: readonly T[], to: readonly T[]): number {
  const place = from.map((item) => to.indexOf(item));
  let count = 0;
  for (let i = 0; i < place.length; i += 1) for (let j = i + 1; j < place.length; j += 1) if ((place[i] as number) > (place[j] as number)) count += 1;
  return count;
}

/** The writes a save of `mine` over `base` needs, in the order the kind sends them; moves apart. */
function plannedMailWrites(base: MailFormFields, mine: MailFormFields): { calls: Call[]; moves: number } {
  const settings = (['emails', 'name', 'rez'] as const).filter((key) => mine[key] !== base[key]);
  const calls: Call[] = [];
  if (settings.length) calls.push({ call: `PUT /mail/${FORM}`, keys: [...settings] });
  if (mine.tmpl !== base.tmpl) calls.push({ call: `POST /mail/${FORM}/template`, keys: ['tmpl'] });
  if (sameContent(base.fields, mine.fields)) return { calls, moves: 0 };
  const keptIds = new Set(mine.fields.map((field) => field.id));
  for (const field of base.fields) if (!keptIds.has(field.id)) calls.push({ call: `DELETE /mail/${FORM}/fields/${field.id}`, keys: [] });
  for (const field of base.fields) {
    const mineField = mine.fields.find((item) => item.id === field.id);
    const changed = mineField ? (['name', 'required', 'type', 'values'] as const).filter((key) => mineField[key] !== field[key]) : [];
    if (changed.length) calls.push({ call: `PUT /mail/${FORM}/fields/${field.id}`, keys: [...changed] });
  }
  for (const field of mine.fields) if (field.id === null) calls.push({ call: `POST /mail/${FORM}/fields`, keys: ['name', 'required', 'type', 'values'] });
  // New fields land at the end in the order made; then each pair out of order costs one move.
  const held = [...base.fields.flatMap((field) => mine.fields.filter((item) => item.id === field.id)), ...mine.fields.filter((field) => field.id === null)];
  return { calls, moves: inversions(held, mine.fields) };
}

const plannedCount = (plan: { calls: Call[]; moves: number }) => plan.calls.length + plan.moves;

async function siteForm(): Promise<MailFormFields> {
  const form = (await control.state()).mailForms.find((item) => item.id === FORM)!;
  return { name: form.name, emails: form.emails, rez: form.rez, tmpl: form.tmpl, fields: form.fields.map(({ id, name, type, required, values }) => ({ id, name, type: type as MailFieldType, required, values })) };
}

const MOVE = new RegExp(`^PUT /mail/${FORM}/fields/\\d+/move$`);

/** The site holds the owner's form: every value, the fields in the owner's order, kept ones under their ids
 * (a new field may take the id of one just removed: the site numbers from its highest). */
function expectFormHolds(form: MailFormFields, mine: MailFormFields, base: MailFormFields) {
  const { fields: _fields, ...settings } = form;
  const { fields: _mine, absent: _absent, ...wanted } = mine;
  expect(settings).toEqual(wanted);
  if (sameContent(base.fields, mine.fields)) {
    expect(form.fields).toEqual(base.fields);
    return;
  }
  expect(content(form.fields)).toEqual(content(mine.fields));
  mine.fields.forEach((field, at) => {
    if (field.id !== null) expect(form.fields[at]!.id, `field ${at + 1} keeps its id`).toBe(field.id);
  });
  expect(new Set(form.fields.map((field) => field.id)).size).toBe(form.fields.length);
}

describe('mail form: a save writes exactly what the owner changed', () => {
  test('settings, email template and fields (removed, changed, added, moved), each in the fewest calls', async () => {
    await fc.assert(
      fc.asyncProperty(mailEdits, async (edit) => {
        await control.reset();
        const base = await mailFormKind.load(api, FORM);
        const mine = applyMailEdit(base, edit);
        const plan = plannedMailWrites(base, mine);
        const mark = await control.mark();

        const outcome = await saveDraftToSite(mailFormKind, api, { id: FORM, fields: mine, base });

        const log = (await control.log(mark)).map(callOf);
        if (!plannedCount(plan)) {
          expect(outcome.status).toBe('unchanged');
          expect(log).toEqual([]);
          return;
        }
        expect(outcome.status).toBe('saved');
        expectFormHolds(await siteForm(), mine, base);
        // One GET checks the site's copy; then the planned writes, then the moves.
        expect(log[0]).toEqual({ call: `GET /mail/${FORM}`, keys: [] });
        expect(log.slice(1, 1 + plan.calls.length)).toEqual(plan.calls);
        const moves = log.slice(1 + plan.calls.length);
        expect(moves).toHaveLength(plan.moves);
        for (const move of moves) {
          expect(move.call).toMatch(MOVE);
          expect(move.keys).toEqual(['direction']);
        }
      }),
      { numRuns: RUNS },
    );
  });

  test('an edit that changes nothing sends nothing after the load', async () => {
    await control.reset();
    const base = await mailFormKind.load(api, FORM);
    const mine = { ...base, name: `${base.name}`, fields: base.fields.map((field) => ({ ...field })) };
    const mark = await control.mark();
    expect((await saveDraftToSite(mailFormKind, api, { id: FORM, fields: mine, base })).status).toBe('unchanged');
    expect(await control.log(mark)).toEqual([]);
  });

  test('a save cut midway through the fields says what the site holds, and the next one writes only the rest', async () => {
    await fc.assert(
      fc.asyncProperty(mailEdits, fc.nat(), fc.constantFrom('status5xx', 'drop') as fc.Arbitrary<'status5xx' | 'drop'>, async (edit, pick, fault) => {
        await control.reset();
        const base = await mailFormKind.load(api, FORM);
        const mine = applyMailEdit(base, edit);
        const plan = plannedMailWrites(base, mine);
        const total = plannedCount(plan);
        const settingWrites = plan.calls.filter((call) => !call.call.includes('/fields')).length;
        // A field write fails, after at least one write went through.
        const first = Math.max(1, settingWrites);
        fc.pre(total > first);
        const failing = first + (pick % (total - first));
        // The save's GET and the writes before the failing one pass untouched (a delay of 0).
        await control.injectFault({ kind: 'delay', ms: 0, count: 1 + failing });
        await control.injectFault(fault === 'drop' ? { kind: 'drop' } : { kind: 'status5xx', status: 502 });

        const cut = await saveDraftToSite(mailFormKind, api, { id: FORM, fields: mine, base });

        expect(cut.status).toBe('partial');
        if (cut.status !== 'partial') return;
        const { absent: _absent, ...onSite } = cut.onSite;
        expect(onSite).toEqual(await siteForm());

        const mark = await control.mark();
        const done = await saveDraftToSite(mailFormKind, api, { id: FORM, fields: cut.fields, base: cut.onSite });
        expect(done.status).toBe('saved');
        expectFormHolds(await siteForm(), mine, base);
        // What went through stays: together both saves make no more writes than one whole save.
        const writes = (await control.log(mark)).filter((entry) => entry.method !== 'GET');
        expect(failing + writes.length).toBe(total);
      }),
      { numRuns: RUNS },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Poll 1 as seeded.

const answer = fc.oneof(text, fc.constantFrom('Отлично', 'Нормально', 'Было лучше', 'Так себе'));
const pollEdits = fc.record(
  {
    question: fc.oneof(text, fc.constantFrom('Как вам новый сайт?', 'Что улучшить?')),
    answers: fc.array(answer, { minLength: 2, maxLength: 6 }),
  },
  { requiredKeys: [] },
);

describe('poll: a save sends the question or the answers, whichever changed', () => {
  test('random question and answers', async () => {
    await fc.assert(
      fc.asyncProperty(pollEdits, async (edit) => {
        await control.reset();
        const base = await pollKind.load(api, 1);
        const mine = { ...base, ...edit };
        const changed = [
          ...(mine.answers.join('\n') !== base.answers.join('\n') ? ['answers'] : []),
          ...(mine.question !== base.question ? ['question'] : []),
        ];
        const mark = await control.mark();

        const outcome = await saveDraftToSite(pollKind, api, { id: 1, fields: mine, base });

        const log = (await control.log(mark)).map(callOf);
        const poll = (await control.state()).polls.find((item) => item.id === 1)!;
        expect({ question: poll.question, answers: poll.answers.map((item) => item.text) }).toEqual({ question: mine.question, answers: mine.answers });
        if (!changed.length) {
          expect(outcome.status).toBe('unchanged');
          expect(log).toEqual([]);
          return;
        }
        expect(outcome.status).toBe('saved');
        expect(log).toEqual([
          { call: 'GET /polls', keys: [] },
          { call: 'PUT /polls/1', keys: changed },
        ]);
      }),
      { numRuns: RUNS },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Templates: a global block, the shared page template and the CSS.

const snippet = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom('', '\n', '<p>Новый абзац</p>', '$SITE_NAME$', 'a { color: #c00; }', '<!-- x -->', '$GLOBAL_AHEADER$'),
);
/** Replaces a short slice of the text at a relative place with a snippet. */
const textEdit = fc.record({ at: fc.double({ min: 0, max: 1, noNaN: true }), cut: fc.nat({ max: 20 }), put: snippet });

function applyTextEdit(base: string, edit: { at: number; cut: number; put: string }): string {
  const at = Math.floor(edit.at * base.length);
  return base.slice(0, at) + edit.put + base.slice(at + edit.cut);
}

async function siteTemplate(path: string): Promise<string | undefined> {
  const state = await control.state();
  return path.startsWith('1/') ? state.gblocks.find((block) => block.id === path.slice(2))?.pda : state.templates[path];
}

describe.each(['1/BFOOTER', '2/0', '3/3'])('template %s: a save is one GET and one PUT of the content', (path) => {
  const kind = templateKind(path);
  const [module, template] = path.split('/') as [string, string];

  test('a random edit of its text', async () => {
    await fc.assert(
      fc.asyncProperty(textEdit, async (edit) => {
        await control.reset();
        const base = await kind.load(api, path);
        const content = applyTextEdit(base.content, edit);
        // The page template keeps the platform's mark (its refusal is the next test).
        fc.pre(path !== '2/0' || content.includes(POWERED_BY));
        fc.pre(content.trim() !== '');
        const mark = await control.mark();

        const outcome = await saveDraftToSite(kind, api, { id: path, fields: { ...base, content }, base });

        const log = (await control.log(mark)).map(callOf);
        expect(await siteTemplate(path)).toBe(content);
        if (content === base.content) {
          expect(outcome.status).toBe('unchanged');
          expect(log).toEqual([]);
          return;
        }
        expect(outcome.status).toBe('saved');
        expect(log).toEqual([
          { call: `GET /templates/${module}/${template}`, keys: [] },
          { call: `PUT /templates/${module}/${template}`, keys: ['content'] },
        ]);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('template 2/0 without $POWERED_BY$', () => {
  test('is refused before anything is sent', async () => {
    const kind = templateKind('2/0');
    await fc.assert(
      fc.asyncProperty(textEdit, async (edit) => {
        await control.reset();
        const base = await kind.load(api, '2/0');
        const content = applyTextEdit(base.content.replaceAll(POWERED_BY, ''), edit);
        fc.pre(!content.includes(POWERED_BY));
        const mark = await control.mark();

        const outcome = await saveDraftToSite(kind, api, { id: '2/0', fields: { ...base, content }, base });

        expect(outcome.status).toBe('invalid');
        expect(await control.log(mark)).toEqual([]);
        expect(await siteTemplate('2/0')).toBe(base.content);
      }),
      { numRuns: RUNS },
    );
  });
});
