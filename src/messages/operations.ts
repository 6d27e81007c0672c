// What an extension page may ask the background to do on a site: named operations, each with a
// schema of its own. The background maps each to the one endpoint it needs
// (src/background/operations.ts); no other endpoint, and no parameter outside these schemas,
// can be reached from a page. Each kind's own are in its folder (src/kinds/<kind>/wire.ts);
// here are those of no one kind: moderation, user groups, search, a module's settings, the
// shop's currency rates and orders.
import { KIND_OPERATIONS } from '../kinds/wire';
import { categorisedModule } from '../kinds/entry/wire';
import { count, id, paging } from '../kinds/wire-values';
import { chars, z } from '../validation/z';

/** The spec's order states: 0-9 but 6. */
const orderStatus = z.int().check(z.nonnegative(), z.lte(9), z.refine((status) => status !== 6));
const orderGroup = count.check(z.lte(2));
const orderHash = z.string().check(z.regex(/^[\w-]{1,64}$/));
const orderIds = z.array(id).check(z.minLength(1), z.maxLength(500));

export const operationSchema = z.discriminatedUnion('op', [
  ...KIND_OPERATIONS,
  z.strictObject({ op: z.literal('groups/list') }),
  // Moderation: the comments of one entry; a comment's text; deleting one comment (the only delete).
  z.strictObject({ op: z.literal('comments/list'), module: categorisedModule, entryId: id, ...paging }),
  z.strictObject({ op: z.literal('comment/save'), id, message: chars(1, 10_000) }),
  z.strictObject({ op: z.literal('comment/delete'), id }),
  z.strictObject({ op: z.literal('guestbook/list'), ...paging }),
  z.strictObject({ op: z.literal('guestbook/delete'), id }),
  z.strictObject({ op: z.literal('minichat/list'), ...paging }),
  z.strictObject({ op: z.literal('minichat/delete'), id }),
  z.strictObject({ op: z.literal('site/search'), query: chars(1, 256) }),
  // A module's settings (the spec has them for news and the blog): read, and the changed values written.
  z.strictObject({ op: z.literal('settings/open'), module: z.enum(['news', 'blog']) }),
  z.strictObject({
    op: z.literal('settings/save'), module: z.enum(['news', 'blog']),
    // As pairs: a record schema would weigh on the service worker's budget for this one use.
    values: z.array(z.strictObject({ key: z.string().check(z.regex(/^[A-Za-z0-9_]{1,64}$/)), value: z.union([chars(0, 10_000), z.number(), z.boolean()]) })).check(z.maxLength(200)),
  }),
  // The shop's currency rates.
  z.strictObject({ op: z.literal('currencies/list') }),
  z.strictObject({ op: z.literal('currency/rate'), code: chars(1, 10), rate: z.number().check(z.positive(), z.lte(1e9)) }),
  // The shop's orders: the list by the spec's filters, one order by its hash, its lines and note,
  // and the status, group and courier of one or several (one order: a list of one).
  z.strictObject({
    op: z.literal('orders/list'), status: z.optional(orderStatus), hide: z.optional(orderGroup), date: z.optional(chars(10, 10)),
    payment: z.optional(id), delivery: z.optional(id), ...paging,
  }),
  z.strictObject({ op: z.literal('order/open'), order: orderHash }),
  z.strictObject({ op: z.literal('order/note'), order: orderHash, note: chars(0, 10_000) }),
  // A line's new count; 0 removes it.
  z.strictObject({ op: z.literal('order/lines'), order: orderHash, lines: z.array(z.strictObject({ rec: id, count })).check(z.maxLength(500)) }),
  z.strictObject({ op: z.literal('orders/status'), ids: orderIds, status: orderStatus }),
  z.strictObject({ op: z.literal('orders/group'), ids: orderIds, hide: orderGroup }),
  z.strictObject({ op: z.literal('orders/courier'), ids: orderIds, courier: count }),
]);

export type Operation = z.infer<typeof operationSchema>;

/** How the panel's code reaches a site: one operation at a time, through the background. */
export type RunOperation = (operation: Operation) => Promise<unknown>;

/** Operations that read a list a page at a time: those that take paging (`...paging`, wire-values.ts). */
export type PagedList = Operation extends infer O ? (O extends unknown ? ('per_page' extends keyof O ? O : never) : never) : never;

