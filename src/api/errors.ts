// One error type for everything that can go wrong with an API call: the platform's own errors
// ({code, msg, num}) and transport failures. Each carries plain words and the remedy.

export type TransportCode =
  | 'OFFLINE'
  | 'TIMEOUT'
  | 'NOT_JSON'
  | 'HTML_BODY'
  | 'UNKNOWN_ENVELOPE'
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

const PLATFORM_WORDS: Record<string, Words> = {
  INVALID_API_KEY: {
    message: 'The site does not accept this API token.',
    remedy: 'Create a new token in Control Panel → uAPI and replace it in Inplace settings.',
  },
  API_KEY_INACTIVE: {
    message: 'This API token is switched off on the site.',
    remedy: 'Switch the token on in Control Panel → uAPI, or replace it with an active one in Inplace settings.',
  },
  API_ACCESS_DENY: {
    message: 'API access is off for this module of the site.',
    remedy: "Enable API access for the module in the control panel's module settings, then try again.",
  },
  NOT_SUPPORTED_METHOD: {
    message: 'The site does not support this operation here.',
    remedy: "Check that the module is switched on and API access is enabled in its settings in the control panel.",
  },
  NOT_FOUND: {
    message: 'The site has no such record: it may have been deleted or moved.',
    remedy: 'Reload the page to see what the site has now, then try again.',
  },
  MISSING_REQUIRED_PARAMETER: {
    message: 'A required field is missing.',
    remedy: 'Fill in the required fields and save again.',
  },
  VALIDATION_ERROR: {
    message: "The site refused the data: it breaks one of the module's rules.",
    remedy: 'Correct the highlighted fields and save again.',
  },
  REQUESTS_LIMIT: {
    message: 'The hourly request limit for this token is reached; the site has blocked it for a while.',
    remedy: 'Your changes are kept. Save again later; Inplace shows when requests free up.',
  },
  INTERNAL_ERROR: {
    message: 'The site had an internal error.',
    remedy: 'Try again in a moment; your changes are kept.',
  },
  INVALID_CONSUMER_KEY: {
    message: 'The site rejected the consumer key of the old signature scheme.',
    remedy: 'Use a Bearer API token from Control Panel → uAPI instead.',
  },
};

/** Reason numbers the platform documents for VALIDATION_ERROR. */
const VALIDATION_NUMS: Record<string, Record<number, string>> = {
  pages: { 2: 'A custom template must contain $POWERED_BY$.' },
};

const TRANSPORT_WORDS: Record<TransportCode, Words> = {
  OFFLINE: { message: 'The site could not be reached.', remedy: 'Check your connection and that the site is online, then try again.' },
  TIMEOUT: { message: 'The site took too long to answer.', remedy: 'Try again in a moment; your changes are kept.' },
  NOT_JSON: { message: 'The site sent an answer Inplace cannot read.', remedy: 'Try again later; if it persists, check the site in the control panel.' },
  HTML_BODY: { message: 'The site answered with a web page instead of data (an error page or maintenance).', remedy: 'Try again later; your changes are kept.' },
  UNKNOWN_ENVELOPE: { message: 'The site sent an answer of an unknown form.', remedy: 'Try again later; if it persists, the API may have changed.' },
  SERVER_ERROR: { message: 'The site had an internal error.', remedy: 'Try again in a moment; your changes are kept.' },
  QUOTA_EXHAUSTED: {
    message: 'This token has used its 10,000 requests for this hour.',
    remedy: 'Inplace did not send the request. Your changes are kept; try again when requests free up.',
  },
  TOKEN_BLOCKED: {
    message: 'The site has blocked this token for a while after too many requests.',
    remedy: 'Inplace waits before sending again. Your changes are kept.',
  },
  INVALID_INPUT: { message: 'Some fields are not valid.', remedy: 'Correct the highlighted fields; nothing was sent.' },
};

export function platformError(
  code: string,
  platformMessage: string | undefined,
  options: { num?: number; status?: number; module?: string } = {},
): ApiError {
  const words = PLATFORM_WORDS[code] ?? {
    message: `The site refused the request (${code}).`,
    remedy: 'Check the data and try again.',
  };
  const numReason = options.num !== undefined && options.module ? VALIDATION_NUMS[options.module]?.[options.num] : undefined;
  return new ApiError({
    code,
    source: 'platform',
    message: numReason ? `${words.message} ${numReason}` : words.message,
    remedy: words.remedy,
    num: options.num,
    status: options.status,
    platformMessage,
  });
}

export function transportError(code: TransportCode, extra: Partial<ApiErrorDetails> = {}): ApiError {
  const source = code === 'QUOTA_EXHAUSTED' || code === 'TOKEN_BLOCKED' || code === 'INVALID_INPUT' ? 'local' : 'transport';
  return new ApiError({ code, source, ...TRANSPORT_WORDS[code], ...extra });
}

/** Failures worth trying again unchanged later (as opposed to data or token problems). */
export function isRetryable(error: ApiError): boolean {
  return ['OFFLINE', 'TIMEOUT', 'NOT_JSON', 'HTML_BODY', 'SERVER_ERROR', 'INTERNAL_ERROR', 'UNKNOWN_ENVELOPE', 'QUOTA_EXHAUSTED', 'TOKEN_BLOCKED', 'REQUESTS_LIMIT'].includes(
    error.code,
  );
}
