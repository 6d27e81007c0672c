// What the editor of each kind an address (or a page's markup) shows reads first, by the record's
// id: the background reads it ahead as the panel opens on the tab (src/background/read-ahead.ts),
// and the editor's first such read takes that answer (src/ui/panel-operations.ts). Apart from
// the kinds' whole wire (src/kinds/wire.ts): the panel needs these, not every operation's schema.
import { ENTRY_KINDS, type EntryKind, type OnScreenKind } from '../vocabulary/kinds';
import { entryFirstRead } from './entry/wire';
import { pageFirstRead } from './page/wire';
import { photoFirstRead } from './photo/wire';
import { productFirstRead } from './product/wire';
import { shopcatFirstRead } from './shopcat/wire';
import { userFirstRead } from './user/wire';
import { videoFirstRead } from './video/wire';

type FirstRead = ReturnType<typeof pageFirstRead> | ReturnType<typeof entryFirstRead> | ReturnType<typeof photoFirstRead> | ReturnType<typeof videoFirstRead> | ReturnType<typeof shopcatFirstRead> | ReturnType<typeof userFirstRead> | ReturnType<typeof productFirstRead>;

export const FIRST_READS: { [K in OnScreenKind]: (id: number) => FirstRead } = {
  page: pageFirstRead,
  photo: photoFirstRead,
  video: videoFirstRead,
  shopcat: shopcatFirstRead,
  user: userFirstRead,
  product: productFirstRead,
  ...(Object.fromEntries(ENTRY_KINDS.map((module) => [module, (id: number) => entryFirstRead(module, id)])) as { [K in EntryKind]: (id: number) => FirstRead }),
};

/** The operations that are a first read. */
const FIRST_READ_OPS: ReadonlySet<string> = new Set(Object.values(FIRST_READS).map((read) => read(1).op));
export const isFirstRead = (operation: { op: string }): boolean => FIRST_READ_OPS.has(operation.op);
