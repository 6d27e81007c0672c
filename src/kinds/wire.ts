// Every kind's operations and the endpoints they map to, one line each. The message schema
// (src/messages/operations.ts) and the background's table (src/background/operations.ts) read them.
import { ENTRY_KINDS, type EntryKind } from '../vocabulary/kinds';
import { entryEndpoints, entryFirstRead, entryOperations } from './entry/wire';
import { mailFormEndpoints, mailFormOperations } from './mailform/wire';
import { menuEndpoints, menuOperations } from './menu/wire';
import { pageEndpoints, pageFirstRead, pageOperations } from './page/wire';
import { pollEndpoints, pollOperations } from './poll/wire';
import { templateEndpoints, templateOperations } from './template/wire';

export const KIND_OPERATIONS = [...pageOperations, ...entryOperations, ...menuOperations, ...templateOperations, ...mailFormOperations, ...pollOperations] as const;

export const KIND_ENDPOINTS = { ...pageEndpoints, ...entryEndpoints, ...menuEndpoints, ...templateEndpoints, ...mailFormEndpoints, ...pollEndpoints };

type FirstRead = ReturnType<typeof pageFirstRead> | ReturnType<typeof entryFirstRead>;

/**
 * What the editor of each kind an address shows reads first, by the record's id: the background
 * reads it ahead as the panel opens on the tab (src/background/read-ahead.ts), and the editor's
 * first such read takes that answer (src/ui/panel-operations.ts).
 */
export const FIRST_READS: { [K in 'page' | EntryKind]: (id: number) => FirstRead } = {
  page: pageFirstRead,
  ...(Object.fromEntries(ENTRY_KINDS.map((module) => [module, (id: number) => entryFirstRead(module, id)])) as { [K in EntryKind]: (id: number) => FirstRead }),
};

/** The operations that are a first read. */
const FIRST_READ_OPS: ReadonlySet<string> = new Set(Object.values(FIRST_READS).map((read) => read(1).op));
export const isFirstRead = (operation: { op: string }): boolean => FIRST_READ_OPS.has(operation.op);
