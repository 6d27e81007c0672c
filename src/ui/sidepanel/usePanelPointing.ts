// Point to edit while this panel is open: the tab's page may be pointed at (Alt+click, plain
// clicks while the switch is on), and what the owner points at opens here with the spot.
import { useCallback, useState } from 'preact/hooks';
import { treeFrom } from '../../kinds/template/on-screen';
import type { PreviewDocument, TabContext } from '../../messages/protocol';
import type { PointRegion } from '../../messages/to-content-script';
import type { OnScreenRef, ResourceRef, TemplateRef } from '../../resources/resource-ref';
import type { ListLoader } from '../panel-operations';
import type { PointSpot } from '../point-spot';
import { refForTarget, templateForTarget, usePointed, usePointMode, usePointSwitch } from './point-to-edit';

export interface PanelPointing {
  /** The switch: plain clicks point. */
  clicks: boolean;
  turn: (clicks: boolean) => void;
  /** Whether the page took the last state (null: not answered yet). */
  taken: boolean | null;
  /** Where an editor reports the content it shows, for the page to find it. */
  reportRegion: (region: PointRegion | null) => void;
}

/** Where a pointing leads besides an editor: a place of the panel, or the layout, asked about first. */
export interface PointedElsewhere {
  /** The guest book's messages (a message of it pointed at on its page). */
  guestBook: () => void;
  /** The mini-chat's messages (one of them pointed at). */
  minichat: () => void;
  /** What every page shows (the layout's template): the owner says whether to edit it. */
  layout: (template: TemplateRef, at: PointSpot) => void;
}

export function usePanelPointing(tabId: number | null, thisPage: PreviewDocument | null, context: TabContext, detected: OnScreenRef | null,
  lists: ListLoader, open: (ref: ResourceRef, at: PointSpot) => void, elsewhere: PointedElsewhere): PanelPointing {
  const [clicks, turn] = usePointSwitch(tabId);
  const [region, setRegion] = useState<PointRegion | null>(null);
  const reportRegion = useCallback((next: PointRegion | null) => {
    if (next) setRegion((now) => (now?.kind === next.kind && now.originalHtml === next.originalHtml ? now : next));
  }, []);
  const taken = usePointMode(thisPage, clicks, region);
  usePointed(tabId, ({ target, at }) => {
    const { resource } = context;
    // The guest book's page is its messages: any of them, or its list, is the guest book.
    if ((target.what === 'listed' || target.what === 'content') && resource.kind === 'list' && resource.module === 'gb') return elsewhere.guestBook();
    if (target.what === 'minichat') return elsewhere.minichat();
    const next = refForTarget(target, detected, resource);
    if (next?.kind !== 'template' && target.what !== 'layout') return next && open(next, { target, at });
    // A template, named by the site's tree (read once a panel); without it, by its role.
    const onScreen = { resource, pageId: detected?.kind === 'page' ? detected.id : null, blocks: context.blocks };
    void lists({ op: 'templates/tree' }).then((answer) => templateForTarget(target, treeFrom(answer), onScreen), () => next).then(
      (template) => template && (target.what === 'layout' && template.kind === 'template' ? elsewhere.layout(template, { target, at }) : open(template, { target, at })),
    );
  });
  return { clicks, turn, taken, reportRegion };
}
