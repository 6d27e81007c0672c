// Receives every message in the background: verifies the sender, parses the request with the
// schema of its direction, and dispatches it. Anything unknown or malformed is refused before
// any handler runs.
import { t } from '../i18n';
import type { Runtime } from 'webextension-polyfill';
import { ApiError } from '../api/errors';
import {
  contentRequestSchema,
  pageRequestSchema,
  type ContentReplies,
  type ContentRequest,
  type Envelope,
  type MessageErrorCode,
  type PageReplies,
  type PageRequest,
} from './protocol';
import { verifySender, type ExtensionIdentity, type VerifiedSender } from './senders';

export type ContentSender = Extract<VerifiedSender, { kind: 'content' }>;

export type PageHandlers = {
  [T in PageRequest['type']]: (request: Extract<PageRequest, { type: T }>) => Promise<PageReplies[T]>;
};
export type ContentHandlers = {
  [T in ContentRequest['type']]: (
    request: Extract<ContentRequest, { type: T }>,
    sender: ContentSender,
  ) => Promise<ContentReplies[T]>;
};

/** A refusal a handler can throw on purpose; its message is shown to the user as is. */
export class MessageRefusal extends Error {
  readonly code: MessageErrorCode;
  constructor(code: MessageErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

const refuse = (code: MessageErrorCode, message: string): Envelope<never> => ({ ok: false, error: { code, message } });

export function createRouter(self: ExtensionIdentity, page: PageHandlers, content: ContentHandlers) {
  return async function route(raw: unknown, sender: Runtime.MessageSender): Promise<Envelope<unknown>> {
    const who = verifySender(sender, self);
    if (!who) return refuse('UNKNOWN_SENDER', t('message_unknown_sender'));
    try {
      if (who.kind === 'page') {
        const parsed = pageRequestSchema.safeParse(raw);
        if (!parsed.success) return refuse('MALFORMED', t('message_malformed'));
        const handler = page[parsed.data.type] as (request: PageRequest) => Promise<unknown>;
        return { ok: true, value: await handler(parsed.data) };
      }
      const parsed = contentRequestSchema.safeParse(raw);
      if (!parsed.success) return refuse('MALFORMED', t('message_malformed'));
      const handler = content[parsed.data.type] as (request: ContentRequest, sender: ContentSender) => Promise<unknown>;
      return { ok: true, value: await handler(parsed.data, who) };
    } catch (error) {
      if (error instanceof MessageRefusal) return refuse(error.code, error.message);
      if (error instanceof ApiError) return { ok: false, error: { code: 'API_ERROR', message: error.message, api: error.details } };
      // Unexpected failures carry no detail across the boundary (it could name a secret).
      console.error('Inplace: request failed', error);
      return refuse('FAILED', t('message_failed'));
    }
  };
}
