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

/** Words in the browser's language, looked up when the error happens. */
const words = (message: MessageKey, remedy: MessageKey) => (): Words => ({ message: t(message), remedy: t(remedy) });

const PLATFORM_WORDS: Record<string, () => Words> = {
  INVALID_API_KEY: words('api_invalid_api_key', 'api_invalid_api_key_remedy'),
  API_KEY_INACTIVE: words('api_key_inactive', 'api_key_inactive_remedy'),
  API_ACCESS_DENY: words('api_access_deny', 'api_access_deny_remedy'),
  NOT_SUPPORTED_METHOD: words('api_not_supported_method', 'api_not_supported_method_remedy'),
  NOT_FOUND: words('api_not_found', 'api_not_found_remedy'),
  MISSING_REQUIRED_PARAMETER: words('api_missing_parameter', 'api_missing_parameter_remedy'),
  VALIDATION_ERROR: words('api_validation_error', 'api_validation_error_remedy'),
  REQUESTS_LIMIT: words('api_requests_limit', 'api_requests_limit_remedy'),
  INTERNAL_ERROR: words('api_internal_error', 'remedy_try_again_kept'),
  // The older key sets' own refusals (platform-notes §1: only INVALID_CONSUMER_KEY is confirmed).
  INVALID_CONSUMER_KEY: words('api_invalid_consumer_key', 'api_invalid_consumer_key_remedy'),
  INVALID_SIGNATURE: words('api_invalid_signature', 'api_invalid_signature_remedy'),
  INVALID_TOKEN: words('api_invalid_token', 'api_invalid_token_remedy'),
  NONCE_ALREADY_USED: words('api_nonce_used', 'api_nonce_used_remedy'),
  TOKEN_DELETED: words('api_token_deleted', 'api_token_deleted_remedy'),
  INVALID_VERIFIER: words('api_invalid_verifier', 'api_invalid_verifier_remedy'),
  DUPLICATE_OAUTH_PARAMETER: words('api_duplicate_oauth_parameter', 'api_duplicate_oauth_parameter_remedy'),
  SEO_OWNURL_DISABLED: words('api_seo_ownurl_disabled', 'api_seo_ownurl_disabled_remedy'),
};

/** Reason numbers the platform documents for VALIDATION_ERROR. */
const VALIDATION_NUMS: Record<string, Record<number, () => string>> = {
  pages: { 2: () => t('api_template_needs_powered_by', POWERED_BY) },
};

const TRANSPORT_WORDS: Record<TransportCode, () => Words> = {
  OFFLINE: words('api_offline', 'api_offline_remedy'),
  TIMEOUT: words('api_timeout', 'remedy_try_again_kept'),
  NOT_JSON: words('api_not_json', 'api_not_json_remedy'),
  HTML_BODY: words('api_html_body', 'remedy_try_later_kept'),
  UNKNOWN_ENVELOPE: words('api_unknown_envelope', 'api_unknown_envelope_remedy'),
  UNKNOWN_SHAPE: words('api_unknown_shape', 'api_unknown_shape_remedy'),
  TOO_LARGE: words('api_too_large', 'api_too_large_remedy'),
  SERVER_ERROR: words('api_internal_error', 'remedy_try_again_kept'),
  QUOTA_EXHAUSTED: () => ({ message: plural('api_quota_exhausted', HOURLY_LIMIT), remedy: t('api_quota_exhausted_remedy') }),
  TOKEN_BLOCKED: words('api_token_blocked', 'api_token_blocked_remedy'),
  INVALID_INPUT: words('api_invalid_input', 'api_invalid_input_remedy'),
};

export function platformError(
  code: string,
  platformMessage: string | undefined,
  options: { num?: number; status?: number; module?: string } = {},
): ApiError {
  const said = PLATFORM_WORDS[code]?.() ?? { message: t('api_refused', code), remedy: t('api_refused_remedy') };
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
  return new ApiError({ code, source, ...TRANSPORT_WORDS[code](), ...extra });
}
