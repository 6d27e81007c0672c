// What every /uapi request goes through before its handler: the log, injected faults, the
// credentials (authenticate.ts), the hourly limit, the module's API switch and the parameters.
import type { Context, Next } from 'hono';
import { incomingOf } from '../core/connection.ts';
import { ApiError } from '../core/errors.ts';
import { parseQuery, readBody, type Input } from '../core/params.ts';
import { isApiModule, type SiteState } from '../data/store.ts';
import { authenticate, hasBearer, withoutOAuth } from './authenticate.ts';
import { applyFault, cutAnswer, DroppedConnection } from './fault-responses.ts';
import { failure, type ApiEnv } from './respond.ts';

export type PipelineEnv = ApiEnv & {
  Variables: ApiEnv['Variables'] & { query: Input; body: Input };
};

export function apiPath(url: URL): string {
  return url.pathname.replace(/^\/uapi/, '') || '/';
}

export function pipeline(state: SiteState) {
  return async (c: Context<PipelineEnv>, next: Next): Promise<Response | void> => {
    const url = new URL(c.req.url);
    // Without a bearer header, oauth_* parameters can only be the signed scheme's credentials.
    const bearer = hasBearer(c.req.raw);
    const query = bearer ? safeQuery(url.search) : withoutOAuth(safeQuery(url.search));
    // The fault is known as the request is logged: a test waiting for a held request sees it.
    const fault = state.faults.take(c.req.method);
    const entry = state.log.begin({ time: state.clock.now(), method: c.req.method, path: apiPath(url), query, fault: fault?.kind ?? null });
    const finish = (response: Response, code: string | null) => (state.log.end(entry, response.status, code), response);
    c.set('errorCode', null);
    // `lost`: the request is handled and logged as usual, then the answer is cut off.
    const lost = fault?.kind === 'lost';
    const deliver = (response: Response) => {
      if (!lost) return response;
      // Set, not returned: after next() the context's response is the one that is sent. Cleared
      // first, or Hono would carry the handler's headers (its Content-Length) over to the cut answer.
      c.res = undefined as unknown as Response;
      c.res = cutAnswer(incomingOf(c));
      return c.res;
    };
    try {
      if (fault) {
        const replaced = await applyFault(fault, incomingOf(c));
        if (replaced) return finish(replaced, fault.kind === 'limit' ? 'REQUESTS_LIMIT' : null);
      }
      entry.tokenId = await authenticate(c.req.raw, state, entry);
      checkLimit(state, entry.tokenId);
      checkModuleSwitch(state, entry.path);
      const read = c.req.method === 'POST' || c.req.method === 'PUT' ? await readBody(c.req.raw) : {};
      const body = bearer ? read : withoutOAuth(read);
      entry.bodyKeys = Object.keys(body);
      c.set('query', query);
      c.set('body', body);
      await next();
      return deliver(finish(c.res, c.get('errorCode')));
    } catch (err) {
      if (err instanceof DroppedConnection) throw err;
      const response = failure(c, err);
      return deliver(finish(response, c.get('errorCode')));
    }
  };
}

function safeQuery(search: string): Input {
  try {
    return parseQuery(search);
  } catch {
    return {};
  }
}

function checkLimit(state: SiteState, tokenId: string): void {
  const decision = state.limiter.take(tokenId);
  if (decision.ok) return;
  const until = decision.blockedUntil ?? state.clock.now();
  const error = new ApiError(
    'REQUESTS_LIMIT',
    `The hourly limit of ${decision.limit} requests for this token is reached; the token is blocked until ${new Date(until).toISOString()}`,
  );
  error.retryAfterS = Math.max(1, Math.ceil((until - state.clock.now()) / 1000));
  throw error;
}

const MODULE_TITLES: Record<string, string> = { users: 'Users', gb: 'Guest book', mchat: 'Mini-chat', dir: 'Site directory', load: 'File catalog', stuff: 'Online games', publ: 'Publisher', board: 'Ad board' };

function checkModuleSwitch(state: SiteState, path: string): void {
  const segment = path.split('/')[1] ?? '';
  // The spec's /user and the older /users (platform-notes §6) both follow the `users` switch.
  const name = segment === 'user' ? 'users' : segment;
  if (!isApiModule(name) || state.moduleOn(name)) return;
  const title = MODULE_TITLES[name] ?? name.charAt(0).toUpperCase() + name.slice(1);
  throw new ApiError(
    'API_ACCESS_DENY',
    `API access is disabled for the module "${name}". Enable it in the module settings of the site control panel (Control Panel → ${title} → Module settings → API access)`,
  );
}
