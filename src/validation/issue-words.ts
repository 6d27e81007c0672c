// What a refused value was refused for, in a few English words ("expected string", "at most 255
// characters"): named in a request refused before it was sent. Worded here rather than by zod's
// locale, whose dictionary of formats the service worker's 30 KB budget cannot carry.
import type { $ZodRawIssue } from 'zod/v4/core';

const UNITS: Record<string, string> = { string: 'characters', array: 'items', set: 'items', file: 'bytes', map: 'entries' };

/** "3 characters", "1 item": a bound with its unit, where the value has one. */
function bound(limit: unknown, origin: unknown): string {
  const unit = typeof origin === 'string' ? UNITS[origin] ?? '' : '';
  return `${String(limit)} ${Number(limit) === 1 ? unit.replace(/s$/, '') : unit}`.trim();
}

export function issueInWords(issue: $ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}`;
    case 'too_big':
      return `at most ${bound(issue.maximum, issue.origin)}`;
    case 'too_small':
      return `at least ${bound(issue.minimum, issue.origin)}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
    case 'unrecognized_keys':
      return `unknown ${issue.keys.length === 1 ? 'key' : 'keys'} ${issue.keys.join(', ')}`;
    case 'invalid_format':
      return `not a valid ${issue.format === 'regex' ? 'value' : issue.format}`;
    case 'not_multiple_of':
      return `expected a multiple of ${String(issue.divisor)}`;
    default:
      return 'not valid here';
  }
}
