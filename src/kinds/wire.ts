// Every kind's operations and the endpoints they map to, one line each. The message schema
// (src/messages/operations.ts) and the background's table (src/background/operations.ts) read them.
import { entryEndpoints, entryOperations } from './entry/wire';
import { mailFormEndpoints, mailFormOperations } from './mailform/wire';
import { menuEndpoints, menuOperations } from './menu/wire';
import { pageEndpoints, pageOperations } from './page/wire';
import { pollEndpoints, pollOperations } from './poll/wire';
import { templateEndpoints, templateOperations } from './template/wire';

export const KIND_OPERATIONS = [...pageOperations, ...entryOperations, ...menuOperations, ...templateOperations, ...mailFormOperations, ...pollOperations] as const;

export const KIND_ENDPOINTS = { ...pageEndpoints, ...entryEndpoints, ...menuEndpoints, ...templateEndpoints, ...mailFormEndpoints, ...pollEndpoints };
