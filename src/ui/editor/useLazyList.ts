// A list for a picker, loaded the first time it is needed (not on every open: each load is a
// request against the hourly quota) and shared through the panel's list cache.
import { useCallback, useState } from 'preact/hooks';
import type { ListLoader, ListOperation } from '../panel-operations';

export function useLazyList<T>(lists: ListLoader, list: ListOperation, read: (value: unknown) => T[]) {
  const [items, setItems] = useState<T[] | null>(null);
  const [failed, setFailed] = useState('');
  const load = useCallback(() => {
    if (items !== null) return;
    lists(list).then(
      (value) => setItems(read(value)),
      (error: Error) => setFailed(error.message),
    );
  }, [items, lists, JSON.stringify(list)]);
  return { items: items ?? [], loaded: items !== null, failed, load };
}
