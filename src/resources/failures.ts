// Reading a failed call the same way whether it came from the API client or, through the
// background, as a message error.
import { ApiError } from '../api/errors';
import { MessageError } from '../messages/send';

/** Failures after which the site may or may not have carried the request out. */
const ANSWER_LOST = ['TIMEOUT', 'OFFLINE', 'SERVER_ERROR', 'HTML_BODY', 'NOT_JSON', 'UNKNOWN_ENVELOPE', 'INTERNAL_ERROR'];

/** The platform's or transport code of an error. */
export function apiCodeOf(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.code;
  // A background that stopped mid-request may have sent it.
  if (error instanceof MessageError) return error.api?.code ?? (error.code === 'FAILED' ? 'OFFLINE' : undefined);
  return undefined;
}

export function isLostAnswer(error: unknown): boolean {
  const code = apiCodeOf(error);
  return code !== undefined && ANSWER_LOST.includes(code);
}

/** The same failure, shown on one field of the form. */
export function onField(error: unknown, field: string): unknown {
  if (error instanceof ApiError) return new ApiError({ ...error.details, fields: { [field]: error.details.message } });
  if (error instanceof MessageError && error.api) return new MessageError(error.code, error.message, { ...error.api, fields: { [field]: error.api.message } });
  return error;
}
