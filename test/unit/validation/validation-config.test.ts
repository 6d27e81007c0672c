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
