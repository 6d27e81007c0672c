// Alt+Shift+click names the site CSS's rules by their index: each index is found in the text
// where the browser's own numbering puts it.
import { expect, test } from 'vitest';
import { cssRuleStarts } from '@/src/kinds/template/css-rule-starts';

const CSS = `@charset "utf-8";
/* the site's colours; a { in a comment } */
body { color: #222; background: url("a{b}.png"); }
@import url(print.css) print;
h2, .eTitle { font: 600 18px/1.2 "Open Sans", sans-serif; }
@media (max-width: 600px) {
  h2 { font-size: 16px; }
  .menu a { display: block; }
}
a[title='}'] { color: red }
`;

test('the rules start where the browser numbers them: at-rules, a block with blocks inside, braces in comments and strings', () => {
  const starts = cssRuleStarts(CSS);
  expect(starts.map((at) => CSS.slice(at, at + 10))).toEqual(['@charset "', 'body { col', '@import ur', 'h2, .eTitl', '@media (ma', "a[title='}"]);
});

test('an unfinished rule at the end is no rule yet; empty text has none', () => {
  expect(cssRuleStarts('a { color: red; } b { color:')).toHaveLength(1);
  expect(cssRuleStarts('  /* only a comment */ ')).toEqual([]);
});
