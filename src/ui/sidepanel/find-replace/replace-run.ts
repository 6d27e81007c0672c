// The replacement's job in the panel: applying the ticked matches record by record (each read
// again first, one at a time so that the requests stay few and in order), undoing a job, going on
// with one a closed panel stopped; kept after every record, and the site's History of them.
import { useEffect, useRef, useState } from 'preact/hooks';
import { keepVersion } from '../../../drafts/history';
import { plural, t } from '../../../i18n';
import type { RunOperation } from '../../../messages/operations';
import { sendFromExtensionPage } from '../../../messages/send';
import { refKey } from '../../../resources/resource-ref';
import { areaNamed } from '../../../site-replace/areas';
import { newJob, pending, runJob, tally, type JobHooks, type ReplaceJob } from '../../../site-replace/job';
import { jobsOf, keepJob } from '../../../site-replace/job-store';
import type { ReplaceRequest } from '../../../site-replace/scan';
import type { TickedRecord } from './ReplaceMatches';

/** The job's outcome for the owner: how many done, skipped and failed. */
export function jobReport(job: ReplaceJob): string {
  const { done, skipped, failed } = tally(job);
  return plural(job.state === 'undone' || job.state === 'undoing' ? 'replace_undo_report' : 'replace_report', done, String(skipped), String(failed));
}

export function useReplaceRun(api: RunOperation, site: string) {
  const [jobs, setJobs] = useState<ReplaceJob[]>([]);
  const [busy, setBusy] = useState(false);
  const [pausedUntil, setPausedUntil] = useState<number | null>(null);
  const [said, setSaid] = useState('');
  const life = useRef(new AbortController());
  useEffect(() => {
    void jobsOf(site).then(setJobs);
    return () => life.current.abort();
  }, [site]);

  const hooks: JobHooks = {
    api,
    save: (job) => keepJob(site, job),
    quota: () => sendFromExtensionPage({ type: 'quota/status', origin: site }),
    waitUntil: (time) => new Promise((wake) => {
      const timer = setTimeout(wake, Math.max(0, time - Date.now()));
      life.current.signal.addEventListener('abort', () => (clearTimeout(timer), wake()), { once: true });
    }),
    onPause: setPausedUntil,
    keep: (record) => (copy) => keepVersion(site, refKey(areaNamed(record.area).refOf(record.id, record.name)), copy).catch(() => {}),
  };

  const show = (job: ReplaceJob) => setJobs((all) => [job, ...all.filter((kept) => kept.at !== job.at)]);

  async function run(job: ReplaceJob) {
    setBusy(true);
    show(job);
    const total = pending(job).length;
    let step = 0;
    setSaid(t('replace_applying', '1', String(total)));
    const finished = await runJob(job, hooks, (now) => {
      show(now);
      step = Math.min(step + 1, total);
      setSaid(t('replace_applying', String(Math.min(step + 1, total)), String(total)));
    }, life.current.signal);
    setSaid(jobReport(finished));
    setBusy(false);
  }

  return {
    /** Newest first: the one under way or last done, then the History of earlier ones. */
    jobs,
    busy,
    pausedUntil,
    said,
    /** Starts a job of the ticked matches; gives its name (when it started). */
    apply(request: ReplaceRequest, ticked: TickedRecord[]): number {
      const job = newJob(request, ticked.map(({ record, fields }) => ({ record, fields })));
      void run(job);
      return job.at;
    },
    undo: (job: ReplaceJob) => run({ ...job, state: 'undoing' }),
    goOn: (job: ReplaceJob) => run(job),
  };
}
