// Point to edit, as the editors see it: where the owner pointed on the page (the side panel
// opens the thing pointed at and provides the spot), and where the page's content sits (the
// editor of the tab's page tells the side panel, which tells the page).
import { createContext } from 'preact';
import { useContext, useEffect } from 'preact/hooks';
import type { PointTarget } from '../messages/point';
import type { PointRegion } from '../messages/to-content-script';

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

/** The field of a page's or entry's form a pointing is in: its title, or a text and where in it. */
export type PointedField = { field: 'title' } | { field: 'content' | 'description'; offset: number };

export function pointedField(target: PointTarget): PointedField | null {
  if (target.what === 'title') return { field: 'title' };
  // A forum post's text is its editor's content.
  if (target.what === 'content' || target.what === 'post') return { field: 'content', offset: target.offset };
  // A list shows an entry's description under its title.
  if (target.what === 'listed') return target.part === 'title' ? { field: 'title' } : { field: 'description', offset: target.offset };
  return null;
}

/** Focuses the title field `id` when the owner pointed at a title, once `ready` (the record is in the form). */
export function useFocusWhenPointed(id: string, ready: boolean): void {
  const spot = usePointSpot();
  const at = spot && pointedField(spot.target)?.field === 'title' ? spot.at : null;
  useEffect(() => {
    if (at === null || !ready) return;
    const field = document.getElementById(id);
    field?.scrollIntoView({ block: 'center' });
    field?.focus();
  }, [at, ready]);
}

/** Where the caret of the text `field` goes when the owner pointed into it on the page (detect/text-offset.ts). */
export function usePointedCaret(field: 'content' | 'description' = 'content'): { offset: number; at: number } | undefined {
  const spot = usePointSpot();
  const pointed = spot && pointedField(spot.target);
  return spot && pointed && pointed.field === field ? { offset: pointed.offset, at: spot.at } : undefined;
}
