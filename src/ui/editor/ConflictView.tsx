// Someone changed the resource on the site since the draft started: show both, with the
// differences, and let the owner choose. Never a silent overwrite.
import { diffWordsWithSpace } from 'diff';
import type { FieldChange } from '../../resources/kind';

interface Props {
  changes: FieldChange[];
  onOverwrite: () => void;
  onTakeServer: () => void;
  onKeepEditing: () => void;
}

const LONG = 400;

export function ConflictView({ changes, onOverwrite, onTakeServer, onKeepEditing }: Props) {
  return (
    <section class="conflict" role="alertdialog" aria-labelledby="conflict-title" aria-describedby="conflict-text">
      <h3 id="conflict-title">Changed on the site since you started</h3>
      <p id="conflict-text">
        Someone saved this on the site after you began editing. Compare the two copies and choose which one to keep.
      </p>
      {changes.map((change) => (
        <div class="conflict-field" key={change.field}>
          <h4>{change.label}</h4>
          <p class="diff" aria-label={`Differences in ${change.label}: removed text is what is on the site, added text is yours`}>
            {diffWordsWithSpace(summarise(change.b), summarise(change.a)).map((part, index) =>
              part.added ? <ins key={index}>{part.value}</ins> : part.removed ? <del key={index}>{part.value}</del> : <span key={index}>{part.value}</span>,
            )}
          </p>
          <details>
            <summary>Both copies in full</summary>
            <p class="hint">On the site</p>
            <pre>{change.b}</pre>
            <p class="hint">Yours</p>
            <pre>{change.a}</pre>
          </details>
        </div>
      ))}
      <div class="row">
        <button type="button" class="danger" onClick={onOverwrite}>Overwrite with mine</button>
        <button type="button" class="secondary" onClick={onTakeServer}>Take the site's version</button>
        <button type="button" class="secondary" onClick={onKeepEditing}>Keep editing</button>
      </div>
    </section>
  );
}

/** Pictures and other long values are compared by size, not shown in full in the diff. */
function summarise(text: string): string {
  return text.length > LONG && /^data:|^[A-Za-z0-9+/=]+$/.test(text.slice(0, 100)) ? `(${text.length} characters of data)` : text;
}
