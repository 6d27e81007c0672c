// A list for a picker, loaded the first time it is needed (not on every open: each load is a
// request against the hourly quota) and shared through the panel's list cache. A new cache (the
// panel's lists are read afresh after something was made) makes it read again when next needed.
import { useCallback, useState } from 'preact/hooks';
import type { ListLoader, ListOperation } from '../panel-operations';

export function useLazyList<T>(lists: ListLoader, list: ListOperation, read: (value: unknown) => T[]) {
  const [read_, setRead] = useState<{ from: ListLoader; items: T[] } | null>(null);
  const [failed, setFailed] = useState('');
  const items = read_?.from === lists ? read_.items : null;
  const load = useCallback(() => {
    if (items !== null) return;
    lists(list).then(
      (value) => setRead({ from: lists, items: read(value) }),
      (error: Error) => setFailed(error.message),
    );
  }, [items, lists, JSON.stringify(list)]);
  return { items: items ?? [], loaded: items !== null, failed, load };
}
