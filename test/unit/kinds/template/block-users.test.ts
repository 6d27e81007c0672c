// Before a global block is deleted, the templates that still show it: each template read once
// (not the block's own), its placeholder looked for in any case.
import { expect, test } from 'vitest';
import { templatesShowing } from '@/src/kinds/template/block-users';
import type { TreeModule } from '@/src/kinds/template/on-screen';
import { fakeApi } from '../../../support/fake-api';

const TREE: TreeModule[] = [
  { id: 1, name: 'blocks', title: 'Global blocks', items: [{ path: '1/PROMO', title: 'PROMO' }, { path: '1/BFOOTER', title: 'Footer' }] },
  { id: 2, name: 'pages', title: 'Pages', items: [{ path: '2/0', title: 'Site pages' }, { path: '2/5', title: 'Prices' }] },
  { id: 3, name: 'css', title: 'Design', items: [{ path: '3/3', title: 'CSS' }] },
];

test('each other template read once; those naming $GLOBAL_PROMO$ (any case) listed in the tree\'s order', async () => {
  const contents: Record<string, string> = {
    '1/BFOOTER': '<div>$global_promo$</div>', '2/0': '<body>$GLOBAL_BFOOTER$</body>', '2/5': '<p>$GLOBAL_PROMO$</p>', '3/3': 'body{}',
  };
  const { api, calls } = fakeApi({ 'templates.get': (params) => ({ content: contents[`${params!.module_id}/${params!.template_id}`] }) });
  const heard: string[] = [];
  const users = await templatesShowing(api, TREE, 'PROMO', (read, of) => heard.push(`${read}/${of}`));
  expect(users).toEqual([{ path: '1/BFOOTER', title: 'Footer' }, { path: '2/5', title: 'Prices' }]);
  expect(calls.map((call) => `${call.params!.module_id}/${call.params!.template_id}`).sort()).toEqual(['1/BFOOTER', '2/0', '2/5', '3/3']);
  expect(heard.at(-1)).toBe('4/4');
});
