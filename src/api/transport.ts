// Sends one request to a site's /uapi with its token and reads the answer. It knows nothing of
// quotas or storage: the background wraps it (src/api/client.ts).
import { encodeRequest } from './encoding';
import type { Endpoint } from './endpoint';
import { readEnvelope } from './envelope';
import { ApiError, transportError } from './errors';
import { signRequest, type KeySet } from './oauth1';

export interface ApiTarget {
  apiBase: string;
  /** The bearer token, or the token of an older key set. */
  token: string;
  /** An older key set's other parts: then every request is signed instead of carrying a bearer token. */
  keys?: Omit<KeySet, 'token'>;
}

export interface TransportOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 20_000;
/**
 * The largest answer read, in characters: a list of a hundred long pages is a few megabytes, and
 * an answer past this would hold the background and the panel up, or bring them down.
 */
export const ANSWER_MAX_CHARS = 64 * 1024 * 1024;

/** Checks parameters against the endpoint's schema before anything is sent. */
export function checkParams(endpoint: Endpoint, params: unknown): Record<string, unknown> {
  const parsed = endpoint.params.safeParse(params ?? {});
  if (parsed.success) return parsed.data as Record<string, unknown>;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || '(request)'] ??= issue.message;
  throw transportError('INVALID_INPUT', {
    fields,
    message: `Not sent: ${Object.entries(fields).map(([name, why]) => `${name}: ${why}`).join('; ')}`,
  });
}

/** The body's text, or null when it is past ANSWER_MAX_CHARS (said so by its length, or read so). */
async function boundedText(response: Response): Promise<string | null> {
  // A character is up to 4 bytes in UTF-8: past this many bytes, it is past the limit in any text.
  if (Number(response.headers.get('content-length')) > ANSWER_MAX_CHARS * 4) {
    void response.body?.cancel().catch(() => {});
    return null;
  }
  const text = await response.text();
  return text.length > ANSWER_MAX_CHARS ? null : text;
}

export async function sendRequest<E extends Endpoint>(
  target: ApiTarget,
  endpoint: E,
  params: Record<string, unknown>,
  options: TransportOptions = {},
): Promise<unknown> {
  const encoded = encodeRequest(target.apiBase, endpoint, params);
  const request = target.keys ? await signRequest(encoded, { ...target.keys, token: target.token }) : encoded;
  const authorization: Record<string, string> = target.keys ? {} : { Authorization: `Bearer ${target.token}` };
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  let text: string | null;
  try {
    response = await doFetch(request.url, {
      method: request.method,
      headers: { ...authorization, Accept: 'application/json' },
      body: request.body,
      credentials: 'omit',
      redirect: 'error',
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
    text = await boundedText(response);
  } catch (error) {
    const name = (error as Error)?.name;
    throw transportError(name === 'TimeoutError' || name === 'AbortError' ? 'TIMEOUT' : 'OFFLINE');
  }
  if (text === null) throw transportError('TOO_LARGE', { status: response.status });
  let payload: unknown;
  try {
    // The area of the site it is in (`/pages/2`: pages) names what a platform refusal's number means.
    payload = readEnvelope({ status: response.status, contentType: response.headers.get('content-type') ?? '', text }, /^\/(\w+)/.exec(endpoint.path)?.[1]);
  } catch (error) {
    const retryAt = retryAfter(response.headers.get('retry-after'));
    if (error instanceof ApiError && error.code === 'REQUESTS_LIMIT' && retryAt) throw new ApiError({ ...error.details, retryAt });
    throw error;
  }
  return payload;
}

/** Retry-After in seconds or as an HTTP date, as a time (ms since epoch). */
export function retryAfter(header: string | null, now = Date.now()): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return now + Number(value) * 1000;
  // Otherwise only an HTTP date ("Sat, 21 Nov 2026 16:00:00 GMT") counts.
  if (!/^[A-Za-z]{3}, \d{1,2} [A-Za-z]{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/.test(value)) return undefined;
  const date = Date.parse(value);
  return Number.isFinite(date) ? date : undefined;
}

export { ApiError };
