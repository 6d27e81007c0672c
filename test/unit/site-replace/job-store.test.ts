// Replacements kept on this computer: newest first, at most ten a site, each under its own key so
// that keeping the job under way after every record writes that job alone; a list kept by an
// earlier version is still read.
import { set } from 'idb-keyval';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { discardSiteHistory, versionsKey, versionStore } from '@/src/drafts/history-keys';
import type { ReplaceJob } from '@/src/site-replace/job';
import { JOBS_KEPT, jobsOf, keepJob, stoppedJobWaits } from '@/src/site-replace/job-store';

const SITE = 'https://example.ucoz.net';
const OTHER = 'https://other.ucoz.net';

/** A job of `records` pages, each with its text, as a replacement keeps it. */
function job(at: number, records = 3, state: ReplaceJob['state'] = 'applied'): ReplaceJob {
  return {
    at,
    request: { find: '8 800 100', replacement: '8 800 200' },
    state,
    records: Array.from({ length: records }, (_, i) => ({
      record: { area: 'pages', id: i + 1, name: `Page ${i + 1}`, base: { name: `Page ${i + 1}`, message: `<p>Call 8 800 100 (${at})</p>` }, fields: [] },
      ticked: [{ field: 'message', matches: [] }],
      outcome: state === 'applying' ? null : { status: 'done', replaced: [] },
      undo: null,
    })),
  } as unknown as ReplaceJob;
}

afterEach(async () => {
  vi.restoreAllMocks();
  await discardSiteHistory(SITE);
  await discardSiteHistory(OTHER);
});

describe('the jobs kept of a site', () => {
  test('newest first, each as it was kept, texts and outcomes included', async () => {
    await keepJob(SITE, job(1));
    await keepJob(SITE, job(3));
    await keepJob(SITE, job(2));
    const kept = await jobsOf(SITE);
    expect(kept.map((each) => each.at)).toEqual([3, 2, 1]);
    expect(kept[1]).toEqual(job(2));
  });

  test(`at most ${JOBS_KEPT}: the oldest is forgotten`, async () => {
    for (let at = 1; at <= JOBS_KEPT + 2; at++) await keepJob(SITE, job(at));
    const kept = await jobsOf(SITE);
    expect(kept).toHaveLength(JOBS_KEPT);
    expect(kept[0]!.at).toBe(JOBS_KEPT + 2);
    expect(kept.at(-1)!.at).toBe(3);
  });

  test('keeping the job under way writes that job alone, however many are kept before it', async () => {
    for (let at = 1; at <= JOBS_KEPT - 1; at++) await keepJob(SITE, job(at, 100));
    const written = vi.spyOn(IDBObjectStore.prototype, 'put');
    const listed = vi.spyOn(IDBObjectStore.prototype, 'getAllKeys');
    let current = job(100, 100, 'applying');
    for (let record = 0; record < 5; record++) {
      current = { ...current, records: current.records.map((entry, i) => (i === record ? { ...entry, outcome: { status: 'done', replaced: [] } } : entry)) } as ReplaceJob;
      await keepJob(SITE, current);
    }
    expect(written).toHaveBeenCalledTimes(5);
    // The store's keys are looked through once for the job, to forget the oldest, not after every record.
    expect(listed.mock.calls.length).toBeLessThanOrEqual(1);
    expect(written.mock.calls.every(([value]) => (value as { data: ReplaceJob }).data.at === 100)).toBe(true);
    const [newest] = await jobsOf(SITE);
    expect(newest!.records.filter((entry) => entry.outcome !== null)).toHaveLength(5);
  });

  test('a job stopped midway is told apart from one that ended', async () => {
    await keepJob(SITE, job(1));
    expect(await stoppedJobWaits(SITE)).toBe(false);
    await keepJob(SITE, job(2, 3, 'applying'));
    expect(await stoppedJobWaits(SITE)).toBe(true);
  });

  test('sites are kept apart, and removing a site forgets its jobs', async () => {
    await keepJob(SITE, job(1));
    await keepJob(OTHER, job(2));
    expect((await jobsOf(SITE)).map((each) => each.at)).toEqual([1]);
    await discardSiteHistory(SITE);
    expect(await jobsOf(SITE)).toEqual([]);
    expect((await jobsOf(OTHER)).map((each) => each.at)).toEqual([2]);
  });

  test('an unreadable job is left out, the others read', async () => {
    await keepJob(SITE, job(1));
    await set(`${versionsKey(SITE, 'replace-job ')}2`, { v: 1, data: { at: 2, records: 'damaged' } }, versionStore());
    expect((await jobsOf(SITE)).map((each) => each.at)).toEqual([1]);
  });

  test('the list an earlier version kept is read, split into jobs of their own, and gone', async () => {
    await set(versionsKey(SITE, 'replace'), { v: 1, data: [job(5), job(4, 3, 'applying')] }, versionStore());
    const kept = await jobsOf(SITE);
    expect(kept).toEqual([job(5), job(4, 3, 'applying')]);
    await keepJob(SITE, job(6));
    expect((await jobsOf(SITE)).map((each) => each.at)).toEqual([6, 5, 4]);
  });
});
