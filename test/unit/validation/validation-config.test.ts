// Every part that validates (background, side panel, options) imports zod from one module, which
// sets it up once: validators interpreted, as extension pages forbid compiling code at run time
// (and zod would otherwise try `new Function`, which the page's policy reports), and issues
// worded in English.
import { expect, test } from 'vitest';
import { z } from '@/src/validation/z';

test('zod never compiles validators, wherever it is imported', () => {
  expect(z.config().jitless).toBe(true);
});

test('a refused value is explained in English', () => {
  const result = z.strictObject({ name: z.string() }).safeParse({ name: 3 });
  expect(result.success).toBe(false);
  expect(result.error?.issues[0]?.message).toMatch(/expected string/i);
});

test('a refusal says what was wanted, in a few words', () => {
  const reasons = (schema: z.ZodMiniType, value: unknown) => schema.safeParse(value).error?.issues.map((issue) => issue.message);
  expect(reasons(z.string().check(z.maxLength(3)), 'four')).toEqual(['at most 3 characters']);
  expect(reasons(z.array(z.string()).check(z.minLength(1)), [])).toEqual(['at least 1 item']);
  expect(reasons(z.enum(['a', 'b']), 'c')).toEqual(['expected one of "a", "b"']);
  expect(reasons(z.strictObject({}), { x: 1, y: 2 })).toEqual(['unknown keys x, y']);
  expect(reasons(z.string().check(z.regex(/^\d+$/)), 'x')).toEqual(['not a valid value']);
});
