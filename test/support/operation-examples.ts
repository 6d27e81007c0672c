// An operation an extension page may send, the endpoint it must become, and that endpoint's
// parameters exactly: what test/unit/background/operations.test.ts holds every operation to.
import type { Operation } from '../../src/messages/operations';

/** The fourth, where the operation sends a waiting file: which one, as which part of the body. */
export type OperationExample = [Operation, string, Record<string, unknown>, { key: string; part: string }?];
