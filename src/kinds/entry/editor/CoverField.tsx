// The entry's cover image: a framed preview of the current one (or a word where there is none),
// and a new one chosen from a file or dropped on the frame, sent as base64 (the spec's cover field).
import { useState } from 'preact/hooks';
import { t } from '../../../i18n';
import { siteImageAddress } from '../../../ui/editor/site-image';
import { base64Of, imageFileProblem } from '../../../ui/editor/image-file';

interface Props {
  site: string;
  current: string;
  chosen: string;
  error?: string;
  onChoose: (base64: string) => void;
}

export function CoverField({ site, current, chosen, error, onChoose }: Props) {
  const [problem, setProblem] = useState('');
  const preview = chosen ? `data:image/*;base64,${chosen}` : siteImageAddress(site, current);

  async function choose(file: File | undefined) {
    setProblem('');
    if (!file) return;
    const wrong = imageFileProblem(file);
    if (wrong) return setProblem(wrong);
    onChoose(await base64Of(file));
  }

  return (
    <div class="field cover-field">
      <span class="label" id="f-cover-label">{t('cover_image')}</span>
      {/* A frame the size of the cover, with the image or a word where there is none; an image file dropped on it is chosen. */}
      <div class="cover-frame" onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => (event.preventDefault(), void choose(event.dataTransfer?.files?.[0]))}>
        {preview ? <img class="cover-preview" src={preview} alt={t('cover_preview')} /> : <span class="hint">{t('cover_none')}</span>}
      </div>
      <div class="row">
        <input id="f-cover" class="visually-hidden" type="file" accept="image/*" aria-labelledby="f-cover-label f-cover-choose" onChange={(e) => void choose(e.currentTarget.files?.[0])} />
        <label id="f-cover-choose" class="file-choice" for="f-cover">{t(preview ? 'cover_change' : 'cover_choose')}</label>
        {chosen && (
          <button type="button" class="secondary" onClick={() => onChoose('')}>{t('cover_keep')}</button>
        )}
      </div>
      {(problem || error) && <p class="error" role="alert">{problem || error}</p>}
    </div>
  );
}
