// Find and replace's options: how the text is found, where to look, and what the scan costs
// before it starts (the requests left this hour beside it).
import type { StateUpdater } from 'preact/hooks';
import { formatNumber, t } from '../../../i18n';
import { AREAS, type AreaName } from '../../../site-replace/areas';
import { canNarrow, type ReplaceRequest } from '../../../site-replace/scan';
import { CheckboxField } from '../../editor/fields';

/** Areas read one request a record: the design's blocks, stylesheet and templates. */
const READ_ALONE: AreaName[] = ['block', 'css', 'template'];

interface Props {
  request: ReplaceRequest;
  change: (next: Partial<ReplaceRequest>) => void;
  areas: AreaName[];
  setAreas: (update: StateUpdater<AreaName[]>) => void;
  /** Requests left this hour (null: not known yet). */
  left: number | null;
}

export function ReplaceOptions({ request, change, areas, setAreas, left }: Props) {
  const readAlone = areas.some((name) => READ_ALONE.includes(name));
  return (
    <>
      <CheckboxField id="f-replace-case" label={t('replace_match_case')} checked={request.matchCase} onChange={(matchCase) => change({ matchCase })} />
      <CheckboxField id="f-replace-words" label={t('replace_whole_words')} checked={request.wholeWords} onChange={(wholeWords) => change({ wholeWords })} />
      <CheckboxField id="f-replace-regex" label={t('replace_regex')} checked={request.regex} onChange={(regex) => change({ regex })} />
      <CheckboxField id="f-replace-everywhere" label={t('replace_everywhere')} checked={request.everywhere} onChange={(everywhere) => change({ everywhere })} />
      <CheckboxField id="f-replace-narrow" label={t('replace_narrow')} checked={request.narrow === true && canNarrow(request)} disabled={!canNarrow(request)}
        hint={t('replace_narrow_hint')} onChange={(narrow) => change({ narrow })} />
      <fieldset class="field">
        <legend>{t('replace_where')}</legend>
        {AREAS.map((area) => (
          <CheckboxField key={area.name} id={`f-replace-area-${area.name}`} label={area.title()} checked={areas.includes(area.name)}
            onChange={(on) => setAreas((all) => (on ? [...all, area.name] : all.filter((name) => name !== area.name)))} />
        ))}
      </fieldset>
      <p class="hint">
        {t('replace_cost', formatNumber(areas.filter((name) => !READ_ALONE.includes(name)).length + (readAlone ? 1 : 0)), left === null ? '…' : formatNumber(left))}
        {readAlone && ` ${t('replace_cost_design')}`}
      </p>
    </>
  );
}
