// Find and replace across the site, under All of the site: what to find and what with, where to
// look and what that costs; the scan (stoppable); every match shown to tick (ReplaceMatches); the
// ticked ones applied record by record, each read again first, as one job kept on this computer;
// and the site's History of them, each undone in one click (ReplaceHistory).
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { formatClock, formatNumber, plural, t } from '../../../i18n';
import { sendFromExtensionPage } from '../../../messages/send';
import type { RunOperation } from '../../../messages/operations';
import type { ResourceRef } from '../../../resources/resource-ref';
import { compileFind } from '../../../replace/pattern';
import { boundedFinder } from '../../../replace/timed-matches';
import { AREAS, type AreaName } from '../../../site-replace/areas';
import { scanSite, type FoundRecord, type ReplaceRequest, type ScanProgress } from '../../../site-replace/scan';
import { TextField } from '../../editor/fields';
import { recordKey, ReplaceMatches, tickedOf, type Ticks } from './ReplaceMatches';
import { ReplaceHistory } from './ReplaceHistory';
import { ReplaceOptions } from './ReplaceOptions';
import { useReplaceRun } from './replace-run';
import { showReplacedOnSite } from './show-on-site';

/** Looked in unless the owner says otherwise: all but the page and module templates, mostly the platform's code. */
const FIRST_AREAS = AREAS.map((area) => area.name).filter((name) => name !== 'template');
const NO_PROGRESS: ScanProgress = { records: 0, requests: 0, failed: [], skipped: [] };

interface Scan {
  progress: ScanProgress;
  found: FoundRecord[];
  done: boolean;
}

export function FindReplace({ api, site, onOpen }: { api: RunOperation; site: string; onOpen: (ref: ResourceRef) => void }) {
  const [request, setRequest] = useState<ReplaceRequest>({ find: '', replacement: '', matchCase: false, wholeWords: false, regex: false, everywhere: false });
  const [areas, setAreas] = useState<AreaName[]>(FIRST_AREAS);
  const [problem, setProblem] = useState('');
  const [left, setLeft] = useState<number | null>(null);
  const [scan, setScan] = useState<Scan | null>(null);
  const [ticks, setTicks] = useState<Ticks>({});
  const stopper = useRef<AbortController | null>(null);
  const run = useReplaceRun(api, site);
  useEffect(() => void sendFromExtensionPage({ type: 'quota/status', origin: site }).then((quota) => setLeft(quota.left), () => setLeft(null)), [site, scan?.done, run.busy]);
  const change = (next: Partial<ReplaceRequest>) => (setProblem(''), setRequest({ ...request, ...next }));

  const start = async () => {
    const compiled = compileFind(request);
    if (!compiled.ok) return setProblem(compiled.problem);
    const stop = new AbortController();
    stopper.current = stop;
    setCurrent(null);
    setTicks({});
    const chosen = AREAS.filter((area) => areas.includes(area.name));
    setScan({ progress: NO_PROGRESS, found: [], done: false });
    const finder = boundedFinder(() => new Worker(new URL('../../../replace/match-worker.ts', import.meta.url), { type: 'module' }));
    const found = await scanSite(api, chosen, compiled.regex, request, (progress, soFar) => setScan({ progress, found: soFar, done: false }), stop.signal, finder.find);
    finder.stop();
    setScan((now) => ({ progress: now?.progress ?? NO_PROGRESS, found: now?.progress.tooSlow ? [] : found, done: true }));
  };
  const ticked = useMemo(() => (scan ? tickedOf(scan.found, ticks) : []), [scan, ticks]);
  const scanning = scan !== null && !scan.done;
  // The job of this scan's matches, once applied: what became of each record shows beside it.
  const [current, setCurrent] = useState<number | null>(null);
  const job = run.jobs.find((each) => each.at === current) ?? null;
  const outcomes = useMemo(() => Object.fromEntries((job?.records ?? []).flatMap((entry) => {
    const outcome = entry.undo ?? entry.outcome;
    return outcome ? [[recordKey(entry.record), outcome]] : [];
  })), [job]);
  const apply = () => setCurrent(run.apply(request, ticked));
  const [notShown, setNotShown] = useState('');
  const show = (record: FoundRecord) => {
    setNotShown('');
    void showReplacedOnSite(site, record, tickedOf([record], ticks)[0]?.fields ?? record.fields).then(
      (shown) => !shown && setNotShown(t('replace_not_shown', record.name)),
      () => setNotShown(t('replace_not_shown', record.name)),
    );
  };
  // The matches are drawn again only when they or their ticks and outcomes change, not at each key typed in the form.
  const matches = useMemo(() => scan?.done && scan.found.length > 0 && (
    <ReplaceMatches found={scan.found} ticks={ticks} outcomes={outcomes} onTick={(key, on) => setTicks((all) => ({ ...all, [key]: on }))} onOpen={onOpen} onShow={show} />
  ), [scan, ticks, outcomes]);

  return (
    <section class="find-replace" aria-labelledby="replace-title">
      <h2 id="replace-title">{t('replace_place')}</h2>
      <form onSubmit={(event) => (event.preventDefault(), void start())}>
        <TextField id="f-replace-find" label={t('replace_find')} value={request.find} error={problem || undefined} onInput={(find) => change({ find })} />
        <TextField id="f-replace-with" label={t('replace_with')} value={request.replacement} onInput={(replacement) => change({ replacement })} />
        <ReplaceOptions request={request} change={change} areas={areas} setAreas={setAreas} left={left} />
        <div class="row">
          <button type="submit" disabled={scanning || run.busy || areas.length === 0}>{t('replace_scan')}</button>
          {scanning && <button type="button" class="secondary" onClick={() => stopper.current?.abort()}>{t('replace_stop')}</button>}
        </div>
      </form>
      {scan && (
        <>
          <p role="status" class="hint">{t(scan.done ? 'replace_scanned' : 'replace_scanning', formatNumber(scan.progress.records), formatNumber(scan.progress.requests))}</p>
          {scan.progress.skipped.length > 0 && <p class="hint">{t('replace_skipped', scan.progress.skipped.map((name) => AREAS.find((each) => each.name === name)!.title()).join(', '))}</p>}
          {scan.progress.failed.map(({ area, reason }) => <p key={area} class="error">{t('replace_area_failed', AREAS.find((each) => each.name === area)!.title(), reason)}</p>)}
          {scan.progress.tooSlow !== undefined && <p role="alert" class="error">{t('replace_too_slow', scan.progress.tooSlow)}</p>}
          {scan.done && scan.found.length === 0 && scan.progress.tooSlow === undefined && <p>{t('replace_none')}</p>}
          {scan.done && scan.found.length > 0 && (
            <>
              <p>{plural('replace_found', scan.found.reduce((sum, record) => sum + record.fields.reduce((n, field) => n + field.matches.length, 0), 0), formatNumber(scan.found.length))}</p>
              {matches}
              {notShown && <p role="alert" class="error">{notShown}</p>}
              <div class="row save-row">
                <button type="button" disabled={run.busy || ticked.length === 0 || job !== null} onClick={apply}>{plural('replace_apply', ticked.length)}</button>
              </div>
            </>
          )}
        </>
      )}
      <p id="replace-status" role="status" class="hint">{run.pausedUntil !== null ? t('replace_paused', formatClock(run.pausedUntil)) : run.said}</p>
      <ReplaceHistory jobs={run.jobs} busy={run.busy} onUndo={(undone) => void run.undo(undone)} onGoOn={(stopped) => void run.goOn(stopped)} />
    </section>
  );
}
