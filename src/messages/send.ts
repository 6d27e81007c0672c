// The sending side of the protocol: typed requests, envelopes unwrapped into values or errors.
import { t } from '../i18n';
import { browser } from 'wxt/browser';
import type { ApiErrorDetails } from '../api/errors';
import type { ContentScriptReplies, ContentScriptRequest } from './from-content-script';
import type { Envelope, MessageErrorCode } from './protocol';
import type { ExtensionPageReplies, ExtensionPageRequest } from './from-extension-page';

export class MessageError extends Error {
  readonly code: MessageErrorCode;
  readonly api?: ApiErrorDetails;
  constructor(code: MessageErrorCode, message: string, api?: ApiErrorDetails) {
    super(message);
    this.code = code;
    this.api = api;
  }
}

async function send<T>(request: unknown): Promise<T> {
  let reply: Envelope<T> | undefined;
  try {
    reply = (await browser.runtime.sendMessage(request)) as Envelope<T> | undefined;
  } catch {
    // The background stopped (or restarted) while the request was under way.
    throw new MessageError('FAILED', t('message_background_stopped'));
  }
  if (!reply) throw new MessageError('FAILED', t('message_no_answer'));
  if (!reply.ok) throw new MessageError(reply.error.code, reply.error.message, reply.error.api);
  return reply.value;
}

/** From an extension page (side panel, options) to the background. */
export function sendFromExtensionPage<R extends ExtensionPageRequest>(request: R): Promise<ExtensionPageReplies[R['type']]> {
  return send(request);
}

/** From the content script to the background. */
export function sendFromContentScript<R extends ContentScriptRequest>(request: R): Promise<ContentScriptReplies[R['type']]> {
  return send(request);
}
