// Every kind's operations and the endpoints they map to, one line each (each kind's wire.ts);
// the modules with entries share one (`entry`). The message schema (src/messages/operations.ts)
// and the background's table (src/background/operations.ts) read them. A kind missing here does
// not compile.
import type { z } from '../validation/z';
import { ENTRY_KINDS, type EditableKind, type EntryKind, type OnScreenKind } from '../vocabulary/kinds';
import { entryFirstRead, entryWire } from './entry/wire';
import { mailFormWire } from './mailform/wire';
import { menuWire } from './menu/wire';
import { pageFirstRead, pageWire } from './page/wire';
import { pollWire } from './poll/wire';
import { templateWire } from './template/wire';
import type { EndpointsOf, KindWire } from './wire-values';
import { photoFirstRead, photoWire } from './photo/wire';
import { videoFirstRead, videoWire } from './video/wire';
import { postWire } from './post/wire';
import { shopcatFirstRead, shopcatWire } from './shopcat/wire';

/** A kind of its own, or `entry` for every module with entries. */
type WireKind = Exclude<EditableKind, EntryKind> | 'entry';

export const KIND_WIRE = {
  page: pageWire,
  entry: entryWire,
  menu: menuWire,
  template: templateWire,
  mailform: mailFormWire,
  poll: pollWire,
  photo: photoWire,
  video: videoWire,
  post: postWire,
  shopcat: shopcatWire,
} satisfies { [K in WireKind]: KindWire };

type KindOperationSchema = (typeof KIND_WIRE)[WireKind]['operations'][number];

/** Every kind's operations as schemas (there is at least one: a page's). */
export const KIND_OPERATIONS = Object.values(KIND_WIRE).flatMap((wire): readonly KindOperationSchema[] => wire.operations) as unknown as readonly [KindOperationSchema, ...KindOperationSchema[]];

/** Every kind's operation's endpoint: each kind's wire holds one for each of its operations (kindWire checks it). */
export const KIND_ENDPOINTS = Object.assign({}, ...Object.values(KIND_WIRE).map((wire) => wire.endpoints)) as EndpointsOf<z.infer<KindOperationSchema>>;

type FirstRead = ReturnType<typeof pageFirstRead> | ReturnType<typeof entryFirstRead> | ReturnType<typeof photoFirstRead> | ReturnType<typeof videoFirstRead> | ReturnType<typeof shopcatFirstRead>;

/**
 * What the editor of each kind an address shows reads first, by the record's id: the background
 * reads it ahead as the panel opens on the tab (src/background/read-ahead.ts), and the editor's
 * first such read takes that answer (src/ui/panel-operations.ts).
 */
export const FIRST_READS: { [K in OnScreenKind]: (id: number) => FirstRead } = {
  page: pageFirstRead,
  photo: photoFirstRead,
  video: videoFirstRead,
  shopcat: shopcatFirstRead,
  ...(Object.fromEntries(ENTRY_KINDS.map((module) => [module, (id: number) => entryFirstRead(module, id)])) as { [K in EntryKind]: (id: number) => FirstRead }),
};

/** The operations that are a first read. */
const FIRST_READ_OPS: ReadonlySet<string> = new Set(Object.values(FIRST_READS).map((read) => read(1).op));
export const isFirstRead = (operation: { op: string }): boolean => FIRST_READ_OPS.has(operation.op);
