// What an injected fault does to one API request.
import type { IncomingMessage } from 'node:http';
import type { Fault } from '../core/faults.ts';

/** Thrown in-process (app.request) for `drop` and `lost`, where there is no socket to destroy: the
 * request promise rejects, as fetch does when a connection is cut. */
export class DroppedConnection extends Error {
  constructor() {
    super('connection dropped by an injected fault');
  }
}

const HTML_ERROR_PAGE = (status: number, title: string) => `<!DOCTYPE html>
<html><head><title>${status} ${title}</title></head>
<body><h1>${title}</h1><p>The server is temporarily unable to handle the request. Please try again later.</p><hr><address>nginx</address></body></html>`;

const STATUS_TITLES: Record<number, string> = { 500: 'Internal Server Error', 502: 'Bad Gateway', 503: 'Service Unavailable', 504: 'Gateway Timeout' };

/** A response that replaces the normal one, or undefined when the request goes on (delay, lost). */
export async function applyFault(fault: Fault, incoming: IncomingMessage | undefined): Promise<Response | undefined> {
  switch (fault.kind) {
    case 'lost':
      return undefined;
    case 'delay':
      await new Promise((resolve) => setTimeout(resolve, fault.ms ?? 1000));
      return undefined;
    case 'status5xx': {
      const status = fault.status ?? 500;
      const title = STATUS_TITLES[status] ?? 'Server Error';
      if (fault.body === 'json') {
        return Response.json({ error: { msg: title, code: 'INTERNAL_ERROR' } }, { status });
      }
      return new Response(HTML_ERROR_PAGE(status, title), { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    }
    case 'drop':
      return cutConnection(incoming);
    case 'malformed':
      return new Response('{"success": {"pages": [{"id": 1, "name": "Гла', { status: 200, headers: { 'Content-Type': 'application/json' } });
    case 'html':
      return new Response(HTML_ERROR_PAGE(200, 'Site is under maintenance'), { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    case 'limit':
      return Response.json(
        { error: { msg: 'Hourly request limit reached; the token is temporarily blocked', code: 'REQUESTS_LIMIT' } },
        // ms sets the announced block (tests use a short one); the platform's default is unstated.
        { status: 429, headers: { 'Retry-After': String(fault.ms !== undefined ? Math.ceil(fault.ms / 1000) : 600) } },
      );
  }
}

/** Destroys the socket so no answer reaches the client; in-process, throws DroppedConnection. */
export function cutConnection(incoming: IncomingMessage | undefined): Response {
  if (!incoming) throw new DroppedConnection();
  incoming.socket.destroy();
  return new Response(null, { status: 204 });
}

/**
 * The answer starts (status, headers, the first bytes of the body), then the socket is destroyed.
 * A browser resends a request whose reused connection closed before any answer came, so a
 * connection cut with nothing sent would make a POST twice; once the answer has begun, the body
 * fails to arrive and nothing is sent again, as when a real connection breaks mid-answer.
 */
export function cutAnswer(incoming: IncomingMessage | undefined): Response {
  if (!incoming) throw new DroppedConnection();
  const socket = incoming.socket;
  const body = new ReadableStream<Uint8Array>({
    start: (controller) => controller.enqueue(new TextEncoder().encode('{"success": {')),
    // Asked for more once the first bytes are written: the cut follows them out.
    pull: () => new Promise<void>(() => socket.write('', () => socket.destroy())),
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json', 'Content-Length': '4096' } });
}
