// A failure as the owner reads it: what happened and what to do; the draft is always kept.
import type { ApiErrorDetails } from '../../api/errors';
import { MessageError } from '../../messages/send';

export interface Problem {
  message: string;
  remedy: string;
  code: string;
  /** Field errors from a check (local or the platform's). */
  fields?: Record<string, string>;
  retryAt?: number;
}

export function problemFrom(error: unknown): Problem {
  const api: ApiErrorDetails | undefined = error instanceof MessageError ? error.api : undefined;
  if (api) {
    return {
      message: api.message,
      remedy: api.retryAt ? `${api.remedy} (from ${new Date(api.retryAt).toLocaleTimeString()})` : api.remedy,
      code: api.code,
      fields: api.fields,
      retryAt: api.retryAt,
    };
  }
  return {
    message: (error as Error)?.message || 'Something went wrong.',
    remedy: 'Your changes are kept as a draft. Try again.',
    code: error instanceof MessageError ? error.code : 'FAILED',
  };
}
