// A new product of the shop: every field by the spec's write names, prefilled from the product on
// screen ("like this one") or empty in a category; checked before anything is sent (a name, a
// price), then one `POST /shop/addgoods`.
import { useEffect, useState } from 'preact/hooks';
import { t } from '../../../i18n';
import type { RunOperation } from '../../../messages/operations';
import { asRecord } from '../../../resources/records';
import { recordId } from '../../../resources/list-answer';
import { CheckboxField, SelectField, TextField } from '../../../ui/editor/fields';
import { useLazyList } from '../../../ui/editor/useLazyList';
import type { ListLoader } from '../../../ui/panel-operations';
import { useFormAction } from '../../../ui/useFormAction';
import { shopCategories, treeLabel } from '../../shopcat/category-tree';
import { newProductErrors, newProductFields, type NewProductForm } from '../model';

interface Props {
  api: RunOperation;
  lists: ListLoader;
  initial: NewProductForm;
  /** The name of the category it starts in, shown before the shop's tree is read. */
  categoryName?: string;
  heading: string;
}

export function NewProduct({ api, lists, initial, categoryName = '', heading }: Props) {
  const [form, setForm] = useState(initial);
  const [checked, setChecked] = useState(false);
  const [made, setMade] = useState<{ id: number; name: string } | null>(null);
  const categories = useLazyList(lists, { op: 'shopcats/list' }, shopCategories);
  const action = useFormAction();
  useEffect(() => categories.load(), []);
  const errors = checked ? newProductErrors(form) : {};
  // Until the tree is read, the category chosen stands alone, by the name it came with.
  const choices = categories.loaded ? categories.items.map((node) => ({ value: node.id, label: treeLabel(node) }))
    : form.cat_id ? [{ value: form.cat_id, label: categoryName || t('loading') }] : [];
  const set = (change: Partial<NewProductForm>) => setForm((before) => ({ ...before, ...change }));
  const create = () => action.run(async () => {
    setChecked(true);
    if (Object.keys(newProductErrors(form)).length) return;
    const answer = asRecord(await api({ op: 'product/create', fields: newProductFields(form) }));
    setMade({ id: recordId(answer), name: form.name.trim() });
    setChecked(false);
  });
  const field = (key: 'name' | 'brief' | 'price' | 'price_old' | 'stock' | 'art', label: string, hint?: string) => (
    <TextField id={`f-new-${key}`} label={label} value={form[key]} error={errors[key]} hint={hint} onInput={(value) => set({ [key]: value })} />
  );
  return (
    <form class="new-product" onSubmit={(event) => (event.preventDefault(), void create())}>
      <h3>{heading}</h3>
      <SelectField id="f-new-category" label={t('field_product_category')} value={form.cat_id} error={errors.cat_id} busy={!categories.loaded}
        options={[...(form.cat_id ? [] : [{ value: 0, label: t('product_choose_category') }]), ...choices]}
        onChange={(cat_id) => set({ cat_id })} />
      {field('name', t('field_product_name'))}
      {field('price', t('field_product_price'), t('field_product_price_hint'))}
      {field('price_old', t('field_product_price_old'))}
      {field('stock', t('field_product_stock'))}
      {field('art', t('field_product_art'))}
      {field('brief', t('field_product_brief'))}
      <TextField id="f-new-dscr" label={t('field_product_dscr')} value={form.dscr} multiline onInput={(dscr) => set({ dscr })} />
      <CheckboxField id="f-new-hide" label={t('field_product_hidden')} checked={form.hide} onChange={(hide) => set({ hide })} />
      <div class="row">
        <button type="submit" disabled={action.busy}>{t('product_create')}</button>
        <span role="status" class="hint">{made ? t('product_made', made.name) : ''}</span>
      </div>
      {action.error && <p class="error" role="alert">{action.error}</p>}
    </form>
  );
}
