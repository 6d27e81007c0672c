// What a shop category's editor does at once, beside Save: hide it from visitors or show it
// (the site's tree does not say which it is: both are offered until one is done), upload or
// remove its image, and make a category under it (looked for first when an earlier answer was
// lost: never made twice).
import { useState } from 'preact/hooks';
import { t } from '../../../i18n';
import type { RunOperation } from '../../../messages/operations';
import { createOnce, type CreateAttempt } from '../../../resources/find-created';
import { asRecord } from '../../../resources/records';
import { recordId } from '../../../resources/list-answer';
import { TextField } from '../../../ui/editor/fields';
import { base64Of, imageFileProblem } from '../../../ui/editor/image-file';
import { siteImageAddress } from '../../../ui/editor/site-image';
import { useFormAction } from '../../../ui/useFormAction';
import { SHOPCAT_NAME_MAX, shopcatFrom, shopcatKind, shopcatMadeIn } from '../model';

export function Visibility({ api, id }: { api: RunOperation; id: number }) {
  const [hidden, setHidden] = useState<boolean | null>(null);
  const action = useFormAction();
  const set = (hide: boolean) => action.run(async () => {
    await api({ op: hide ? 'shopcat/hide' : 'shopcat/show', id });
    setHidden(hide);
  });
  return (
    <section class="shopcat-visibility" aria-labelledby="shopcat-visibility">
      <h3 id="shopcat-visibility">{t('shopcat_visibility')}</h3>
      <div class="row">
        {hidden !== true && <button type="button" class="secondary" disabled={action.busy} onClick={() => void set(true)}>{t('shopcat_hide')}</button>}
        {hidden !== false && <button type="button" class="secondary" disabled={action.busy} onClick={() => void set(false)}>{t('shopcat_show')}</button>}
        <span role="status" class="hint">{hidden === null ? '' : t(hidden ? 'shopcat_hidden' : 'shopcat_shown')}</span>
      </div>
      {action.error && <p class="error" role="alert">{action.error}</p>}
    </section>
  );
}

export function NewSubcategory({ api, parent, onMade }: { api: RunOperation; parent: { id: number; name: string }; onMade: (id: number) => void }) {
  const [name, setName] = useState('');
  const [problem, setProblem] = useState('');
  const [lost, setLost] = useState<CreateAttempt>();
  const action = useFormAction();
  const create = () => action.run(async () => {
    const fields = { ...shopcatKind.empty(), name: name.trim(), pid: parent.id };
    const error = shopcatKind.validate(fields, null).name;
    setProblem(error ?? '');
    if (error) return;
    const sent = await createOnce(api, shopcatMadeIn, fields, lost, () => api({ op: 'shopcat/create', fields: { name: fields.name, pid: parent.id } }));
    if (sent.status === 'lost') return setLost(sent.attempt);
    setLost(undefined);
    setName('');
    onMade(sent.status === 'found' ? sent.made.id : recordId(asRecord(sent.answer)));
  });
  return (
    <form class="shopcat-new" onSubmit={(event) => (event.preventDefault(), void create())}>
      <h3>{t('shopcat_new_under', parent.name)}</h3>
      <TextField id="f-new-shopcat" label={t('field_shopcat_new_name')} value={name} error={problem || undefined} maxLength={SHOPCAT_NAME_MAX} onInput={setName} />
      <button type="submit" class="secondary" disabled={action.busy}>{t('shopcat_create')}</button>
      {action.error && <p class="error" role="alert">{action.error}</p>}
      {lost && !action.busy && <p class="error" role="alert">{t('shopcat_create_lost')}</p>}
    </form>
  );
}

/**
 * The category's image (`POST /shop/edit_cat?mode=img`): a file chosen is checked, then uploaded at
 * once; removing it cannot be undone and is asked first. Neither waits for Save.
 */
export function CategoryImage({ api, site, category, current }: { api: RunOperation; site: string; category: { id: number; name: string }; current: string }) {
  const [shown, setShown] = useState(() => siteImageAddress(site, current));
  const [asking, setAsking] = useState(false);
  const [said, setSaid] = useState('');
  const action = useFormAction();
  const upload = (file: File | undefined) => action.run(async () => {
    setSaid('');
    setAsking(false);
    if (!file) return;
    const wrong = imageFileProblem(file);
    if (wrong) return action.setError(wrong);
    const image = await base64Of(file);
    const stored = shopcatFrom(await api({ op: 'shopcat/image', id: category.id, image })).image;
    setShown(siteImageAddress(site, stored) || `data:${file.type};base64,${image}`);
    setSaid(t('shopcat_image_uploaded'));
  });
  const remove = () => action.run(async () => {
    await api({ op: 'shopcat/image', id: category.id });
    setShown('');
    setAsking(false);
    setSaid(t('shopcat_image_removed'));
  });
  return (
    <section class="shopcat-image" aria-labelledby="shopcat-image">
      <h3 id="shopcat-image">{t('field_shopcat_image')}</h3>
      {shown ? <img class="photo-shown" src={shown} alt={t('shopcat_image_alt', category.name)} /> : <p class="hint">{t('shopcat_image_none')}</p>}
      <div class="row">
        <input id="f-shopcat-image" class="visually-hidden" type="file" accept="image/*" disabled={action.busy} onChange={(event) => void upload(event.currentTarget.files?.[0])} />
        <label class="file-choice" for="f-shopcat-image">{t(shown ? 'shopcat_image_replace' : 'shopcat_image_upload')}</label>
        {shown && <button type="button" class="secondary" disabled={action.busy} onClick={() => setAsking(true)}>{t('shopcat_image_remove')}</button>}
        <span role="status" class="hint">{said}</span>
      </div>
      {asking && (
        <div class="asking" role="group" aria-label={t('shopcat_image_remove')}>
          <p>{t('shopcat_image_remove_question', category.name)}</p>
          <div class="row">
            <button type="button" class="danger" disabled={action.busy} onClick={() => void remove()}>{t('shopcat_image_remove_yes')}</button>
            <button type="button" class="secondary" onClick={() => setAsking(false)}>{t('cancel')}</button>
          </div>
        </div>
      )}
      {action.error && <p class="error" role="alert">{action.error}</p>}
    </section>
  );
}
