// What the scan found, record by record: each record with its tick, its name (opening it in its
// editor) and what became of it; each match in its context, what it reads now struck through and
// what it will read after, with a tick of its own. Every tick starts on.
import { Component } from 'preact';
import { useRef } from 'preact/hooks';
import { t } from '../../../i18n';
import type { ResourceRef } from '../../../resources/resource-ref';
import type { Match } from '../../../replace/matches';
import { areaNamed, textOf } from '../../../site-replace/areas';
import type { Outcome } from '../../../site-replace/apply';
import type { FoundRecord } from '../../../site-replace/scan';
import { showsOnSite } from './show-on-site';

/** Ticks turned off, by record (`news:3`) and by match (`news:3:message:0`); any other is on. */
export type Ticks = Record<string, boolean>;

export const recordKey = (record: Pick<FoundRecord, 'area' | 'id'>) => `${record.area}:${record.id}`;
const matchKey = (record: FoundRecord, field: string, index: number) => `${recordKey(record)}:${field}:${index}`;

export interface TickedRecord {
  record: FoundRecord;
  fields: { field: string; matches: Match[] }[];
}

/** The records with a match still ticked, and those matches. */
export function tickedOf(found: readonly FoundRecord[], ticks: Ticks): TickedRecord[] {
  return found.flatMap((record) => {
    if (ticks[recordKey(record)] === false) return [];
    const fields = record.fields.map(({ field, matches }) => ({ field, matches: matches.filter((_, index) => ticks[matchKey(record, field, index)] !== false) }));
    return fields.some(({ matches }) => matches.length) ? [{ record, fields }] : [];
  });
}

/** Up to this many characters of text each side of a match. */
const CONTEXT = 40;
/** Text around a match as a visitor reads it: the tags cut out, a tag cut in half too. */
const readable = (html: string) => html.replace(/<[^>]*>|^[^<]*>|<[^>]*$/g, ' ').replace(/\s+/g, ' ');

interface Props {
  found: FoundRecord[];
  ticks: Ticks;
  outcomes: Record<string, Outcome>;
  onTick: (key: string, on: boolean) => void;
  onOpen: (ref: ResourceRef) => void;
  /** Shows the record on the site with its ticked matches replaced. */
  onShow: (record: FoundRecord) => void;
}

export function ReplaceMatches({ found, ticks, outcomes, onTick, onOpen, onShow }: Props) {
  // Rows take the latest handlers from here, so that a row drawn before still calls today's.
  const handlers = useRef({ onTick, onOpen, onShow });
  handlers.current = { onTick, onOpen, onShow };
  return (
    <ul class="list replace-matches">
      {found.map((record) => <RecordMatches key={recordKey(record)} record={record} ticks={ticks} outcome={outcomes[recordKey(record)]} handlers={handlers} />)}
    </ul>
  );
}

interface RowProps {
  record: FoundRecord;
  ticks: Ticks;
  outcome: Outcome | undefined;
  handlers: { current: Pick<Props, 'onTick' | 'onOpen' | 'onShow'> };
}

/** Whether the record's own ticks are the same in both. */
function sameTicks(record: FoundRecord, a: Ticks, b: Ticks): boolean {
  if (a === b) return true;
  const key = recordKey(record);
  return a[key] === b[key] && record.fields.every(({ field, matches }) => matches.every((_, index) => a[matchKey(record, field, index)] === b[matchKey(record, field, index)]));
}

// A job's step changes one record's outcome: the other rows are not drawn again, so that keys
// typed meanwhile are not held by a hundred rows.
class RecordMatches extends Component<RowProps> {
  override shouldComponentUpdate(next: RowProps): boolean {
    return next.record !== this.props.record || next.outcome !== this.props.outcome || !sameTicks(next.record, this.props.ticks, next.ticks);
  }

  override render() {
    return recordMatches(this.props);
  }
}

function recordMatches({ record, ticks, outcome, handlers }: RowProps) {
  const key = recordKey(record);
  const area = areaNamed(record.area);
  return (
    <li>
      <div class="record-line">
        <input type="checkbox" checked={ticks[key] !== false} aria-label={t('replace_record_tick', record.name)} onChange={(event) => handlers.current.onTick(key, event.currentTarget.checked)} />
        <button type="button" class="link" onClick={() => handlers.current.onOpen(area.refOf(record.id, record.name))}>{record.name}</button>
        <span class="hint">{area.title()}</span>
        {showsOnSite(record) && <button type="button" class="link" aria-label={t('replace_show_record', record.name)} onClick={() => handlers.current.onShow(record)}>{t('replace_show_on_site')}</button>}
        {outcome && <span class={outcome.status === 'done' || outcome.status === 'undone' ? 'ok' : 'error'}>{outcomeText(outcome)}</span>}
      </div>
      {record.fields.map(({ field, label, matches }) => matches.map((match, index) => {
        const text = textOf(area, record.base, field);
        const mKey = matchKey(record, field, index);
        return (
          <label key={mKey} class="match">
            <input type="checkbox" checked={ticks[key] !== false && ticks[mKey] !== false} disabled={ticks[key] === false}
              aria-label={t('replace_match_tick', label)} onChange={(event) => handlers.current.onTick(mKey, event.currentTarget.checked)} />
            <span>
              <span class="hint">{label}: </span>
              …{readable(text.slice(Math.max(0, match.start - CONTEXT), match.start))}<del>{match.found}</del><ins>{match.replacement}</ins>{readable(text.slice(match.end, match.end + CONTEXT))}…
            </span>
          </label>
        );
      }))}
    </li>
  );
}

export function outcomeText(outcome: Outcome): string {
  if (outcome.status === 'done') return t('replace_done');
  if (outcome.status === 'undone') return t('replace_undone');
  if (outcome.status === 'changed') return t('replace_changed');
  return t('replace_not_replaced', outcome.reason);
}
