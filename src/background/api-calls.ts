// Every API call of the extension goes through here: the token is read from the vault, the
// request is counted against the token's hourly quota before it is sent, and a REQUESTS_LIMIT
// answer blocks the token locally too.
import type { Endpoint } from '../api/endpoint';
import { ApiError } from '../api/errors';
import { checkParams, sendRequest, type ApiTarget, type TransportOptions } from '../api/transport';
import type { QuotaLimiter } from '../quota/limiter';
import { tokenKey } from '../quota/limiter';

export interface CountedCaller {
  call(target: ApiTarget, endpoint: Endpoint, params: unknown): Promise<unknown>;
}

export function createCountedCaller(
  limiter: QuotaLimiter,
  transport: TransportOptions = {},
  timeoutMs: () => Promise<number | undefined> = async () => undefined,
): CountedCaller {
  return {
    async call(target, endpoint, params) {
      // A request the site would refuse anyway is refused here, uncounted.
      const checked = checkParams(endpoint, params);
      const key = await tokenKey(target.token);
      await limiter.reserve(key);
      try {
        const result = await sendRequest(target, endpoint, checked, { timeoutMs: await timeoutMs(), ...transport });
        await limiter.noteAccepted(key);
        return result;
      } catch (error) {
        if (error instanceof ApiError && error.code === 'REQUESTS_LIMIT') await limiter.noteLimitAnswer(key, error.details.retryAt);
        throw redactToken(error, target.token);
      }
    },
  };
}

/** The site's own message could echo what it was sent; a token never leaves in an error. */
function redactToken(error: unknown, token: string): unknown {
  if (!(error instanceof ApiError) || !error.details.platformMessage?.includes(token)) return error;
  return new ApiError({ ...error.details, platformMessage: error.details.platformMessage.split(token).join('[token]') });
}
