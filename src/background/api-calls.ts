// Every API call of the extension goes through here: the token is read from the vault, the
// request is counted against the token's hourly quota before it is sent, and a REQUESTS_LIMIT
// answer blocks the token locally too.
import type { Endpoint } from '../api/endpoint';
import { ApiError } from '../api/errors';
import { checkParams, sendRequest, type ApiTarget, type TransportOptions } from '../api/transport';
import type { QuotaLimiter } from '../quota/limiter';
import { quotaKey } from '../quota/limiter';

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
      // The settings are read while the request is counted: neither waits for the other.
      const timeout = timeoutMs();
      timeout.catch(() => {});
      const key = await quotaKey(target);
      await limiter.reserve(key);
      try {
        const result = await sendRequest(target, endpoint, checked, { timeoutMs: await timeout, ...transport });
        // The answer goes out now: the ledger takes the note in its queue, ahead of the next request
        // of this token, and a note lost with its write only leaves the request counted as sent.
        void limiter.noteAccepted(key).catch(() => {});
        return result;
      } catch (error) {
        if (error instanceof ApiError && error.code === 'REQUESTS_LIMIT') await limiter.noteLimitAnswer(key, error.details.retryAt);
        throw redactCredentials(error, [target.token, target.keys?.consumerKey, target.keys?.consumerSecret, target.keys?.tokenSecret]);
      }
    },
  };
}

/** The site's own message could echo what it was sent; no token or key leaves in an error. */
function redactCredentials(error: unknown, secrets: (string | undefined)[]): unknown {
  if (!(error instanceof ApiError) || !error.details.platformMessage) return error;
  let message = error.details.platformMessage;
  for (const secret of secrets) if (secret) message = message.split(secret).join('[token]');
  return message === error.details.platformMessage ? error : new ApiError({ ...error.details, platformMessage: message });
}
