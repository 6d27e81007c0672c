// A value as it stood once it stopped changing for `waitMs`: for what is costly to show and
// need not follow every keystroke (History's word differences with a 200 KB body).
import { useEffect, useState } from 'preact/hooks';

export function useSettled<T>(value: T, waitMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(settled, value)) return;
    const timer = setTimeout(() => setSettled(() => value), waitMs);
    return () => clearTimeout(timer);
  }, [value, settled, waitMs]);
  return settled;
}
