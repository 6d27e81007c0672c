// Point to edit, as the editors see it: where the owner pointed on the page (the side panel
// opens the thing pointed at and provides the spot), and where the page's content sits (the
// editor of the tab's page tells the side panel, which tells the page).
import { createContext } from 'preact';
import { useContext, useEffect } from 'preact/hooks';
import type { PointTarget } from '../messages/point';
import type { PointRegion } from '../messages/protocol';

export interface PointSpot {
  target: PointTarget;
  /** When (ms): the same spot pointed at twice is news twice. */
  at: number;
}

/** The spot pointed at, for the editor the side panel opened for it (null: none). */
export const PointSpotContext = createContext<PointSpot | null>(null);

export function usePointSpot(): PointSpot | null {
  return useContext(PointSpotContext);
}

/** The editor of the tab's page or entry says what its content is, so that the page can find it. */
export const PointRegionContext = createContext<(region: PointRegion | null) => void>(() => {});

/**
 * Focuses the field `id` when the owner pointed at what it holds (`what`), once `ready` (the
 * record is in the form).
 */
export function useFocusWhenPointed(what: PointTarget['what'], id: string, ready: boolean): void {
  const spot = usePointSpot();
  const at = spot?.target.what === what ? spot.at : null;
  useEffect(() => {
    if (at === null || !ready) return;
    const field = document.getElementById(id);
    field?.scrollIntoView({ block: 'center' });
    field?.focus();
  }, [at, ready]);
}

/** Where the content's caret goes when the owner pointed into the page's content (detect/text-offset.ts). */
export function usePointedCaret(): { offset: number; at: number } | undefined {
  const spot = usePointSpot();
  return spot?.target.what === 'content' ? { offset: spot.target.offset, at: spot.at } : undefined;
}
