// Add photos to the album the tab shows: drop or pick many image files, hear what it costs, and
// watch each go, with a bar for each file and one for the batch.
import { useEffect, useState } from 'preact/hooks';
import { formatClock, formatMegabytes, plural, t } from '../../../i18n';
import type { PlaceProps } from '../../../ui/editor/kind-in-panel';
import { sendFromExtensionPage } from '../../../messages/send';
import type { QuotaStatus } from '../../../quota/ledger';
import type { BatchItem } from '../upload/batch';
import { PHOTO_FILE_MAX } from '../upload/check-file';
import { albumPhotoFrom, showInAlbum } from './show-in-album';
import { useUploadBatch } from './useUploadBatch';

/** `id`: the album's; `page`: the tab that shows it, where each new photo is added to its list. */
export function AddPhotos({ site, id, api, page }: PlaceProps) {
  const album = Number(id);
  const batch = useUploadBatch(site, album, api, (answer, name) => {
    const photo = albumPhotoFrom(site, answer, name);
    if (page && photo) void showInAlbum(page, photo);
  });
  const [dragging, setDragging] = useState(false);
  const take = (files: FileList | null | undefined) => files && files.length > 0 && void batch.choose([...files]);
  return (
    <section class="add-photos" aria-labelledby="add-photos-title">
      <h2 id="add-photos-title">{t('add_photos_title')}</h2>
      <div class={dragging ? 'drop-zone dragging' : 'drop-zone'}
        onDragOver={(event) => (event.preventDefault(), setDragging(true))} onDragLeave={() => setDragging(false)}
        onDrop={(event) => (event.preventDefault(), setDragging(false), take(event.dataTransfer?.files))}>
        <p id="add-photos-hint">{t('add_photos_drop', formatMegabytes(PHOTO_FILE_MAX))}</p>
        {/* The input unseen, before its label shown as a button: the label shows its keyboard focus. */}
        <input id="f-photos" class="visually-hidden" type="file" accept="image/*" multiple aria-describedby="add-photos-hint"
          onChange={(event) => (take(event.currentTarget.files), (event.currentTarget.value = ''))} />
        <label class="file-choice" for="f-photos">{t('add_photos_choose')}</label>
      </div>
      {batch.refused.length > 0 && (
        <div role="alert"><ul class="error refused">{batch.refused.map((reason) => <li key={reason}>{reason}</li>)}</ul></div>
      )}
      {batch.chosen.length > 0 && <Cost site={site} files={batch.chosen} onStart={() => void batch.start()} onCancel={batch.cancel} />}
      {batch.pausedUntil !== null && <p class="banner" role="status">{t('add_photos_paused', formatClock(batch.pausedUntil))}</p>}
      {batch.items.length > 0 && <Progress items={batch.items} onRetry={batch.retry} onRemove={batch.remove} />}
    </section>
  );
}

/** What the chosen files cost before anything is sent: one request each, against what is left this hour. */
function Cost({ site, files, onStart, onCancel }: { site: string; files: File[]; onStart: () => void; onCancel: () => void }) {
  const [quota, setQuota] = useState<QuotaStatus | null>(null);
  useEffect(() => void sendFromExtensionPage({ type: 'quota/status', origin: site }).then(setQuota, () => setQuota(null)), [site]);
  const bytes = files.reduce((sum, file) => sum + file.size, 0);
  return (
    <div class="banner cost" role="status">
      <p>
        {plural('add_photos_cost', files.length, formatMegabytes(bytes))}
        {quota && ` ${plural('add_photos_left', quota.left)}`}
      </p>
      <div class="row">
        <button type="button" onClick={onStart}>{plural('add_photos_start', files.length)}</button>
        <button type="button" class="secondary" onClick={onCancel}>{t('cancel')}</button>
      </div>
    </div>
  );
}

const STATE_WORDS = { waiting: 'upload_waiting', sending: 'upload_sending', done: 'upload_done', failed: 'upload_failed' } as const;

function Progress({ items, onRetry, onRemove }: { items: BatchItem[]; onRetry: (key: string) => void; onRemove: (key: string) => void }) {
  const total = items.reduce((sum, item) => sum + item.size, 0);
  const done = items.filter((item) => item.state === 'done');
  const doneBytes = done.reduce((sum, item) => sum + item.size, 0);
  const label = plural('add_photos_progress', done.length, String(items.length));
  return (
    <div class="upload-batch">
      <p id="batch-label">{label}</p>
      <progress aria-labelledby="batch-label" value={doneBytes} max={total || 1} />
      <ul class="uploads">
        {items.map((item) => (
          <li key={item.key} class={`upload ${item.state}`}>
            <span class="name">{item.name}</span> <span class="hint">{formatMegabytes(item.size)}</span>
            {/* No value while it goes: the browser's fetch does not say how far an upload is. */}
            <progress aria-label={item.name} {...(item.state !== 'sending' && { value: item.state === 'done' ? 1 : 0 })} max={1} />
            <span class="state">{item.state === 'failed' ? t('upload_failed', item.reason ?? '') : t(STATE_WORDS[item.state])}</span>
            {item.state === 'failed' && (
              <span class="row">
                <button type="button" class="secondary" onClick={() => onRetry(item.key)}>{t('try_again')}</button>
                <button type="button" class="link" onClick={() => onRemove(item.key)}>{t('remove')}</button>
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
