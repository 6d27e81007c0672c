// The shape every API area uses: a list of routes whose handlers take the parsed request and
// return the `success` payload (or throw an ApiError).
import type { Input } from '../core/params.ts';
import type { SiteState } from '../data/store.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiRequest {
  state: SiteState;
  method: Method;
  /** The query string, parsed with PHP-style brackets. */
  query: Input;
  /** The POST / PUT body (form, multipart or JSON); empty for GET and DELETE. */
  body: Input;
  /** query and body together, the body winning: what most handlers read. */
  input: Input;
  /** Path parameters (`:id`). */
  params: Record<string, string>;
  /** The site's origin as the client addressed it (`http://127.0.0.1:8080`), for absolute addresses in answers; absent for fixtures made in-process. */
  origin?: string;
}

export type Handler = (req: ApiRequest) => unknown | Promise<unknown>;

export interface Route {
  method: Method;
  /** Hono path relative to /uapi, e.g. `/pages/:id{[0-9]+}`. */
  path: string;
  handle: Handler;
}

export function route(method: Method, path: string, handle: Handler): Route {
  return { method, path, handle };
}

/** Query value that routes an operation (`?mode=`, `?id=`), read from the query before the body. */
export function routing(req: ApiRequest, name: string): unknown {
  return req.query[name] ?? req.body[name];
}

/** The numeric path parameter `:id` (routes constrain it to digits). */
export function idParam(req: ApiRequest, name = 'id'): number {
  return Number(req.params[name]);
}
