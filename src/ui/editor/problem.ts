// A failure as the owner reads it: what happened and what to do; the draft is always kept.
import type { ApiErrorDetails } from '../../api/errors';
import { t } from '../../i18n';
import { MessageError } from '../../messages/send';

export interface Problem {
  message: string;
  remedy: string;
  code: string;
  /** Field errors from a check (local or the platform's). */
  fields?: Record<string, string>;
  retryAt?: number;
}

/** Failures whose remedy is in Inplace's settings (the token to replace): the owner gets a button there. */
const SETTINGS_REMEDIES = new Set(['INVALID_API_KEY', 'API_KEY_INACTIVE', 'INVALID_TOKEN', 'TOKEN_DELETED', 'INVALID_CONSUMER_KEY', 'INVALID_SIGNATURE']);

export function remedyInSettings(problem: Problem): boolean {
  return SETTINGS_REMEDIES.has(problem.code);
}

export function problemFrom(error: unknown): Problem {
  const api: ApiErrorDetails | undefined = error instanceof MessageError ? error.api : undefined;
  if (api) {
    return {
      message: api.message,
      // When requests may go again is said once, by Try again ("Try again at 9:50").
      remedy: api.remedy,
      code: api.code,
      fields: api.fields,
      retryAt: api.retryAt,
    };
  }
  return {
    message: (error as Error)?.message || t('something_went_wrong'),
    // Nothing more to say than the save bar's Try again.
    remedy: '',
    code: error instanceof MessageError ? error.code : 'FAILED',
  };
}
