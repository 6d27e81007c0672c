// The shared reading of stored records: a record without a version is version 1, each step runs
// once and in order up to the current shape, and what cannot be read is undefined, never thrown.
import { describe, expect, test } from 'vitest';
import { fromStored, storedShape, toStored, type Migration } from '@/src/storage/versioned';
import { z } from '@/src/validation/z';

interface Contact {
  first: string;
  last: string;
  email: string;
  phone?: string;
}

/** Version 1: { name }; version 2: { first, last }; version 3 (current): adds email. */
function contactShape(steps: string[] = []) {
  const migrations: Migration[] = [
    (v1) => {
      steps.push('1→2');
      const [first = '', ...rest] = (v1 as { name: string }).name.split(' ');
      return { first, last: rest.join(' ') };
    },
    (v2) => {
      steps.push('2→3');
      return { ...(v2 as object), email: '' };
    },
  ];
  return storedShape<Contact>({
    version: 3,
    migrations,
    schema: z.object({ first: z.string(), last: z.string(), email: z.string(), phone: z.catch(z.optional(z.string()), undefined) }),
  });
}

describe('reading through the migration steps', () => {
  test('a record without a version is version 1 and takes every step, in order', () => {
    const steps: string[] = [];
    expect(fromStored(contactShape(steps), { name: 'Ann Lee Smith' })).toEqual({ first: 'Ann', last: 'Lee Smith', email: '' });
    expect(steps).toEqual(['1→2', '2→3']);
  });

  test('a record of a middle version takes only the steps after it', () => {
    const steps: string[] = [];
    expect(fromStored(contactShape(steps), { v: 2, data: { first: 'Ann', last: 'Lee' } })).toEqual({ first: 'Ann', last: 'Lee', email: '' });
    expect(steps).toEqual(['2→3']);
  });

  test('a record of the current version takes no step', () => {
    const steps: string[] = [];
    const current = { first: 'Ann', last: 'Lee', email: 'ann@example.com' };
    expect(fromStored(contactShape(steps), { v: 3, data: current })).toEqual(current);
    expect(steps).toEqual([]);
  });

  test('an object that merely has a `v` field among others is a version 1 record', () => {
    expect(fromStored(contactShape(), { v: 3, name: 'Ann Lee' })).toEqual({ first: 'Ann', last: 'Lee', email: '' });
  });

  test('what is written carries the current version', () => {
    const shape = contactShape();
    const contact = { first: 'Ann', last: 'Lee', email: 'ann@example.com' };
    expect(toStored(shape, contact)).toEqual({ v: 3, data: contact });
    expect(fromStored(shape, toStored(shape, contact))).toEqual(contact);
  });

  test('an optional field that cannot be read is dropped, the record still opens', () => {
    expect(fromStored(contactShape(), { v: 3, data: { first: 'Ann', last: 'Lee', email: '', phone: 42 } })).toEqual({ first: 'Ann', last: 'Lee', email: '' });
  });
});

describe('what cannot be read is undefined, not an error', () => {
  test('nothing stored reads as nothing, without a step', () => {
    const steps: string[] = [];
    expect(fromStored(contactShape(steps), undefined)).toBeUndefined();
    expect(steps).toEqual([]);
  });

  test('a record of a newer shape than this code knows', () => {
    const steps: string[] = [];
    expect(fromStored(contactShape(steps), { v: 4, data: { first: 'Ann', last: 'Lee', email: '' } })).toBeUndefined();
    expect(steps).toEqual([]);
  });

  test.each([0, -1, 1.5, '2', null])('a version that is not a whole number from 1 up (%s)', (v) => {
    expect(fromStored(contactShape(), { v, data: { first: 'Ann', last: 'Lee', email: '' } })).toBeUndefined();
  });

  test('a step that throws on damaged data', () => {
    expect(() => fromStored(contactShape(), { name: 7 })).not.toThrow();
    expect(fromStored(contactShape(), { name: 7 })).toBeUndefined();
  });

  test('data that does not fit the current shape after the steps', () => {
    expect(fromStored(contactShape(), { v: 3, data: { first: 'Ann', last: 'Lee' } })).toBeUndefined();
    expect(fromStored(contactShape(), 'Ann Lee')).toBeUndefined();
  });
});

describe('defining a shape', () => {
  test.each([
    ['too few steps', 3, 1],
    ['too many steps', 2, 2],
    ['no version 0', 0, 0],
  ])('refuses %s', (_name, version, steps) => {
    const migrations = Array.from({ length: steps }, () => (older: unknown) => older);
    expect(() => storedShape({ version, migrations, schema: z.unknown() })).toThrow();
  });

  test('accepts one step per version after the first', () => {
    expect(storedShape({ version: 1, migrations: [], schema: z.unknown() }).version).toBe(1);
    expect(contactShape().version).toBe(3);
  });
});
