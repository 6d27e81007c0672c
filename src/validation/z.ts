// The one zod every part of Inplace imports: zod's functional API (zod/mini), the same
// validation core as its chained API, but a bundle carries only the checks it calls (the
// service worker's budget is 30 KB gzipped; the chained API alone is more than that).
import * as z from 'zod/mini';
import { issueInWords } from './issue-words';

// Issues read in a few English words (a refused request names its reasons).
// Extension pages forbid compiling code at run time: zod's validators stay interpreted, and zod
// does not try `new Function` to find out (the page's policy would report that attempt).
z.config({ localeError: issueInWords, jitless: true });

export { z };

/** A string of `min` to `max` characters. */
export const chars = (min: number, max: number) => z.string().check(...(min > 0 ? [z.minLength(min)] : []), z.maxLength(max));
