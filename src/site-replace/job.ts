// A replacement as one job: the ticked records in order, what became of each, and whether it is
// applying, applied, being undone or undone. It is kept after every record (job-store.ts), so a
// panel closed midway loses nothing: the job goes on from the first record without an outcome,
// and a record written just before the close reads as the replacement made it and is not written
// again. Before each record the hourly limit is looked at: short of it, the job pauses until the
// oldest requests of the hour leave the window.
import type { RunOperation } from '../messages/operations';
import type { QuotaStatus } from '../quota/ledger';
import { applyToRecord, undoRecord, type KeepVersion, type Outcome, type Ticked } from './apply';
import { areaNamed } from './areas';
import type { FoundRecord, ReplaceRequest } from './scan';

export interface JobRecord {
  record: FoundRecord;
  ticked: Ticked;
  /** What applying did (null: not yet). */
  outcome: Outcome | null;
  /** What undoing did (null: not undone). */
  undo: Outcome | null;
}

export type JobState = 'applying' | 'applied' | 'undoing' | 'undone';

export interface ReplaceJob {
  /** When it was started: the job's name in History. */
  at: number;
  request: ReplaceRequest;
  records: JobRecord[];
  state: JobState;
}

/** Requests a record costs (a read and a write), and those left to the owner's own editing meanwhile. */
export const REQUESTS_PER_RECORD = 2;
export const QUOTA_KEPT_FREE = 20;

export interface JobHooks {
  api: RunOperation;
  /** Keeps the job as it stands. */
  save(job: ReplaceJob): Promise<void>;
  quota(): Promise<QuotaStatus>;
  /** Waits until then (the job paused before the limit), or until stopped. */
  waitUntil(time: number): Promise<void>;
  /** Told when the job pauses (the time it goes on) and when it goes on (null). */
  onPause(until: number | null): void;
  /** The site's copy of a record about to be written, for its History. */
  keep(record: FoundRecord): KeepVersion;
}

export function newJob(request: ReplaceRequest, ticked: { record: FoundRecord; fields: Ticked }[], at = Date.now()): ReplaceJob {
  return { at, request, records: ticked.map(({ record, fields }) => ({ record, ticked: fields, outcome: null, undo: null })), state: 'applying' };
}

/** The records the job has still to do in its state. */
export function pending(job: ReplaceJob): JobRecord[] {
  if (job.state === 'applying') return job.records.filter((entry) => entry.outcome === null);
  if (job.state === 'undoing') return job.records.filter((entry) => entry.outcome?.status === 'done' && entry.undo === null);
  return [];
}

export const canUndo = (job: ReplaceJob) => job.state === 'applied' && job.records.some((entry) => entry.outcome?.status === 'done');

/** Waits while the hour has too few requests left for one more record. */
async function roomForOne(hooks: JobHooks): Promise<void> {
  for (;;) {
    const quota = await hooks.quota();
    const until = quota.blockedUntil ?? (quota.left < REQUESTS_PER_RECORD + QUOTA_KEPT_FREE ? quota.nextFreeAt : null);
    if (until === null) return;
    hooks.onPause(until);
    await hooks.waitUntil(until);
    hooks.onPause(null);
  }
}

/**
 * Runs the job to its end from where it stands (applying or undoing), keeping it after each
 * record; `onStep` hears it each time. Gives it finished, or as far as it got when `signal` stopped it.
 */
export async function runJob(start: ReplaceJob, hooks: JobHooks, onStep: (job: ReplaceJob) => void, signal?: AbortSignal): Promise<ReplaceJob> {
  let job = start;
  const undoing = job.state === 'undoing';
  // Kept before its first write: a panel closed at once still finds it.
  await hooks.save(job);
  for (const entry of pending(job)) {
    await roomForOne(hooks);
    if (signal?.aborted) return job;
    const area = areaNamed(entry.record.area);
    const keep = hooks.keep(entry.record);
    const outcome = undoing
      ? await undoRecord(hooks.api, area, entry.record, entry.outcome?.status === 'done' ? entry.outcome.replaced : [], keep)
      : await applyToRecord(hooks.api, area, entry.record, entry.ticked, keep);
    job = { ...job, records: job.records.map((each) => (each === entry ? { ...each, ...(undoing ? { undo: outcome } : { outcome }) } : each)) };
    await hooks.save(job);
    onStep(job);
  }
  job = { ...job, state: undoing ? 'undone' : 'applied' };
  await hooks.save(job);
  onStep(job);
  return job;
}

/** Counts for the owner: replaced (or undone), skipped (changed since, or refused by a check), failed. */
export function tally(job: ReplaceJob) {
  const outcomes = job.records.map((entry) => (job.state === 'undoing' || job.state === 'undone' ? entry.undo : entry.outcome)).filter((outcome) => outcome !== null);
  return {
    done: outcomes.filter((outcome) => outcome.status === 'done' || outcome.status === 'undone').length,
    skipped: outcomes.filter((outcome) => outcome.status === 'changed' || outcome.status === 'invalid').length,
    failed: outcomes.filter((outcome) => outcome.status === 'failed').length,
  };
}
