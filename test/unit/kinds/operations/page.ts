// The page kind's operations: one example of each, and the request it must become (held by
// test/unit/background/operations.test.ts, with every other kind's).
import { PAGE_TEMPLATE_MODULE } from '@/src/kinds/page/wire';
import type { OperationExample } from '../../../support/operation-examples';

export const EXAMPLES: OperationExample[] = [
  [{ op: 'page/open', id: 3 }, 'pages.get', { id: 3 }],
  [{ op: 'page/open-template', id: 3 }, 'templates.get', { module_id: PAGE_TEMPLATE_MODULE, template_id: 3 }],
  [{ op: 'page/save', id: 3, fields: { name: 'About' } }, 'pages.update', { page_id: 3, name: 'About' }],
  [{ op: 'page/save-template', id: 3, content: '<p>$POWERED_BY$</p>' }, 'templates.update', { module_id: PAGE_TEMPLATE_MODULE, template_id: 3, content: '<p>$POWERED_BY$</p>' }],
  [{ op: 'page/create', fields: { name: 'New', message: '<p>x</p>' } }, 'pages.create', { name: 'New', message: '<p>x</p>' }],
  [{ op: 'pages/list', page: 2, per_page: 100 }, 'pages.list', { page: 2, per_page: 100 }],
];
