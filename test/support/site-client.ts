// An in-process reference site and the extension's own API client pointed at it (no network):
// `call` checks the parameters first as the extension does, `send` skips that check so the
// site's own rules answer.
import type { ApiTarget, TransportOptions } from '../../src/api/transport.ts';
import { checkParams, sendRequest } from '../../src/api/transport.ts';
import { siteControl } from '../site/control.ts';
import { createSite, type SiteOptions } from '../site/server.ts';
import { endpointNamed, type EndpointName } from './spec-endpoints.ts';

export const API_BASE = 'http://127.0.0.1/uapi';
type Params = Record<string, unknown>;
/** The client keeps results whole (unknown keys included), so tests read them loosely. */
type Answer = any;

export function siteClient(options: SiteOptions = {}) {
  const site = createSite(options);
  const transport: TransportOptions = { fetch: async (input, init) => site.app.request(input as string, init) };
  const withToken: ApiTarget = { apiBase: API_BASE, token: site.token };
  const call = async (name: EndpointName, params: Params = {}, target: ApiTarget = withToken): Promise<Answer> =>
    sendRequest(target, endpointNamed(name), checkParams(endpointNamed(name), params), transport);
  const send = async (name: EndpointName, params: Params = {}, token = site.token): Promise<Answer> =>
    sendRequest({ apiBase: API_BASE, token }, endpointNamed(name), params, transport);
  return { ...site, control: siteControl(site.app), transport, call, send };
}
