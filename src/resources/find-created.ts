// After a create whose answer was lost: the record it made, if the site has one. It is known by
// identity, not by name and clock: before a create is sent, the highest id of the whole list is
// noted, and only a record above it (made after that read) with the name given can be the one.
// A draft kept before creates carried that mark has only its name and time: a record found so may
// be the one or another of the same name, and is offered as such, never as certain.
import type { PagedList, RunOperation } from '../messages/operations';
import { readTime, recordId, recordText } from './list-answer';
import { PER_PAGE_MAX } from '../api/limits';
import { readWholeList } from './whole-list';
import { isLostAnswer } from './failures';

/** Where a kind's new records appear, and the name they carry there. */
export interface MadeIn<F> {
  list: (paging: { page?: number; per_page: number }) => PagedList;
  /** Where the list's records keep the name the new record was given. */
  nameKeys: readonly string[];
  nameOf(fields: F): string;
  /** The name as a record of the list carries it, where the site keeps it otherwise than it was sent (a post's BB code stored as HTML). */
  nameIn?(record: Record<string, unknown>): string;
  /** Every record of the list, where it is not read a page at a time (the shop's categories come as one tree). */
  records?(answer: unknown): Record<string, unknown>[];
}

/** A create sent whose answer may have been lost. */
export interface CreateAttempt {
  /** When it was sent (ms). */
  at: number;
  /** The highest id of the list just before it; null for an attempt noted without one (an older draft). */
  above: number | null;
}

/** Slack for a site clock that runs behind this machine's (attempts noted without an id only). */
const CLOCK_SLACK_MS = 10 * 60_000;

/** The highest id of the whole list: read before a create is sent (a list in tree order puts a new record anywhere). */
export async function highestId(api: RunOperation, made: MadeIn<unknown>): Promise<number> {
  return Math.max(0, ...(await wholeList(api, made)).map(recordId));
}

/** A record the lost create may have made: certain when it is above the mark noted before it. */
export interface Made {
  id: number;
  certain: boolean;
}

/**
 * The record `attempt` made from `fields`, or null: the first above the noted id that has its
 * name; for an attempt noted without one, the newest of that name made since, not certain.
 */
export async function findMade<F>(api: RunOperation, made: MadeIn<F>, fields: F, attempt: CreateAttempt): Promise<Made | null> {
  const name = made.nameOf(fields);
  const nameIn = made.nameIn ?? ((record: Record<string, unknown>) => recordText(record, made.nameKeys));
  const named = (await wholeList(api, made)).filter((record) => nameIn(record) === name && recordId(record) > 0);
  if (attempt.above !== null) {
    const above = attempt.above;
    const ids = named.map(recordId).filter((id) => id > above);
    return ids.length ? { id: Math.min(...ids), certain: true } : null;
  }
  const ids = named.filter((record) => madeSince(record, attempt.at)).map(recordId);
  return ids.length ? { id: Math.max(...ids), certain: false } : null;
}

async function wholeList(api: RunOperation, made: MadeIn<never>): Promise<Record<string, unknown>[]> {
  if (made.records) return made.records(await api(made.list({ per_page: PER_PAGE_MAX })));
  return readWholeList((paging) => api(made.list(paging)));
}

/** add_date as unix seconds or a "YYYY-MM-DD hh:mm:ss" string; a record without it may be the one. */
function madeSince(record: Record<string, unknown>, since: number): boolean {
  const ms = readTime(record.add_date);
  return ms === null || ms >= since - CLOCK_SLACK_MS;
}

/** What sending a create came to: made (the site's answer), found made by a lost earlier attempt, or its answer lost. */
export type CreateOnce<A> =
  | { status: 'made'; answer: A }
  | { status: 'found'; made: Made }
  | { status: 'lost'; attempt: CreateAttempt; reason: unknown };

/**
 * Sends a create once: after an attempt whose answer was lost, it first looks for what that
 * attempt made, and sends again only if nothing is found. A first attempt notes the list's
 * highest id before it goes, so a record of the same name made earlier is never taken for it.
 */
export async function createOnce<F, A>(
  api: RunOperation,
  made: MadeIn<F> | undefined,
  fields: F,
  earlier: CreateAttempt | undefined,
  send: () => Promise<A>,
  now = Date.now,
): Promise<CreateOnce<A>> {
  if (earlier && made) {
    const found = await findMade(api, made, fields, earlier);
    if (found) return { status: 'found', made: found };
  }
  // A retry keeps the first attempt's mark: what either attempt made is above it.
  const attempt = earlier ?? { at: now(), above: made ? await highestId(api, made) : null };
  try {
    return { status: 'made', answer: await send() };
  } catch (error) {
    if (isLostAnswer(error)) return { status: 'lost', attempt, reason: error };
    throw error;
  }
}
