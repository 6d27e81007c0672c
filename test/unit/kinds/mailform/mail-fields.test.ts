// A mail form's fields are written as the spec allows: delete, update, create (appended at the
// end), and moves of one step. Whatever the owner did to the list, the calls planned turn the
// site's list into theirs, with no call that changes nothing.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { movesToOrder, planFieldChanges, type MailField } from '@/src/kinds/mailform/mail-fields';

/** The site's list after the calls, as the spec describes each. */
function applyCalls(site: MailField[], wanted: MailField[]): { fields: MailField[]; calls: number } {
  const plan = planFieldChanges(site, wanted);
  let fields = site.filter((field) => !plan.remove.includes(field.id as number));
  for (const { id, changes } of plan.update) fields = fields.map((field) => (field.id === id ? { ...field, ...changes } : field));
  let next = Math.max(0, ...site.map((field) => field.id as number)) + 1;
  const made = plan.create.map((values) => ({ ...values, id: next++ }));
  fields = [...fields, ...made];
  let fresh = 0;
  const order = wanted.map((field) => field.id ?? (made[fresh++]!.id as number));
  const moves = movesToOrder(fields.map((field) => field.id as number), order);
  for (const { id, direction } of moves) {
    const at = fields.findIndex((field) => field.id === id);
    const to = direction === 0 ? at - 1 : at + 1;
    [fields[at], fields[to]] = [fields[to]!, fields[at]!];
  }
  return { fields, calls: plan.remove.length + plan.update.length + plan.create.length + moves.length };
}

const values = fc.record({
  name: fc.constantFrom('Name', 'E-mail', 'Phone', 'Topic', 'Message'),
  type: fc.constantFrom(1, 2, 3, 4, 5, 6, 7, 8) as fc.Arbitrary<MailField['type']>,
  required: fc.constantFrom(0, 1) as fc.Arbitrary<0 | 1>,
  values: fc.constantFrom('', 'a|b', 'Morning|Evening'),
});

/** A site's list and what an owner made of it: some kept (maybe changed), some removed, some new, any order. */
const editedList = fc.array(values, { maxLength: 7 }).chain((list) => {
  const site: MailField[] = list.map((field, index) => ({ ...field, id: index + 1 }));
  return fc
    .tuple(
      fc.subarray(site),
      fc.array(values, { maxLength: 3 }),
      fc.array(fc.option(values, { nil: undefined }), { minLength: site.length, maxLength: site.length }),
    )
    .chain(([kept, added, changes]) => {
      const mine = [...kept.map((field) => ({ ...field, ...(changes[(field.id as number) - 1] ?? {}) })), ...added.map((field) => ({ ...field, id: null }))];
      return fc.shuffledSubarray(mine, { minLength: mine.length, maxLength: mine.length }).map((wanted) => ({ site, wanted }));
    });
});

describe('mail form fields, written one call at a time', () => {
  test('the calls planned turn the site list into the owner list', () => {
    fc.assert(
      fc.property(editedList, ({ site, wanted }) => {
        const { fields } = applyCalls(site, wanted);
        expect(fields.map(({ id: _id, ...rest }) => rest)).toEqual(wanted.map(({ id: _id, ...rest }) => rest));
        // The kept fields keep their ids: nothing is deleted and made again.
        const kept = wanted.filter((field) => field.id !== null).map((field) => field.id);
        expect(fields.map((field) => field.id).filter((id) => kept.includes(id))).toEqual(kept);
      }),
      { numRuns: 300 },
    );
  });

  test('nothing changed: no call at all', () => {
    fc.assert(
      fc.property(editedList, ({ site }) => {
        expect(applyCalls(site, site).calls).toBe(0);
      }),
      { numRuns: 100 },
    );
  });

  test('an update sends only what changed, a move is as many steps as places', () => {
    const site: MailField[] = [
      { id: 1, name: 'Name', type: 1, required: 1, values: '' },
      { id: 2, name: 'E-mail', type: 1, required: 1, values: '' },
      { id: 3, name: 'Topic', type: 5, required: 0, values: 'a|b' },
    ];
    const wanted: MailField[] = [site[2]!, site[0]!, { ...site[1]!, required: 0 }];
    expect(planFieldChanges(site, wanted)).toEqual({ remove: [], update: [{ id: 2, changes: { required: 0 } }], create: [] });
    expect(movesToOrder([1, 2, 3], [3, 1, 2])).toEqual([{ id: 3, direction: 0 }, { id: 3, direction: 0 }]);
    expect(movesToOrder([1, 2, 3], [2, 1, 3])).toEqual([{ id: 2, direction: 0 }]);
  });
});
