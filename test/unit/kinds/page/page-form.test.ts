// @vitest-environment happy-dom
// Who may see a page: unticking Everyone with no group ticked says, before the save, that
// visitors will not see the page.
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterAll, afterEach, expect, test, vi } from 'vitest';
import { pageFieldsFrom, pageKind } from '@/src/kinds/page/model';
import { PageForm } from '@/src/kinds/page/editor/PageForm';
import { installIdleCallbacks } from '@/test/support/idle-callbacks';

const root = document.createElement('div');
document.body.append(root);
afterEach(() => render(null, root));
// The form holds the page's content editor, whose engine may come while a test runs and then
// asks for an idle moment (happy-dom has no requestIdleCallback).
const idle = installIdleCallbacks();
afterAll(() => idle.uninstall());

const groups = [{ id: 1, name: 'Users' }, { id: 3, name: 'Friends' }];
function show(access: { access_all: 0 | 1; access_group_ids: number[] }) {
  const fields = { ...pageFieldsFrom({ id: 4, name: 'Prices' }), ...access };
  act(() => render(h(PageForm, { fields, base: fields, errors: {}, update: () => {}, pages: [], groups, selfId: 4 }), root));
  return root.textContent ?? '';
}

test('no group ticked: visitors will not see the page, said where the groups are', () => {
  expect(show({ access_all: 0, access_group_ids: [] })).toContain('visitors will not see this page');
  expect(show({ access_all: 0, access_group_ids: [3] })).not.toContain('visitors will not see this page');
  expect(show({ access_all: 1, access_group_ids: [] })).not.toContain('visitors will not see this page');
});

test('a new page: the address follows the name as typed (typed before the tables came, too), until the owner types one of their own', async () => {
  let fields = { ...pageKind.empty() };
  const rerender = () => act(() => render(h(PageForm, { fields, base: null, errors: {}, update: (change) => ((fields = { ...fields, ...change }), rerender()), pages: [], groups, selfId: null }), root));
  const type = (id: string, value: string) => {
    const input = root.querySelector<HTMLInputElement>(`#${id}`)!;
    input.value = value;
    act(() => void input.dispatchEvent(new Event('input', { bubbles: true })));
  };
  rerender();
  // Typed at once: the transliteration is read when a new page opens, and the name gets its address as it comes.
  type('f-name', 'О нас');
  await vi.waitFor(() => expect(fields.ownurl).toBe('o-nas'));
  expect(root.textContent).toContain('the page will be at /o-nas');
  type('f-name', 'О нашей команде');
  expect(fields.ownurl).toBe('o-nashei-komande');
  type('f-ownurl', 'team');
  type('f-name', 'Команда');
  expect([fields.name, fields.ownurl]).toEqual(['Команда', 'team']);
  expect(root.textContent).not.toContain('the page will be at');
});
