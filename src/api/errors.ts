// One error type for everything that can go wrong with an API call: the platform's own errors
// ({code, msg, num}) and transport failures. Each carries plain words and the remedy, in the
// browser's language.
import { plural, t, type MessageKey } from '../i18n';
import { HOURLY_LIMIT } from './limits';
import { POWERED_BY } from './limits';

export type TransportCode =
  | 'OFFLINE'
  | 'TIMEOUT'
  | 'NOT_JSON'
  | 'HTML_BODY'
  | 'UNKNOWN_ENVELOPE'
  | 'UNKNOWN_SHAPE'
  | 'TOO_LARGE'
  | 'SERVER_ERROR'
  | 'QUOTA_EXHAUSTED'
  | 'TOKEN_BLOCKED'
  | 'INVALID_INPUT';

export interface ApiErrorDetails {
  /** The platform's code (INVALID_API_KEY, VALIDATION_ERROR...) or a transport code above. */
  code: string;
  /** 'platform': the site answered with an error envelope; 'transport': no usable answer; 'local': refused before sending. */
  source: 'platform' | 'transport' | 'local';
  /** Plain words for the owner. */
  message: string;
  /** What to do about it. */
  remedy: string;
  num?: number;
  status?: number;
  /** The platform's own msg, when it sent one. */
  platformMessage?: string;
  /** When a refused or blocked request may be sent again (ms since epoch). */
  retryAt?: number;
  /** Which parameters a local check refused. */
  fields?: Record<string, string>;
}

export class ApiError extends Error {
  readonly details: ApiErrorDetails;
  constructor(details: ApiErrorDetails) {
    super(details.message);
    this.name = 'ApiError';
    this.details = details;
  }
  get code() {
    return this.details.code;
  }
}

type Words = { message: string; remedy: string };

/** A message key `api_<name>` that has its `api_<name>_remedy`: `<name>` is all a table needs to hold. */
type Named<N extends string> = `api_${N}` extends MessageKey ? (`api_${N}_remedy` extends MessageKey ? N : never) : never;
/** `[message, remedy]` where the remedy is one shared with other errors. */
type Pair = readonly [MessageKey, MessageKey];

/** Words in the browser's language, looked up when the error happens. */
function wordsOf(said: string | Pair | (() => Words)): Words {
  if (typeof said === 'function') return said();
  const [message, remedy] = typeof said === 'string' ? ([`api_${said}`, `api_${said}_remedy`] as unknown as Pair) : said;
  return { message: t(message), remedy: t(remedy) };
}

const apiWords = <N extends string>(name: Named<N>) => name;
const TRY_AGAIN: Pair = ['api_internal_error', 'remedy_try_again_kept'];

const PLATFORM_WORDS: Record<string, string | Pair> = {
  INVALID_API_KEY: apiWords('invalid_api_key'),
  API_KEY_INACTIVE: apiWords('key_inactive'),
  API_ACCESS_DENY: apiWords('access_deny'),
  NOT_SUPPORTED_METHOD: apiWords('not_supported_method'),
  NOT_FOUND: apiWords('not_found'),
  MISSING_REQUIRED_PARAMETER: apiWords('missing_parameter'),
  VALIDATION_ERROR: apiWords('validation_error'),
  REQUESTS_LIMIT: apiWords('requests_limit'),
  INTERNAL_ERROR: TRY_AGAIN,
  // The older key sets' own refusals (platform-notes §1: only INVALID_CONSUMER_KEY is confirmed).
  INVALID_CONSUMER_KEY: apiWords('invalid_consumer_key'),
  INVALID_SIGNATURE: apiWords('invalid_signature'),
  INVALID_TOKEN: apiWords('invalid_token'),
  NONCE_ALREADY_USED: apiWords('nonce_used'),
  TOKEN_DELETED: apiWords('token_deleted'),
  INVALID_VERIFIER: apiWords('invalid_verifier'),
  DUPLICATE_OAUTH_PARAMETER: apiWords('duplicate_oauth_parameter'),
  SEO_OWNURL_DISABLED: apiWords('seo_ownurl_disabled'),
};

/** Reason numbers the platform documents for VALIDATION_ERROR. */
const VALIDATION_NUMS: Record<string, Record<number, () => string>> = {
  pages: { 2: () => t('api_template_needs_powered_by', POWERED_BY) },
};

const TRANSPORT_WORDS: Record<TransportCode, string | Pair | (() => Words)> = {
  OFFLINE: apiWords('offline'),
  TIMEOUT: ['api_timeout', 'remedy_try_again_kept'],
  NOT_JSON: apiWords('not_json'),
  HTML_BODY: ['api_html_body', 'remedy_try_later_kept'],
  UNKNOWN_ENVELOPE: apiWords('unknown_envelope'),
  UNKNOWN_SHAPE: apiWords('unknown_shape'),
  TOO_LARGE: apiWords('too_large'),
  SERVER_ERROR: TRY_AGAIN,
  QUOTA_EXHAUSTED: () => ({ message: plural('api_quota_exhausted', HOURLY_LIMIT), remedy: t('api_quota_exhausted_remedy') }),
  TOKEN_BLOCKED: apiWords('token_blocked'),
  INVALID_INPUT: apiWords('invalid_input'),
};

export function platformError(
  code: string,
  platformMessage: string | undefined,
  options: { num?: number; status?: number; module?: string } = {},
): ApiError {
  const known = PLATFORM_WORDS[code];
  const said = known ? wordsOf(known) : { message: t('api_refused', code), remedy: t('api_refused_remedy') };
  const numReason = options.num !== undefined && options.module ? VALIDATION_NUMS[options.module]?.[options.num]?.() : undefined;
  return new ApiError({
    code,
    source: 'platform',
    message: numReason ? `${said.message} ${numReason}` : said.message,
    remedy: said.remedy,
    num: options.num,
    status: options.status,
    platformMessage,
  });
}

export function transportError(code: TransportCode, extra: Partial<ApiErrorDetails> = {}): ApiError {
  const source = code === 'QUOTA_EXHAUSTED' || code === 'TOKEN_BLOCKED' || code === 'INVALID_INPUT' ? 'local' : 'transport';
  return new ApiError({ code, source, ...wordsOf(TRANSPORT_WORDS[code]), ...extra });
}
