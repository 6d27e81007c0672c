// Error envelope of the API: {"error": {"msg", "code"[, "num"]}} plus the HTTP status we chose
// (the platform documents no statuses; clients must decide by the envelope). Module-rule
// failures come inside a 200, as on real sites (platform-notes §5). The legacy signed scheme's
// codes other than INVALID_CONSUMER_KEY are unconfirmed names, shared with the extension's client.

export type ErrorCode =
  | 'INVALID_API_KEY'
  | 'API_KEY_INACTIVE'
  | 'API_ACCESS_DENY'
  | 'NOT_SUPPORTED_METHOD'
  | 'MISSING_REQUIRED_PARAMETER'
  | 'VALIDATION_ERROR'
  | 'REQUESTS_LIMIT'
  | 'NOT_FOUND'
  | 'SEO_OWNURL_DISABLED'
  | 'INTERNAL_ERROR'
  | LegacyErrorCode;

/** Codes of the older signed scheme (OAuth 1.0a key sets) only. */
export type LegacyErrorCode =
  | 'INVALID_CONSUMER_KEY'
  | 'INVALID_SIGNATURE'
  | 'INVALID_TOKEN'
  | 'NONCE_ALREADY_USED'
  | 'TOKEN_DELETED'
  | 'INVALID_VERIFIER'
  | 'DUPLICATE_OAUTH_PARAMETER';

const STATUS: Record<ErrorCode, number> = {
  INVALID_API_KEY: 401,
  API_KEY_INACTIVE: 403,
  API_ACCESS_DENY: 403,
  NOT_SUPPORTED_METHOD: 405,
  MISSING_REQUIRED_PARAMETER: 400,
  VALIDATION_ERROR: 200,
  REQUESTS_LIMIT: 429,
  NOT_FOUND: 404,
  SEO_OWNURL_DISABLED: 200,
  INTERNAL_ERROR: 500,
  // As with tokens: credentials that do not authenticate are 401, a malformed request is 400.
  INVALID_CONSUMER_KEY: 401,
  INVALID_SIGNATURE: 401,
  INVALID_TOKEN: 401,
  NONCE_ALREADY_USED: 401,
  TOKEN_DELETED: 401,
  INVALID_VERIFIER: 401,
  DUPLICATE_OAUTH_PARAMETER: 400,
};

export interface ErrorBody {
  msg: string;
  code: ErrorCode;
  num?: number;
}

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly num: number | undefined;
  readonly status: number;
  /** REQUESTS_LIMIT only: seconds until the block ends (sent as Retry-After). */
  retryAfterS: number | undefined;

  constructor(code: ErrorCode, msg: string, num?: number, status?: number) {
    super(msg);
    this.code = code;
    this.num = num;
    this.status = status ?? STATUS[code];
  }

  body(): { error: ErrorBody } {
    const error: ErrorBody = { msg: this.message, code: this.code };
    if (this.num !== undefined) error.num = this.num;
    return { error };
  }
}

/** VALIDATION_ERROR with its reason number (the table lives in README.md and nums.ts). */
export function invalid(num: number, msg: string): ApiError {
  return new ApiError('VALIDATION_ERROR', msg, num);
}

export function missing(name: string): ApiError {
  return new ApiError('MISSING_REQUIRED_PARAMETER', `Required parameter "${name}" is missing`);
}

export function notFound(what: string): ApiError {
  return new ApiError('NOT_FOUND', `${what} not found`);
}
