// The site's replacements, newest first: each one entry (what was replaced with what, when, in
// how many records, how it ended) with Undo this replace while it can be undone, and Go on for
// one a closed panel stopped before its end.
import { formatAgo, formatNumber, plural, t } from '../../../i18n';
import { canUndo, pending, type ReplaceJob } from '../../../site-replace/job';
import { jobReport } from './replace-run';

interface Props {
  jobs: ReplaceJob[];
  busy: boolean;
  onUndo: (job: ReplaceJob) => void;
  onGoOn: (job: ReplaceJob) => void;
}

export function ReplaceHistory({ jobs, busy, onUndo, onGoOn }: Props) {
  if (!jobs.length) return null;
  return (
    <section class="replace-history" aria-labelledby="replace-history-title">
      <h3 id="replace-history-title">{t('replace_history')}</h3>
      <ul class="list">
        {jobs.map((job) => {
          const left = pending(job).length;
          return (
            <li key={job.at}>
              <p>
                <strong>{t('replace_history_entry', job.request.find, job.request.replacement)}</strong>{' '}
                <span class="hint">{formatAgo(job.at)} · {plural('replace_job_records', job.records.length)}</span>
              </p>
              <p class="hint">{left > 0 && !busy ? t('replace_stopped', formatNumber(job.records.length - left), formatNumber(job.records.length)) : jobReport(job)}</p>
              <div class="row">
                {left > 0 && <button type="button" disabled={busy} onClick={() => onGoOn(job)}>{t('replace_go_on')}</button>}
                {canUndo(job) && <button type="button" class="secondary" disabled={busy} onClick={() => onUndo(job)}>{t('replace_undo')}</button>}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
