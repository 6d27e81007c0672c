// The reference site: one uCoz-style website with its HTML pages, the REST API under /uapi and
// test-only control hooks under /__control (loopback only).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { apiApp } from './api/index.ts';
import { DroppedConnection } from './api/fault-responses.ts';
import { controlApp } from './control/routes.ts';
import { SiteState, type SiteOptions } from './data/store.ts';
import { htmlApp } from './html/routes.ts';

export type { SiteOptions } from './data/store.ts';

export interface Site {
  /** A Hono app: `app.request('/uapi/pages', { headers })` in tests. */
  app: Hono;
  state: SiteState;
  /** The default API token (opaque, `sk_live_...`). */
  token: string;
}

export function createSite(options: SiteOptions = {}): Site {
  const state = new SiteState(options);
  const token = state.init();
  const app = new Hono({ strict: false });
  app.route('/uapi', apiApp(state));
  app.route('/__control', controlApp(state));
  app.route('/', htmlApp(state));
  app.onError((err) => {
    if (err instanceof DroppedConnection) throw err;
    console.error('site: unexpected error', err);
    return new Response('Internal Server Error', { status: 500 });
  });
  return { app, state, token };
}

export interface StartOptions extends SiteOptions {
  /** 0 picks a free port. */
  port: number;
  /** Loopback address to listen on (default 127.0.0.1); ::1 is served on the same port too. */
  host?: string;
}

export interface RunningSite {
  /** e.g. http://127.0.0.1:54321 (no trailing slash). */
  url: string;
  token: string;
  port: number;
  state: SiteState;
  close(): Promise<void>;
}

const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '::1'];

/** Listens on 127.0.0.1 and, on the same port, on ::1 so `localhost` works whichever it resolves to. */
export async function startSite(options: StartOptions): Promise<RunningSite> {
  const host = options.host ?? '127.0.0.1';
  if (!LOOPBACK_HOSTS.includes(host)) throw new Error(`startSite: host must be a loopback address, got ${host}`);
  const site = createSite(options);
  const listener = getRequestListener(site.app.fetch, {
    errorHandler: () => new Response('Internal Server Error', { status: 500 }),
  });
  const primary = createServer(listener);
  const port = await listen(primary, options.port, host === 'localhost' ? '127.0.0.1' : host);
  const servers: Server[] = [primary];
  const second = createServer(listener);
  const secondHost = host === '::1' ? '127.0.0.1' : '::1';
  try {
    await listen(second, port, secondHost);
    servers.push(second);
  } catch {
    // No IPv6 loopback here: localhost then resolves to 127.0.0.1 anyway.
  }
  const urlHost = host === '::1' ? '[::1]' : host;
  return {
    url: `http://${urlHost}:${port}`,
    token: site.token,
    port,
    state: site.state,
    close: () => Promise.all(servers.map(closeServer)).then(() => undefined),
  };
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
