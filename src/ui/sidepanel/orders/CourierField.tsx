// The courier group of an order (or of several): None, or one of the site's user groups by name,
// read once for the panel.
import { useEffect } from 'preact/hooks';
import { t } from '../../../i18n';
import { readList } from '../../../resources/panel-lists';
import { SelectField } from '../../editor/fields';
import { useLazyList } from '../../editor/useLazyList';
import type { ListLoader } from '../../panel-operations';

export function CourierField({ id, lists, value, onChange }: { id: string; lists: ListLoader; value: number; onChange: (courier: number) => void }) {
  const groups = useLazyList(lists, { op: 'groups/list' }, readList.groups);
  useEffect(() => groups.load(), []);
  return (
    <SelectField id={id} label={t('orders_set_courier')} value={value} busy={!groups.loaded}
      options={[{ value: 0, label: t('courier_none') }, ...groups.items.map((group) => ({ value: group.id, label: group.name }))]} onChange={onChange} />
  );
}
