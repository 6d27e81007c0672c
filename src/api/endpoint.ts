// An endpoint of the API, declared as data: method, path, parameter schema, result schema.
import { z } from '../validation/z';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The module whose API switch governs an endpoint (for the API_ACCESS_DENY remedy). */
export type ModuleName = string;

export interface Endpoint<P extends z.ZodMiniType = z.ZodMiniType, R extends z.ZodMiniType = z.ZodMiniType> {
  method: Method;
  /**
   * Path under the site's /uapi. `{name}` is filled from the parameter of that name (which then
   * travels nowhere else); a fixed query such as `?mode=add` stays as written.
   */
  path: string;
  params: P;
  result: R;
  module: ModuleName;
}

export function endpoint<P extends z.ZodMiniType, R extends z.ZodMiniType>(definition: Endpoint<P, R>): Endpoint<P, R> {
  return definition;
}


// Shared parameter shapes.
export const id = z.int().check(z.positive());
export const anyRecord = z.looseObject({});
/** Results are kept whole: unknown keys survive a load-edit-save round trip. */
export const anyResult = z.unknown();
export const withId = z.looseObject({ id });
export const nonnegativeInt = z.int().check(z.nonnegative());
export const flag01 = z.union([z.literal(0), z.literal(1)]);
export const optionalText = z.optional(z.string());
