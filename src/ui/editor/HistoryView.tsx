// Earlier versions of what is open (the site's copy before each save), each with its
// differences from the editor now, and Restore, which puts it into the editor as a draft.
// The differences are worked out only while History is open, and follow the editor once typing
// pauses: word differences of every version at every keystroke made typing in a big menu slow.
import type { Ref } from 'preact';
import { useMemo, useRef, useState } from 'preact/hooks';
import { formatAgo, formatDateTime, formatNumber, t } from '../../i18n';
import type { FieldChange } from '../../resources/kind';
import { FieldDiff } from './FieldDiff';
import { CONTENT_FIELDS, readableText } from './readable-text';
import { useSettled } from './useSettled';

/** How long typing pauses before the open History shows the differences from the editor now. */
export const HISTORY_FOLLOWS_AFTER_MS = 300;

export interface HistoryEntry {
  at: number;
  /** `to`: this version; `from`: the editor now. */
  changes: FieldChange[];
}

interface Props {
  entries: HistoryEntry[];
  onRestore: (index: number) => void;
  /** The list's element, which the link at the top of the editor opens. */
  listRef?: Ref<HTMLDetailsElement>;
  /** Fields that hold a reference (a category's id), said by the name of what they refer to. */
  named?: Partial<Record<string, (value: string) => string>>;
}

export function HistoryView({ entries, onRestore, listRef, named = {} }: Props) {
  const [open, setOpen] = useState(false);
  const settled = useSettled(entries, HISTORY_FOLLOWS_AFTER_MS);
  const now = useRef({ entries, onRestore, named });
  now.current = { entries, onRestore, named };
  // The same element while the settled entries stay the same, so a keystroke does not diff again.
  const versions = useMemo(() => {
    if (!open) return null;
    // Restored by when the version was kept: a save meanwhile puts a new version first.
    const restore = (at: number) => {
      const index = now.current.entries.findIndex((entry) => entry.at === at);
      if (index >= 0) now.current.onRestore(index);
    };
    return <Versions entries={settled} restore={restore} named={now.current.named} />;
  }, [open, settled]);
  if (!entries.length) return null;
  return (
    <details class="more history" ref={listRef} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('history_title', formatNumber(entries.length))}</summary>
      {versions}
    </details>
  );
}

function Versions({ entries, restore, named }: { entries: HistoryEntry[]; restore: (at: number) => void; named: Props['named'] & object }) {
  return (
    <>
      <p class="hint">{t('history_hint')}</p>
      <ol class="history-versions">
        {entries.map((entry) => (
          <li key={entry.at}>
            <div class="row">
              {/* Named by when, and by what it would change in the editor now. */}
              <strong title={formatDateTime(entry.at)}>
                {[formatAgo(entry.at), entry.changes.map((change) => change.label).join(', ')].filter(Boolean).join(' · ')}
              </strong>
              <button type="button" class="secondary" disabled={!entry.changes.length} onClick={() => restore(entry.at)}>{t('history_restore')}</button>
            </div>
            {entry.changes.length ? (
              entry.changes.map((change) => <FieldDiff key={change.field} change={asRead(change, named[change.field])} removed="history_now" added="history_version_now" />)
            ) : (
              <p class="hint">{t('history_same')}</p>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}

/**
 * A reference said by its name; a content field compared as its text reads, and where only its
 * markup differs (a link's address, a format), as its source.
 */
function asRead(change: FieldChange, name?: (value: string) => string): FieldChange {
  if (name) return { ...change, from: name(change.from), to: name(change.to) };
  if (!CONTENT_FIELDS.includes(change.field)) return change;
  const from = readableText(change.from);
  const to = readableText(change.to);
  return from === to ? change : { ...change, from, to, source: { from: change.from, to: change.to } };
}

/** At the top of the editor, where History is looked for: opens the list below and takes the owner there. */
export function HistoryLink({ count, list }: { count: number; list: { current: HTMLDetailsElement | null } }) {
  if (!count) return null;
  const show = () => {
    const details = list.current;
    if (!details) return;
    details.open = true;
    details.scrollIntoView({ block: 'start' });
    details.querySelector('summary')?.focus();
  };
  return <button type="button" class="link history-link" onClick={show}>{t('history_title', formatNumber(count))}</button>;
}
