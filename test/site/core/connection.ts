import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/** The Node request behind a Hono context; undefined in-process (app.request has no socket). */
export function incomingOf(c: Context): IncomingMessage | undefined {
  return (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
}

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || /^(::ffff:)?127\./.test(address);
}
