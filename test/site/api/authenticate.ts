// Who is calling. An `Authorization: Bearer` header is the current scheme; without one, a request
// carrying any oauth_* parameter is a signed request of the older key-set scheme; anything else
// has no credentials. Returns the limiter key: the token's or the key set's id.
import { ApiError } from '../core/errors.ts';
import type { LoggedRequest } from '../core/request-log.ts';
import { isOAuthName, requestParameters, verifySignedRequest } from '../core/signed-request.ts';
import type { SiteState } from '../data/store.ts';

export function hasBearer(req: Request): boolean {
  return /^Bearer\b/i.test(req.headers.get('authorization') ?? '');
}

/** Sets the log entry's `auth` to the scheme taken, then verifies the credentials. */
export async function authenticate(req: Request, state: SiteState, entry: LoggedRequest): Promise<string> {
  if (hasBearer(req)) {
    entry.auth = 'bearer';
    return bearerToken(req, state);
  }
  const pairs = await requestParameters(req);
  if (!pairs.some(([name]) => isOAuthName(name))) {
    throw new ApiError('INVALID_API_KEY', 'The API key is not found or incorrect: send the header "Authorization: Bearer <token>"');
  }
  entry.auth = 'signed';
  return verifySignedRequest(req.method, req.url, pairs, state.keySets).id;
}

async function bearerToken(req: Request, state: SiteState): Promise<string> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.get('authorization') ?? '');
  if (!match?.[1]) {
    throw new ApiError('INVALID_API_KEY', 'The API key is not found or incorrect: send the header "Authorization: Bearer <token>"');
  }
  const check = await state.tokens.check(match[1]);
  if (check.ok) return check.record.id;
  if (check.reason === 'inactive') {
    throw new ApiError('API_KEY_INACTIVE', 'The API key exists but is disabled and cannot execute requests; enable it in the control panel (uAPI section)');
  }
  throw new ApiError('INVALID_API_KEY', check.reason === 'expired' ? 'The API key has expired' : 'The API key is not found or incorrect');
}

/** A signed request's oauth_* parameters are credentials: handlers and the log never see them. */
export function withoutOAuth<T extends Record<string, unknown>>(input: T): T {
  return Object.fromEntries(Object.entries(input).filter(([name]) => !isOAuthName(name))) as T;
}
