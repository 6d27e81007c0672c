// Every kind's operations and the endpoints they map to, one line each (each kind's wire.ts);
// the modules with entries share one (`entry`). The message schema (src/messages/operations.ts)
// and the background's table (src/background/operations.ts) read them. A kind missing here does
// not compile.
import type { z } from '../validation/z';
import type { EditableKind, EntryKind } from '../vocabulary/kinds';
import { entryWire } from './entry/wire';
import { mailFormWire } from './mailform/wire';
import { menuWire } from './menu/wire';
import { pageWire } from './page/wire';
import { pollWire } from './poll/wire';
import { templateWire } from './template/wire';
import type { EndpointsOf, KindWire } from './wire-values';
import { photoWire } from './photo/wire';
import { videoWire } from './video/wire';
import { postWire } from './post/wire';
import { shopcatWire } from './shopcat/wire';
import { userWire } from './user/wire';
import { productWire } from './product/wire';

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
  user: userWire,
  product: productWire,
} satisfies { [K in WireKind]: KindWire };

type KindOperationSchema = (typeof KIND_WIRE)[WireKind]['operations'][number];

/** Every kind's operations as schemas (there is at least one: a page's). */
export const KIND_OPERATIONS = Object.values(KIND_WIRE).flatMap((wire): readonly KindOperationSchema[] => wire.operations) as unknown as readonly [KindOperationSchema, ...KindOperationSchema[]];

/** Every kind's operation's endpoint: each kind's wire holds one for each of its operations (kindWire checks it). */
export const KIND_ENDPOINTS = Object.assign({}, ...Object.values(KIND_WIRE).map((wire) => wire.endpoints)) as EndpointsOf<z.infer<KindOperationSchema>>;

