import type { Context } from 'hono';
import { ApiError } from '../core/errors.ts';

export type ApiEnv = {
  Variables: { errorCode: string | null };
};

export function success<E extends ApiEnv>(c: Context<E>, payload: unknown): Response {
  c.set('errorCode', null);
  return c.json({ success: payload ?? null });
}

/** Any throwable as the error envelope; never a crash page. */
export function failure<E extends ApiEnv>(c: Context<E>, err: unknown): Response {
  const error = err instanceof ApiError ? err : new ApiError('INTERNAL_ERROR', `Internal error: ${err instanceof Error ? err.message : String(err)}`);
  if (!(err instanceof ApiError)) console.error('site: unexpected error', err);
  c.set('errorCode', error.code);
  const headers: Record<string, string> = {};
  if (error.code === 'REQUESTS_LIMIT' && error.retryAfterS !== undefined) headers['Retry-After'] = String(error.retryAfterS);
  return c.json(error.body(), error.status as 400, headers);
}
