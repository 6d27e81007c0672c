// The visual editor's heavy part (visual-engine.ts), read once per panel: as soon as the panel
// knows the tab shows a page or an entry, so that it is in by the time their content is.
import type * as VisualEngineModule from './visual-engine';

let loading: Promise<typeof VisualEngineModule> | null = null;

export function loadVisualEngine(): Promise<typeof VisualEngineModule> {
  loading ??= import('./visual-engine').catch((problem: unknown) => {
    // Asked again by the next editor (the chunk may come in then).
    loading = null;
    throw problem;
  });
  return loading;
}
