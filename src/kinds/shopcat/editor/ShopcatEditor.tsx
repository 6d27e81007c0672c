// A category of the shop: its name, description, address, place under another, position, meta
// data and the groups that see it and may add to it; its image uploaded or removed; Hide / Show for visitors;
// New category, made under it; and New product in it.
import { useEffect, useMemo, useState } from 'preact/hooks';
import { t } from '../../../i18n';
import { readList } from '../../../resources/panel-lists';
import type { NumberedRef } from '../../../resources/resource-ref';
import { EditorShell } from '../../../ui/editor/EditorShell';
import type { EditorProps } from '../../../ui/editor/editor-props';
import { CheckboxField, SelectField, TextField } from '../../../ui/editor/fields';
import { SiteOnlyFields } from '../../../ui/editor/SiteOnlyFields';
import { useLazyList } from '../../../ui/editor/useLazyList';
import { useResourceEditor } from '../../../ui/editor/useResourceEditor';
import { useFocusWhenPointed } from '../../../ui/point-spot';
import { editorTitle } from '../../editor-title';
import { shopCategories, treeLabel } from '../category-tree';
import { SHOPCAT_NAME_MAX, shopcatKind, type ShopcatFields } from '../model';
import { CategoryImage, NewSubcategory, Visibility } from './ShopcatActions';
import { NewProduct } from '../../product/editor/NewProduct';
import { emptyProduct } from '../../product/model';

export function ShopcatEditor({ site, ref_, api, lists, onSaved, onOpen }: EditorProps<NumberedRef<'shopcat'>>) {
  const editor = useResourceEditor(shopcatKind, api, { site, id: ref_.id }, (id) => onSaved({ kind: 'shopcat', id }));
  const { state, update } = editor;
  const { fields } = state;
  const tree = useLazyList(lists, { op: 'shopcats/list' }, shopCategories);
  const [addingProduct, setAddingProduct] = useState(false);
  const groups = useLazyList(lists, { op: 'groups/list' }, readList.groups);
  useEffect(() => {
    tree.load();
    groups.load();
  }, []);
  useFocusWhenPointed('f-name', true);
  // Not under itself, nor under one of its own.
  const parents = useMemo(() => withoutBranch(tree.items, ref_.id), [tree.items, ref_.id]);
  const parentName = (id: string) => (id === '0' ? t('shopcat_top') : tree.items.find((node) => String(node.id) === id)?.name ?? id);
  const unread = (field: keyof ShopcatFields) => (state.base?.absent ?? []).includes(field);
  return (
    <EditorShell title={editorTitle(ref_, state.base?.name)} site={site} editor={editor} named={{ pid: parentName }}>
      <TextField id="f-name" label={t('field_shopcat_name')} value={fields.name} error={state.errors.name} maxLength={SHOPCAT_NAME_MAX} onInput={(name) => update({ name })} />
      <TextField id="f-dscr" label={t('field_shopcat_dscr')} value={fields.dscr} multiline onInput={(dscr) => update({ dscr })} />
      <TextField id="f-url" label={t('field_shopcat_url')} value={fields.url} error={state.errors.url} hint={t('field_shopcat_url_hint', fields.url)} onInput={(url) => update({ url })} />
      <SelectField id="f-pid" label={t('field_shopcat_parent')} value={fields.pid} busy={!tree.loaded}
        options={[{ value: 0, label: t('shopcat_top') }, ...parents.map((node) => ({ value: node.id, label: treeLabel(node) }))]}
        onChange={(pid) => update({ pid })} />
      <details class="more">
        <summary>{t('shopcat_more')}</summary>
        <TextField id="f-pos" label={t('field_shopcat_pos')} value={fields.pos} error={state.errors.pos} hint={t('field_shopcat_pos_hint')} onInput={(pos) => update({ pos: pos.trim() })} />
        <TextField id="f-meta-title" label={t('field_meta_title')} value={fields.meta_title} onInput={(meta_title) => update({ meta_title })} />
        <TextField id="f-meta-dscr" label={t('field_meta_description')} value={fields.meta_dscr} multiline onInput={(meta_dscr) => update({ meta_dscr })} />
        {(['view_groups', 'add_groups'] as const).map((field) => (
          <fieldset key={field} class="field">
            <legend>{t(field === 'view_groups' ? 'field_shopcat_view_groups' : 'field_shopcat_add_groups')}</legend>
            {unread(field) && <p class="hint">{t('shopcat_groups_unread')}</p>}
            {groups.items.map((group) => (
              <CheckboxField key={group.id} id={`f-${field}-${group.id}`} label={group.name} checked={fields[field].includes(group.id)}
                onChange={(on) => update({ [field]: on ? [...fields[field], group.id] : fields[field].filter((id) => id !== group.id) })} />
            ))}
          </fieldset>
        ))}
      </details>
      <SiteOnlyFields values={fields.siteOnly} />
      {ref_.id !== null && state.base && (
        <>
          <CategoryImage api={api} site={site} category={{ id: ref_.id, name: state.base.name }} current={state.base.image} />
          <Visibility api={api} id={ref_.id} />
          <NewSubcategory api={api} parent={{ id: ref_.id, name: state.base.name }} onMade={(id) => onOpen?.({ kind: 'shopcat', id })} />
          {addingProduct ? <NewProduct api={api} lists={lists} initial={emptyProduct(ref_.id)} categoryName={state.base.name} heading={t('shopcat_new_product', state.base.name)} />
            : <button type="button" class="secondary" onClick={() => setAddingProduct(true)}>{t('editor_new_product')}</button>}
        </>
      )}
    </EditorShell>
  );
}

/** The categories a category may be put under: all but itself and those under it. */
function withoutBranch(nodes: ReturnType<typeof shopCategories>, id: number | null) {
  if (id === null) return nodes;
  const out = new Set([id]);
  for (const node of nodes) if (out.has(node.parent)) out.add(node.id);
  return nodes.filter((node) => !out.has(node.id));
}
