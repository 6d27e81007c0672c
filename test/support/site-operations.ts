// An in-process reference site and the panel's way to it: named operations mapped by the
// background's own table and sent by the real API client, with the site's control hooks beside.
import type { RunOperation } from '../../src/messages/operations.ts';
import type { SiteControl } from '../site/control.ts';
import { siteClient } from './site-client.ts';
import { throughOperations } from './through-operations.ts';

export function siteWithOperations(): { control: SiteControl; api: RunOperation } {
  const site = siteClient();
  return { control: site.control, api: throughOperations((name, params) => site.call(name, params)) };
}
