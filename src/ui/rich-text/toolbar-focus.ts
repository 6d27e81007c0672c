// One toolbar in the form, over the visual editor the owner is in: an entry's short and full text
// would otherwise show two, a row each. The editor focused last keeps it while the owner is in
// another field; before any is focused, the first has it.
import { useEffect, useState } from 'preact/hooks';

const mounted: string[] = [];
let active: string | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

function holder(): string | null {
  return active !== null && mounted.includes(active) ? active : (mounted[0] ?? null);
}

/** Whether the editor `id` shows its toolbar now, and what to call when the owner enters it. */
export function useToolbarHere(id: string): { shown: boolean; entered: () => void } {
  const [, rerender] = useState(0);
  useEffect(() => {
    const listener = () => rerender((n) => n + 1);
    listeners.add(listener);
    mounted.push(id);
    changed();
    return () => {
      listeners.delete(listener);
      mounted.splice(mounted.indexOf(id), 1);
      changed();
    };
  }, [id]);
  return {
    shown: holder() === id || !mounted.includes(id),
    entered: () => {
      if (active === id) return;
      active = id;
      changed();
    },
  };
}
