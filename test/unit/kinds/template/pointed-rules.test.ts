// @vitest-environment happy-dom
// After Alt+Shift+click on what no rule styles: a rule of its own one click away, and the rules it
// inherits its look from.
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, expect, test } from 'vitest';
import { PointedRules, withRuleFor } from '@/src/kinds/template/editor/PointedRules';

const root = document.createElement('div');
document.body.append(root);
afterEach(() => act(() => render(null, root)));

test('a rule added at the end of the stylesheet, the cursor inside it', () => {
  const { css, cursor } = withRuleFor('body { margin: 0 }', '#content b');
  expect(css).toBe('body { margin: 0 }\n\n#content b {\n  \n}\n');
  expect(css.slice(0, cursor).endsWith('#content b {\n  ')).toBe(true);
  expect(withRuleFor('', 'h2').css).toBe('\nh2 {\n  \n}\n');
});

test('no rule: Add a rule for its selector, and the rules of what holds it, each one click away', () => {
  const added: string[] = [];
  const went: number[] = [];
  act(() => render(h(PointedRules, { rules: [], inherited: [{ index: 40, selector: '.eBlock' }], selector: '#content b', onGo: (i: number) => went.push(i), onAdd: (s: string) => added.push(s) }), root));
  const buttons = [...root.querySelectorAll('button')];
  expect(buttons.map((button) => button.textContent)).toEqual(['Add a rule for this: #content b', '.eBlock']);
  expect(root.textContent).toContain('Its text takes its look from:');
  act(() => buttons[0]!.click());
  act(() => buttons[1]!.click());
  expect([added, went]).toEqual([['#content b'], [40]]);
});
