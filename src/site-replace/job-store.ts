// Replacements kept on this computer, newest first: the one under way (so that a closed panel
// loses nothing) and the last few done, each History's entry with its Undo. Kept beside the
// records' versions, under the site's key, so that removing the site forgets them too.
import { get, set } from 'idb-keyval';
import { versionsKey, versionStore } from '../drafts/history-keys';
import { fromStored, storedShape, toStored } from '../storage/versioned';
import { z } from '../validation/z';
import type { ReplaceJob } from './job';

/** Replacements kept per site; the oldest goes first. */
export const JOBS_KEPT = 10;

const jobsKey = (site: string) => versionsKey(site, 'replace');

// Written by this code alone: checked for its frame, each job on its own (one unreadable job is left out).
const jobSchema = z.object({
  at: z.number(),
  request: z.object({ find: z.string(), replacement: z.string() }),
  records: z.array(z.object({ record: z.object({ area: z.string(), name: z.string() }) })),
  state: z.enum(['applying', 'applied', 'undoing', 'undone']),
});

const jobsShape = storedShape<ReplaceJob[]>({
  version: 1,
  migrations: [],
  schema: z.pipe(z.array(z.unknown()), z.transform((list) => list.filter((item) => jobSchema.safeParse(item).success) as ReplaceJob[])),
});

export async function jobsOf(site: string): Promise<ReplaceJob[]> {
  return fromStored(jobsShape, await get(jobsKey(site), versionStore())) ?? [];
}

/** Keeps the job in its place (by when it started), newest first. */
export async function keepJob(site: string, job: ReplaceJob): Promise<void> {
  const others = (await jobsOf(site)).filter((kept) => kept.at !== job.at);
  const jobs = [job, ...others].sort((a, b) => b.at - a.at).slice(0, JOBS_KEPT);
  await set(jobsKey(site), toStored(jobsShape, jobs), versionStore());
}

/** Whether the site's newest replacement stopped before its end (a panel closed while it ran). */
export async function stoppedJobWaits(site: string): Promise<boolean> {
  const [newest] = await jobsOf(site);
  return newest?.state === 'applying' || newest?.state === 'undoing';
}
