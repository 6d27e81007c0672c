// Applying the ticked matches record by record (each read again first, one at a time so the
// requests stay few and in order), and undoing all of it: what became of each record, and the
// count of done, skipped and failed.
import { useState } from 'preact/hooks';
import { plural, t } from '../../../i18n';
import type { RunOperation } from '../../../messages/operations';
import { applyToRecord, undoRecord, type Outcome } from '../../../site-replace/apply';
import { AREAS } from '../../../site-replace/areas';
import { recordKey, type TickedRecord } from './ReplaceMatches';

type Done = Extract<Outcome, { status: 'done' }>;

export function useReplaceRun(api: RunOperation) {
  const [outcomes, setOutcomes] = useState<Record<string, Outcome>>({});
  const [applied, setApplied] = useState<{ record: TickedRecord['record']; done: Done }[]>([]);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const report = (all: Outcome[]) => plural('replace_report', all.filter((each) => each.status === 'done' || each.status === 'undone').length,
    String(all.filter((each) => each.status === 'changed' || each.status === 'invalid').length), String(all.filter((each) => each.status === 'failed').length));

  async function apply(ticked: TickedRecord[]) {
    setBusy(true);
    const results: Outcome[] = [];
    const done: { record: TickedRecord['record']; done: Done }[] = [];
    for (const [index, { record, fields }] of ticked.entries()) {
      setSaid(t('replace_applying', String(index + 1), String(ticked.length)));
      const outcome = await applyToRecord(api, AREAS.find((area) => area.name === record.area)!, record, fields);
      results.push(outcome);
      if (outcome.status === 'done') done.push({ record, done: outcome });
      setOutcomes((all) => ({ ...all, [recordKey(record)]: outcome }));
    }
    setApplied(done);
    setSaid(report(results));
    setBusy(false);
  }

  async function undo() {
    setBusy(true);
    const results: Outcome[] = [];
    for (const [index, { record, done }] of applied.entries()) {
      setSaid(t('replace_applying', String(index + 1), String(applied.length)));
      const outcome = await undoRecord(api, AREAS.find((area) => area.name === record.area)!, record.id, done.replaced);
      results.push(outcome);
      setOutcomes((all) => ({ ...all, [recordKey(record)]: outcome }));
    }
    setApplied([]);
    setSaid(report(results));
    setBusy(false);
  }

  return { outcomes, applied: applied.length > 0, busy, said, apply, undo, reset: () => (setOutcomes({}), setApplied([]), setSaid('')) };
}
