// Receives every message in the background: verifies the sender, parses the request with the
// schema of its direction, and dispatches it. Anything unknown or malformed is refused before
// any handler runs, and logged: a refusal means a bug or someone trying.
import { t } from '../i18n';
import type { Runtime } from 'webextension-polyfill';
import { ApiError } from '../api/errors';
import { contentScriptRequestSchema, type ContentScriptReplies, type ContentScriptRequest } from './from-content-script';
import { extensionPageRequestSchema, type ExtensionPageReplies, type ExtensionPageRequest } from './from-extension-page';
import type { Envelope, MessageErrorCode } from './protocol';
import { verifySender, type ExtensionIdentity, type VerifiedSender } from './senders';

export type ContentSender = Extract<VerifiedSender, { kind: 'content' }>;

export type ExtensionPageHandlers = {
  [T in ExtensionPageRequest['type']]: (request: Extract<ExtensionPageRequest, { type: T }>) => Promise<ExtensionPageReplies[T]>;
};
export type ContentScriptHandlers = {
  [T in ContentScriptRequest['type']]: (
    request: Extract<ContentScriptRequest, { type: T }>,
    sender: ContentSender,
  ) => Promise<ContentScriptReplies[T]>;
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

/** What a refusal log says of a request: its type, if it has a short one; never its payload (it may carry a token). */
function requestType(raw: unknown): string {
  const type = raw && typeof raw === 'object' ? (raw as { type?: unknown }).type : undefined;
  return typeof type === 'string' ? type.slice(0, 64) : `(${raw === null ? 'null' : typeof raw})`;
}

export type RefusalLog = (refusal: { code: MessageErrorCode; from: string; type: string }) => void;

const warn: RefusalLog = (refusal) => console.warn('Inplace: refused a message', refusal);

export function createRouter(self: ExtensionIdentity, page: ExtensionPageHandlers, content: ContentScriptHandlers, logRefusal: RefusalLog = warn) {
  return async function route(raw: unknown, sender: Runtime.MessageSender): Promise<Envelope<unknown>> {
    const who = verifySender(sender, self);
    if (!who) {
      logRefusal({ code: 'UNKNOWN_SENDER', from: String(sender.url ?? sender.id).slice(0, 256), type: requestType(raw) });
      return refuse('UNKNOWN_SENDER', t('message_unknown_sender'));
    }
    const malformed = () => {
      logRefusal({ code: 'MALFORMED', from: who.kind === 'page' ? 'extension page' : who.origin, type: requestType(raw) });
      return refuse('MALFORMED', t('message_malformed'));
    };
    try {
      if (who.kind === 'page') {
        const parsed = extensionPageRequestSchema.safeParse(raw);
        if (!parsed.success) return malformed();
        const handler = page[parsed.data.type] as (request: ExtensionPageRequest) => Promise<unknown>;
        return { ok: true, value: await handler(parsed.data) };
      }
      const parsed = contentScriptRequestSchema.safeParse(raw);
      if (!parsed.success) return malformed();
      const handler = content[parsed.data.type] as (request: ContentScriptRequest, sender: ContentSender) => Promise<unknown>;
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
