// What a shop category's editor does at once, beside Save: hide it from visitors or show it
// (the site's tree does not say which it is: both are offered until one is done), and make a
// category under it (looked for first when an earlier answer was lost: never made twice).
import { useState } from 'preact/hooks';
import { t } from '../../../i18n';
import type { RunOperation } from '../../../messages/operations';
import { createOnce, type CreateAttempt } from '../../../resources/find-created';
import { asRecord } from '../../../resources/records';
import { recordId } from '../../../resources/list-answer';
import { TextField } from '../../../ui/editor/fields';
import { useFormAction } from '../../../ui/useFormAction';
import { SHOPCAT_NAME_MAX, shopcatKind, shopcatMadeIn } from '../model';

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
