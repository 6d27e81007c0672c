// The entry's cover image: a preview of the current one, and a new one chosen from a file,
// sent as base64 (the spec's cover field).
import { useState } from 'preact/hooks';
import { t } from '../../../i18n';
import { siteImageAddress } from '../../../ui/editor/site-image';

const MAX_BYTES = 5 * 1024 * 1024;

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
    if (!file.type.startsWith('image/')) return setProblem(t('cover_not_image'));
    if (file.size > MAX_BYTES) return setProblem(t('cover_too_big'));
    const bytes = new Uint8Array(await file.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    onChoose(btoa(binary));
  }

  return (
    <div class="field">
      <label for="f-cover">{t('cover_image')}</label>
      {preview && <img class="cover-preview" src={preview} alt={t('cover_preview')} />}
      <input id="f-cover" type="file" accept="image/*" onChange={(e) => void choose(e.currentTarget.files?.[0])} />
      {chosen && (
        <button type="button" class="secondary" onClick={() => onChoose('')}>{t('cover_keep')}</button>
      )}
      {(problem || error) && <p class="error" role="alert">{problem || error}</p>}
    </div>
  );
}
