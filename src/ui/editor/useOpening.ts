// Opening a resource in the panel: the owner's draft if one waits, else the site's copy (one
// GET, none when the panel's read-ahead already has it or a create just returned it). One window
// at a time edits a resource: a window opened later follows the first, read-only, and takes
// over when it closes (drafts/shared-editing.ts).
import { useCallback, useContext, useEffect, useLayoutEffect, useRef, useState, type MutableRef } from 'preact/hooks';
import { adoptClosingDrafts, discardDraft, loadDraft } from '../../drafts/draft-store';
import { shareEditing, type EditingSnapshot, type SharedEditing } from '../../drafts/shared-editing';
import type { RunOperation } from '../../messages/operations';
import { sameFields, type ResourceId, type ResourceKind } from '../../resources/kind';
import type { SiteCopy } from '../../resources/records';
import { FirstOpeningContext } from '../first-opening';
import type { EditorHandoff } from './editor-handoff';
import type { EditorEvent, EditorState } from './editor-state';
import { problemFrom } from './problem';

/**
 * The site's copy of each record as this panel last read it (`<site> <resourceKey>`): when the
 * site cannot be read for a while (a block), the form shows it read-only rather than nothing.
 * Kept in the panel's memory only: it is what the owner saw a moment ago, not a store.
 */
const lastRead = new Map<string, unknown>();

interface Opening<F extends SiteCopy, I extends ResourceId> {
  kind: ResourceKind<F, I>;
  api: RunOperation;
  site: string;
  id: I | null;
  /** The resource's key within the site ("page:2", "new-page"). */
  resourceKey: string;
  handoff: EditorHandoff;
  latest: MutableRef<EditorState<F, I>>;
  dispatch: (event: EditorEvent<F, I>) => void;
  keepDraft: (kept: EditingSnapshot<F>) => Promise<unknown>;
}

export function useOpening<F extends SiteCopy, I extends ResourceId>({ kind, api, site, id, resourceKey, handoff, latest, dispatch, keepDraft }: Opening<F, I>) {
  const opening = useContext(FirstOpeningContext);
  const sharing = useRef<SharedEditing<F> | null>(null);
  const [attempt, reopen] = useAttempts(latest, dispatch);

  const loadSiteCopy = useCallback(async () => {
    if (id === null) return { fields: kind.empty(), base: null };
    const fresh = handoff.fresh.get(resourceKey) as F | undefined;
    if (fresh) {
      handoff.fresh.delete(resourceKey);
      return { fields: fresh, base: fresh };
    }
    const onSite = await kind.load(api, id);
    lastRead.set(`${site} ${resourceKey}`, onSite);
    return { fields: onSite, base: onSite };
  }, [api, kind, site, resourceKey, id, handoff]);

  // The opening starts with the render that shows the form's skeleton, not a frame later.
  useLayoutEffect(() => {
    let cancelled = false;
    // When this window last heard from the one that holds the resourceKey.
    let heardAt = 0;
    const follow = (seen: EditingSnapshot<F>) => {
      if (cancelled) return;
      heardAt = Date.now();
      dispatch({ type: 'followed', copy: seen });
    };
    const shared = shareEditing<F>(`${site} ${resourceKey}`, follow);
    sharing.current = shared;
    (async () => {
      try {
        // Read while the lock is asked for; used only if this window holds the resourceKey at once.
        const draftNow = loadDraft<F>(site, resourceKey);
        draftNow.catch(() => {});
        // The background found no draft of it and no window editing it as the panel opened, and
        // read it: shown now, without waiting for the draft store and the lock.
        const vouched = await opening.vouches(site, resourceKey);
        if (vouched) {
          const copy = await loadSiteCopy();
          if (!cancelled) dispatch({ type: 'opened', copy });
        }
        const isFirst = await shared.first;
        if (!isFirst) {
          dispatch({ type: 'followed' });
          await shared.held;
          if (cancelled) return;
          // The other window closed. As it closed it kept its draft, with keys it had not shown
          // here yet: a draft kept since it was last heard from is where this one goes on from,
          // else what it last showed. Closing drafts are taken in first: this panel took them in
          // only as it opened.
          await adoptClosingDrafts();
          const kept = await loadDraft<F>(site, resourceKey);
          if (cancelled) return;
          if (kept && kept.updatedAt >= heardAt) return dispatch({ type: 'took-over', copy: { ...kept, dirty: true } });
          const seen = latest.current;
          if (seen.phase === 'ready') {
            if (seen.dirty) await keepDraft(seen);
            if (!cancelled) dispatch({ type: 'took-over' });
            return;
          }
          dispatch({ type: 'took-over' });
        } else if (vouched) return;
        // A window that waited for the holder reads the draft afresh: the holder may have written it.
        const draft = await (isFirst ? draftNow : loadDraft<F>(site, resourceKey));
        // A draft that holds just what it started from (kept before that was known) is none.
        if (draft && !draft.createAttempt && sameFields(kind, draft.fields, draft.base ?? kind.empty())) void discardDraft(site, resourceKey).catch(() => {});
        else if (draft) {
          const said = handoff.said.get(resourceKey);
          handoff.said.delete(resourceKey);
          if (!cancelled) dispatch({ type: 'opened', copy: { ...draft, dirty: true, draftFrom: draft.updatedAt }, said });
          return;
        }
        const copy = await loadSiteCopy();
        // Just made by this panel: the editor that made it said how that went, this one says it again.
        const said = handoff.said.get(resourceKey);
        handoff.said.delete(resourceKey);
        if (!cancelled) dispatch({ type: 'opened', copy, said });
      } catch (error) {
        if (!cancelled) dispatch(openingFailed(error, lastRead.get(`${site} ${resourceKey}`) as F | undefined));
      }
    })();
    return () => {
      cancelled = true;
      shared.close();
    };
  }, [resourceKey, site, loadSiteCopy, opening, attempt]);

  // Windows that follow this resourceKey see every change the holder makes, saved or not.
  const { fields, base, dirty, createAttempt, phase, following } = latest.current;
  useEffect(() => {
    if (following || phase === 'loading' || phase === 'load-failed') return;
    sharing.current?.announce({ fields, base, dirty, createAttempt });
  }, [fields, base, dirty, createAttempt, phase, following]);
  // The site's copy as last known (a save settles a newer one) is what a block shows.
  useEffect(() => {
    if (base && phase === 'ready') lastRead.set(`${site} ${resourceKey}`, base);
  }, [base, phase, site, resourceKey]);

  return { loadSiteCopy, reopen };
}

/** What an opening that failed shows: blocked for a while, the copy read last (`seen`), read-only, until the block ends. */
function openingFailed<F, I extends ResourceId>(error: unknown, seen: F | undefined): EditorEvent<F, I> {
  const problem = problemFrom(error);
  return seen && problem.retryAt ? { type: 'open-stale', copy: { fields: seen, base: seen }, problem } : { type: 'open-failed', problem };
}

/** Opened again after it could not be: each attempt runs the opening afresh. */
function useAttempts<F, I extends ResourceId>(latest: MutableRef<EditorState<F, I>>, dispatch: (event: EditorEvent<F, I>) => void): [number, () => void] {
  const [attempt, setAttempt] = useState(0);
  const reopen = useCallback(() => {
    if (latest.current.phase !== 'load-failed') return;
    dispatch({ type: 'reopening' });
    setAttempt((count) => count + 1);
  }, []);
  return [attempt, reopen];
}
