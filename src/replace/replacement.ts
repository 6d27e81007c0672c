// The text that takes a match's place: as typed, or a regular expression's replacement with its groups.

/**
 * The replacement for one match: as typed, or for a regular expression with `$1`…`$99`, `$<name>`,
 * `$&` (the whole match) and `$$` (a dollar) filled in, as String.prototype.replace does.
 */
export function replacementFor(replacement: string, match: RegExpExecArray, regex: boolean): string {
  if (!regex) return replacement;
  return replacement.replace(/\$(\$|&|<([^>]*)>|(\d{1,2}))/g, (whole, what: string, name: string | undefined, digits: string | undefined) => {
    if (what === '$') return '$';
    if (what === '&') return match[0];
    if (name !== undefined) return match.groups && name in match.groups ? match.groups[name] ?? '' : whole;
    // `$12` is group 12 where there is one, else group 1 and a "2".
    const number = Number(digits);
    if (number > 0 && number < match.length) return match[number] ?? '';
    const one = Number(digits!.slice(0, 1));
    return digits!.length === 2 && one > 0 && one < match.length ? (match[one] ?? '') + digits!.slice(1) : whole;
  });
}
