// An endpoint of the API, declared as data: method, path, parameter schema. Its answers are kept
// whole and read leniently where they are used (src/resources/): the platform's shapes vary.
import { z } from '../validation/z';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint<P extends z.ZodMiniType = z.ZodMiniType> {
  method: Method;
  /**
   * Path under the site's /uapi. `{name}` is filled from the parameter of that name (which then
   * travels nowhere else); a fixed query such as `?mode=add` stays as written.
   */
  path: string;
  params: P;
}

/** An endpoint as declared: its parameters are any (checked by the operation that reaches it) unless given. */
export function endpoint<P extends z.ZodMiniType = typeof anyRecord>(definition: Pick<Endpoint<P>, 'method' | 'path'> & Partial<Endpoint<P>>): Endpoint<P> {
  return { params: anyRecord as unknown as P, ...definition };
}


// Shared parameter shapes.
export const id = z.int().check(z.positive());
export const anyRecord = z.looseObject({});
export const withId = z.looseObject({ id });
export const nonnegativeInt = z.int().check(z.nonnegative());
export const flag01 = z.union([z.literal(0), z.literal(1)]);
export const optionalText = z.optional(z.string());
