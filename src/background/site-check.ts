// Checks a token with one cheap call, and says what state the site is in.
import { calledEndpoint } from '../api/called-endpoints';
import { ApiError } from '../api/errors';
import type { ApiTarget } from '../api/transport';
import { formatDateTime, t } from '../i18n';
import type { SiteCheck, SiteState } from '../vault/site-record';
import type { CountedCaller } from './api-calls';

const TOKEN_STATES: Record<string, SiteState> = {
  INVALID_API_KEY: 'token-invalid',
  API_KEY_INACTIVE: 'token-inactive',
  // An older key set the site does not accept.
  INVALID_CONSUMER_KEY: 'token-invalid',
  INVALID_SIGNATURE: 'token-invalid',
  INVALID_TOKEN: 'token-invalid',
  TOKEN_DELETED: 'token-invalid',
  INVALID_VERIFIER: 'token-invalid',
  REQUESTS_LIMIT: 'blocked',
  TOKEN_BLOCKED: 'blocked',
  QUOTA_EXHAUSTED: 'blocked',
};

export async function checkToken(
  caller: CountedCaller,
  target: ApiTarget & { tokenExpiresAt?: number },
  now = Date.now(),
): Promise<SiteCheck> {
  if (target.tokenExpiresAt !== undefined && target.tokenExpiresAt <= now) {
    return {
      at: now,
      state: 'token-expired',
      message: t('token_expired_on', formatDateTime(target.tokenExpiresAt)),
    };
  }
  try {
    await caller.call(target, calledEndpoint('pages.list'), { page: 1, per_page: 1 });
    return { at: now, state: 'working' };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const state = TOKEN_STATES[error.code];
    // Any other refusal (a module's API switched off, say) still proves the token is accepted.
    if (!state && error.details.source === 'platform') return { at: now, state: 'working' };
    return { at: now, state: state ?? 'unreachable', message: `${error.message} ${error.details.remedy}` };
  }
}
