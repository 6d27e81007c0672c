// A user of the site: name, e-mail, gender, signature and avatar as the site keeps them, the group
// chosen by its name, the rank shown by its name, the rest read-only; and the user's paid
// subscriptions, each status changed at once.
import { useEffect } from 'preact/hooks';
import { t } from '../../../i18n';
import { readList } from '../../../resources/panel-lists';
import type { NumberedRef } from '../../../resources/resource-ref';
import { EditorShell } from '../../../ui/editor/EditorShell';
import type { EditorProps } from '../../../ui/editor/editor-props';
import { SelectField, TextField } from '../../../ui/editor/fields';
import { SiteOnlyFields } from '../../../ui/editor/SiteOnlyFields';
import { useLazyList } from '../../../ui/editor/useLazyList';
import { useResourceEditor } from '../../../ui/editor/useResourceEditor';
import { editorTitle } from '../../editor-title';
import { userKind } from '../model';
import { Subscriptions } from './Subscriptions';
import { useRank } from './use-rank';

export function UserEditor({ site, ref_, api, lists, onSaved }: EditorProps<NumberedRef<'user'>>) {
  const editor = useResourceEditor(userKind, api, { site, id: ref_.id }, (id) => onSaved({ kind: 'user', id }));
  const { state, update } = editor;
  const { fields } = state;
  const groups = useLazyList(lists, { op: 'groups/list' }, readList.groups);
  useEffect(() => groups.load(), []);
  const rank = useRank(api, fields.siteOnly?.rank_id);
  const groupName = (id: string) => groups.items.find((group) => String(group.id) === id)?.name ?? state.base?.names?.group_id ?? t('group_number', id);
  // Until the groups are read, the user's own, by the name the site sent with it.
  const choices = groups.loaded ? groups.items : fields.group_id ? [{ id: fields.group_id, name: groupName(String(fields.group_id)) }] : [];
  const { rank_id: _rank, ...rest } = fields.siteOnly ?? {};
  return (
    <EditorShell title={editorTitle(ref_, state.base?.name || fields.siteOnly?.login)} site={site} editor={editor} named={{ group_id: groupName }}>
      <TextField id="f-name" label={t('field_user_name')} value={fields.name} onInput={(name) => update({ name })} />
      <TextField id="f-email" label={t('field_user_email')} value={fields.email} error={state.errors.email} onInput={(email) => update({ email })} />
      <SelectField id="f-group" label={t('field_user_group')} value={fields.group_id} busy={!groups.loaded}
        options={choices.map((group) => ({ value: group.id, label: group.name }))} onChange={(group_id) => update({ group_id })} />
      {rank && <p class="field"><strong>{t('field_user_rank')}</strong>: {rank}</p>}
      <TextField id="f-gender" label={t('field_user_gender')} value={fields.gender} onInput={(gender) => update({ gender })} />
      <TextField id="f-avatar" label={t('field_user_avatar')} value={fields.avatar} onInput={(avatar) => update({ avatar })} />
      <TextField id="f-signature" label={t('field_user_signature')} value={fields.signature} multiline onInput={(signature) => update({ signature })} />
      <SiteOnlyFields values={Object.keys(rest).length ? rest : undefined} />
      {ref_.id !== null && <Subscriptions api={api} user={ref_.id} />}
    </EditorShell>
  );
}
