// Reads an answer of the platform: decided by the envelope, never by the HTTP status alone,
// and surviving an empty, HTML or malformed body.
import { ApiError, platformError, transportError } from './errors';

export interface RawAnswer {
  status: number;
  contentType: string;
  text: string;
}

export function readEnvelope(answer: RawAnswer, module?: string): unknown {
  const body = answer.text.trim();
  let parsed: unknown;
  try {
    parsed = body ? JSON.parse(body) : undefined;
  } catch {
    if (/^<(!doctype|html|head|body)/i.test(body) || answer.contentType.includes('html')) {
      throw transportError(answer.status >= 500 ? 'SERVER_ERROR' : 'HTML_BODY', { status: answer.status });
    }
    throw transportError(answer.status >= 500 ? 'SERVER_ERROR' : 'NOT_JSON', { status: answer.status });
  }
  if (parsed && typeof parsed === 'object') {
    const envelope = parsed as Record<string, unknown>;
    if ('error' in envelope && envelope.error && typeof envelope.error === 'object') {
      const error = envelope.error as Record<string, unknown>;
      const code = typeof error.code === 'string' && error.code ? error.code : 'UNKNOWN_ERROR';
      const num = typeof error.num === 'number' ? error.num : typeof error.num === 'string' && /^\d+$/.test(error.num) ? Number(error.num) : undefined;
      const msg = typeof error.msg === 'string' ? error.msg : undefined;
      return raise(platformError(code, msg, { num, status: answer.status, module }));
    }
    if ('success' in envelope) return envelope.success;
  }
  throw transportError(answer.status >= 500 ? 'SERVER_ERROR' : 'UNKNOWN_ENVELOPE', { status: answer.status });
}

function raise(error: ApiError): never {
  throw error;
}
