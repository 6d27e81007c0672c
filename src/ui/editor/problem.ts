// A failure as the owner reads it: what happened and what to do; the draft is always kept.
import type { ApiErrorDetails } from '../../api/errors';
import { formatTime, t } from '../../i18n';
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
      remedy: api.retryAt ? t('remedy_retry_from', api.remedy, formatTime(api.retryAt)) : api.remedy,
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
