// Where each top-level rule of a stylesheet begins in its text, in the order the browser numbers
// them (`cssRules`): the owner Alt+Shift+clicked an element, the page named the rules that style
// it by their index, and the CSS editor puts its cursor at the first. Comments and strings are
// skipped; a block (`{…}`, nested ones too) ends a rule, as a `;` ends an at-rule without one.

export function cssRuleStarts(css: string): number[] {
  const starts: number[] = [];
  let depth = 0;
  let start: number | null = null;
  for (let at = 0; at < css.length; at++) {
    const char = css[at]!;
    if (char === '/' && css[at + 1] === '*') {
      const end = css.indexOf('*/', at + 2);
      at = end < 0 ? css.length : end + 1;
      continue;
    }
    if (depth === 0 && start === null && !/\s/.test(char)) start = at;
    if (char === '"' || char === "'") {
      at = stringEnd(css, at);
      continue;
    }
    if (char === '{') depth++;
    else if (char === '}') {
      depth = Math.max(0, depth - 1);
      if (depth === 0 && start !== null) {
        starts.push(start);
        start = null;
      }
    } else if (char === ';' && depth === 0 && start !== null) {
      starts.push(start);
      start = null;
    }
  }
  return starts;
}

function stringEnd(css: string, from: number): number {
  const quote = css[from];
  for (let at = from + 1; at < css.length; at++) {
    if (css[at] === '\\') at++;
    else if (css[at] === quote || css[at] === '\n') return at;
  }
  return css.length;
}
