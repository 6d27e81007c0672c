// A list the site gives out a page at a time is known by its operation taking paging; the lists
// read in one request are named, so a new kind's list is read whole without being named anywhere.
import { expect, test } from 'vitest';
import { operationSchema } from '@/src/messages/operations';
import { UNPAGED_LISTS } from '@/src/ui/panel-operations';

test('every list operation either takes paging or is one of the lists read in one request', () => {
  const lists = operationSchema.def.options.filter((option) => /\/(list|tree)$/.test(String(option.def.shape.op.def.values[0])));
  const paged = lists.filter((option) => 'per_page' in option.def.shape).map((option) => String(option.def.shape.op.def.values[0]));
  const unpaged = lists.filter((option) => !('per_page' in option.def.shape)).map((option) => String(option.def.shape.op.def.values[0]));
  expect(unpaged.sort()).toEqual([...UNPAGED_LISTS].sort());
  expect(paged).toEqual(expect.arrayContaining(['pages/list', 'entries/list', 'menus/list']));
});
