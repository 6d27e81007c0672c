// Discard, and its Undo: the draft goes and the site's copy is read again; what was thrown away
// is offered back for a while, as a mail client offers an unsent message back.
import { useCallback } from 'preact/hooks';
import { discardDraft } from '../../drafts/draft-store';
import type { ResourceId } from '../../resources/kind';
import type { SiteCopy } from '../../resources/records';
import type { EditorCore } from './editor-core';
import type { Opened } from './editor-state';
import { problemFrom } from './problem';
import { t } from '../../i18n';

/** How long Discard offers Undo. */
export const UNDO_DISCARD_MS = 10_000;

/** `loadSiteCopy`: the site's copy, read again (useOpening). */
export function useDiscard<F extends SiteCopy, I extends ResourceId>(core: EditorCore<F, I>, loadSiteCopy: () => Promise<Opened<F>>) {
  const { site, key, latest, dispatch, local } = core;

  const discard = useCallback(async () => {
    if (latest.current.following) return;
    const { fields, base, dirty } = latest.current;
    local.persist.cancel();
    await local.keptLocally(() => discardDraft(site, key));
    dispatch({ type: 'reloading' });
    try {
      dispatch({ type: 'opened', copy: await loadSiteCopy() });
    } catch (error) {
      // Not read again (requests blocked, offline): the copy the edit started from is the site's
      // as last read, and the form shows it rather than nothing.
      if (!base) return dispatch({ type: 'open-failed', problem: problemFrom(error) });
      dispatch({ type: 'opened', copy: { fields: base, base }, said: { notice: t('discarded_copy_as_read', problemFrom(error).message) } });
    }
    if (!dirty) return;
    // Offered back for a while, as a mail client offers an unsent message back.
    const at = Date.now();
    dispatch({ type: 'discarded', fields, base, at });
    setTimeout(() => dispatch({ type: 'undo-expired', at }), UNDO_DISCARD_MS);
  }, [key, site, loadSiteCopy]);

  /** What Discard threw away comes back as the draft it was, over the copy it started from. */
  const undoDiscard = useCallback(async () => {
    const thrown = latest.current.discarded;
    if (!thrown || latest.current.following) return;
    await local.keepDraft({ fields: thrown.fields, base: thrown.base });
    dispatch({ type: 'opened', copy: { fields: thrown.fields, base: thrown.base, dirty: true } });
    dispatch({ type: 'undo-expired', at: thrown.at });
  }, []);

  return { discard, undoDiscard };
}
