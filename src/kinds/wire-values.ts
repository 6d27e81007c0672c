// What every kind's operations are made of: the values a page may send (ids, texts, paging) as
// schemas, and how an operation becomes the one endpoint call it maps to.
import type { CalledEndpointName } from '../api/called-endpoints';
import { LIST_MAX_PAGES, PER_PAGE_MAX } from '../api/limits';
import { chars, z } from '../validation/z';

export const id = z.int().check(z.positive());
export const count = z.int().check(z.nonnegative());
/** Long texts: page content, templates, entry texts. */
export const text = chars(0, 5_000_000);
export const line = chars(0, 10_000);
export const optionalLine = z.optional(line);
export const flag01 = z.union([z.literal(0), z.literal(1)]);
export const optionalYesNo = z.optional(z.enum(['yes', 'no']));
export const extraFields = { other1: optionalLine, other2: optionalLine, other3: optionalLine, other4: optionalLine, other5: optionalLine };
export const paging = {
  page: z.optional(z.int().check(z.positive(), z.lte(LIST_MAX_PAGES))),
  per_page: z.optional(z.int().check(z.positive(), z.lte(PER_PAGE_MAX))),
};

export interface EndpointCall {
  endpoint: CalledEndpointName;
  params: Record<string, unknown>;
  /** A file waiting in the upload store (its key), sent as the part `part` of a multipart body. */
  upload?: { key: string; part: string };
}

/** For each operation of a set, the endpoint call it maps to: one per operation, none left out. */
export type EndpointsOf<O extends { op: string }> = { [K in O['op']]: (operation: Extract<O, { op: K }>) => EndpointCall };

/** An operation's schema: an object with its name in `op`. */
type OperationSchema = z.ZodMiniType<{ op: string }>;

/** A kind's operations and, for each, its endpoint (src/kinds/<kind>/wire.ts; src/kinds/wire.ts lists them). */
export interface KindWire<O extends readonly OperationSchema[] = readonly OperationSchema[]> {
  operations: O;
  endpoints: EndpointsOf<z.infer<O[number]>>;
}

/** A kind's wire, its endpoints checked against its operations: one each, none left out. */
export const kindWire = <O extends readonly OperationSchema[]>(operations: O, endpoints: EndpointsOf<z.infer<O[number]>>): KindWire<O> => ({ operations, endpoints });

export function pagingParams(operation: { page?: number; per_page?: number }): Record<string, unknown> {
  return defined({ page: operation.page, per_page: operation.per_page });
}

/** A field left out is not sent (on the platform a field sent is a field written). */
export function defined(params: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined));
}
