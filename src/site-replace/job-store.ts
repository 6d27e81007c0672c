// Replacements kept on this computer, newest first: the one under way (so that a closed panel
// loses nothing) and the last few done, each History's entry with its Undo. Kept beside the
// records' versions, under the site's key, so that removing the site forgets them too.
//
// Each job under a key of its own: the job under way is kept after every record, and writing
// the earlier ones (a hundred records each, their texts included) again each time held the
// panel's main thread while the owner typed.
import { del, delMany, get, getMany, keys, set } from 'idb-keyval';
import { versionsKey, versionStore } from '../drafts/history-keys';
import { fromStored, storedShape, toStored } from '../storage/versioned';
import { z } from '../validation/z';
import type { ReplaceJob } from './job';

/** Replacements kept per site; the oldest goes first. */
export const JOBS_KEPT = 10;

/** Where the jobs were kept before each had a key of its own: one list (read once, then split). */
const listKey = (site: string) => versionsKey(site, 'replace');
const jobKeyPrefix = (site: string) => versionsKey(site, 'replace-job ');
const jobKey = (site: string, job: Pick<ReplaceJob, 'at'>) => `${jobKeyPrefix(site)}${job.at}`;

// Written by this code alone: checked for its frame, each job on its own (one unreadable job is
// left out), and given back as kept (a parse would drop the fields the frame does not name).
const jobFrame = z.object({
  at: z.number(),
  request: z.object({ find: z.string(), replacement: z.string() }),
  records: z.array(z.object({ record: z.object({ area: z.string(), name: z.string() }) })),
  state: z.enum(['applying', 'applied', 'undoing', 'undone']),
});

const listShape = storedShape<ReplaceJob[]>({
  version: 1,
  migrations: [],
  schema: z.pipe(z.array(z.unknown()), z.transform((list) => list.filter((item) => jobFrame.safeParse(item).success) as ReplaceJob[])),
});

const jobShape = storedShape<ReplaceJob>({ version: 1, migrations: [], schema: z.custom<ReplaceJob>((item) => jobFrame.safeParse(item).success) });

/** The site's job keys, newest first. */
async function jobKeysOf(site: string): Promise<string[]> {
  const prefix = jobKeyPrefix(site);
  const all = (await keys(versionStore())) as string[];
  return all.filter((key) => key.startsWith(prefix)).sort((a, b) => Number(b.slice(prefix.length)) - Number(a.slice(prefix.length)));
}

/** Splits a list kept by an earlier version into keys of their own. */
async function splitList(site: string): Promise<void> {
  const list = fromStored(listShape, await get(listKey(site), versionStore()));
  if (list === undefined) return;
  for (const job of list.slice(0, JOBS_KEPT)) await set(jobKey(site, job), toStored(jobShape, job), versionStore());
  await del(listKey(site), versionStore());
}

export async function jobsOf(site: string): Promise<ReplaceJob[]> {
  await splitList(site);
  const mine = (await jobKeysOf(site)).slice(0, JOBS_KEPT);
  const kept = await getMany(mine, versionStore());
  return kept.map((stored) => fromStored(jobShape, stored)).filter((job) => job !== undefined);
}

/** Jobs whose older neighbours were forgotten already: kept after every record, a job looks through the store's keys once. */
const pruned = new Set<string>();

/** Keeps the job in its place (by when it started); past JOBS_KEPT, the oldest are forgotten. */
export async function keepJob(site: string, job: ReplaceJob): Promise<void> {
  const key = jobKey(site, job);
  await set(key, toStored(jobShape, job), versionStore());
  if (pruned.has(key)) return;
  pruned.add(key);
  const older = (await jobKeysOf(site)).slice(JOBS_KEPT);
  if (older.length) await delMany(older, versionStore());
}

/** Whether the site's newest replacement stopped before its end (a panel closed while it ran). */
export async function stoppedJobWaits(site: string): Promise<boolean> {
  const [newest] = await jobsOf(site);
  return newest?.state === 'applying' || newest?.state === 'undoing';
}
