// Shared by the site's tests: an in-process site and a small API caller.
import { siteControl } from './control.ts';
import { createSite, type SiteOptions } from './server.ts';

export interface ApiResult {
  status: number;
  body: any;
  headers: Headers;
}

export interface CallOptions {
  /** A urlencoded string, an object (sent as JSON) or FormData (multipart). */
  body?: string | Record<string, unknown> | FormData;
  /** Overrides the default token; null sends no Authorization header. */
  token?: string | null;
  headers?: Record<string, string>;
}

export async function newSite(options: SiteOptions = {}) {
  const site = createSite(options);
  const call = async (method: string, path: string, opts: CallOptions = {}): Promise<ApiResult> => {
    const headers: Record<string, string> = { ...opts.headers };
    const token = opts.token === undefined ? site.token : opts.token;
    if (token !== null) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (typeof opts.body === 'string') {
      body = opts.body;
      headers['Content-Type'] ??= 'application/x-www-form-urlencoded';
    } else if (opts.body instanceof FormData) {
      body = opts.body;
    } else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['Content-Type'] ??= 'application/json';
    }
    const response = await site.app.request(`/uapi${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // left as text: faults send HTML on purpose
    }
    return { status: response.status, body: parsed, headers: response.headers };
  };
  const page = async (path: string) => {
    const response = await site.app.request(path);
    return { status: response.status, html: await response.text(), headers: response.headers };
  };
  return {
    ...site,
    call,
    get: (path: string, opts?: CallOptions) => call('GET', path, opts),
    post: (path: string, body?: CallOptions['body'], opts?: CallOptions) => call('POST', path, { ...opts, body }),
    put: (path: string, body?: CallOptions['body'], opts?: CallOptions) => call('PUT', path, { ...opts, body }),
    del: (path: string, opts?: CallOptions) => call('DELETE', path, opts),
    page,
    control: siteControl(site.app),
  };
}

export type TestSite = Awaited<ReturnType<typeof newSite>>;
