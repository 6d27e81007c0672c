// An in-process reference site and the panel's way to it: named operations mapped by the
// background's own table and sent by the real API client, with the site's control hooks beside.
import type { Endpoint } from '../../src/api/endpoint.ts';
import { endpoints, type EndpointName } from '../../src/api/endpoints.ts';
import { checkParams, sendRequest } from '../../src/api/transport.ts';
import type { RunOperation } from '../../src/messages/operations.ts';
import { siteControl, type SiteControl } from '../site/control.ts';
import { createSite } from '../site/server.ts';
import { throughOperations } from './through-operations.ts';

export function siteWithOperations(): { control: SiteControl; api: RunOperation } {
  const site = createSite();
  const control = siteControl(site.app);
  const api = throughOperations(async (name: EndpointName, params) => {
    const endpoint = endpoints[name] as Endpoint;
    return sendRequest({ apiBase: 'http://127.0.0.1/uapi', token: site.token }, endpoint, checkParams(endpoint, params), {
      fetch: async (input, init) => site.app.request(input as string, init),
    });
  });
  return { control, api };
}
