// The state of one open resource in the side panel: loading it (one GET, or none when a draft
// is waiting), keeping every change in a local draft within half a second, and saving it with
// the conflict check. Editors of each kind render fields on top of this.
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { debounce } from '../../drafts/debounce';
import { discardDraft, loadDraft, saveDraft } from '../../drafts/draft-store';
import { saveDraftToSite } from '../../drafts/save-flow';
import { t } from '../../i18n';
import type { CallApi, FieldErrors } from '../../resources/api';
import type { FieldChange, ResourceKind } from '../../resources/kind';
import { problemFrom, type Problem } from './problem';

/** Changes reach the draft store this long after the last keystroke (the promise is 500 ms). */
export const DRAFT_DELAY_MS = 250;

export interface EditorTarget {
  site: string;
  /** null: something new */
  id: number | null;
}

export interface EditorState<F> {
  phase: 'loading' | 'ready' | 'saving' | 'load-failed';
  fields: F;
  base: F | null;
  /** When the draft the panel restored was last changed. */
  draftFrom: number | null;
  dirty: boolean;
  errors: FieldErrors;
  problem: Problem | null;
  conflict: { server: F; changes: FieldChange[] } | null;
  /** Set after a save: what to announce. */
  savedAt: number | null;
  /** The id after a save of something new. */
  id: number | null;
  /** A passing remark (nothing to save). */
  notice?: string;
}

/** Server copies just written, for the editor that opens them next: no GET needed. */
const freshCopies = new Map<string, unknown>();

export function draftKey(kind: string, id: number | null): string {
  return id === null ? `new-${kind}` : `${kind}:${id}`;
}

export function useResourceEditor<F>(kind: ResourceKind<F>, api: CallApi, target: EditorTarget, onSaved: (id: number) => void) {
  const key = draftKey(kind.kind, target.id);
  const [state, setState] = useState<EditorState<F>>(() => ({
    phase: 'loading', fields: kind.empty(), base: null, draftFrom: null, dirty: false, errors: {}, problem: null, conflict: null, savedAt: null, id: target.id,
  }));
  const latest = useRef(state);
  latest.current = state;

  const persist = useRef(
    debounce((fields: F, base: F | null) => {
      void saveDraft({ site: target.site, resource: key, base, fields, updatedAt: Date.now() });
    }, DRAFT_DELAY_MS),
  );

  const loadServerCopy = useCallback(async () => {
    if (target.id === null) return { fields: kind.empty(), base: null };
    const fresh = freshCopies.get(key) as F | undefined;
    if (fresh) {
      freshCopies.delete(key);
      return { fields: fresh, base: fresh };
    }
    const server = await kind.load(api, target.id);
    return { fields: server, base: server };
  }, [api, kind, key, target.id]);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      try {
        const draft = await loadDraft<F>(target.site, key);
        if (draft) {
          if (!cancelled) setState((s) => ({ ...s, phase: 'ready', fields: draft.fields, base: draft.base, draftFrom: draft.updatedAt, dirty: true }));
          return;
        }
        const copy = await loadServerCopy();
        if (!cancelled) setState((s) => ({ ...s, phase: 'ready', ...copy }));
      } catch (error) {
        if (!cancelled) setState((s) => ({ ...s, phase: 'load-failed', problem: problemFrom(error) }));
      }
    })();
    const flush = persist.current.flush;
    return () => {
      cancelled = true;
      flush();
    };
  }, [key, target.site, loadServerCopy]);

  const update = useCallback((change: Partial<F>) => {
    const { fields, base } = latest.current;
    const next = { ...fields, ...change };
    // Known at once, not only after the next render: a save right after must send it.
    latest.current = { ...latest.current, fields: next, dirty: true };
    setState((s) => ({ ...s, fields: next, dirty: true, savedAt: null, errors: {}, notice: undefined }));
    persist.current(next, base);
  }, []);

  const discard = useCallback(async () => {
    persist.current.cancel();
    await discardDraft(target.site, key);
    setState((s) => ({ ...s, phase: 'loading', conflict: null, problem: null, errors: {} }));
    try {
      const copy = await loadServerCopy();
      setState((s) => ({ ...s, phase: 'ready', ...copy, dirty: false, draftFrom: null }));
    } catch (error) {
      setState((s) => ({ ...s, phase: 'load-failed', problem: problemFrom(error) }));
    }
  }, [key, target.site, loadServerCopy]);

  /** Saves; `choice` answers a conflict: overwrite the site, or take the site's copy. */
  const save = useCallback(
    async (choice?: 'overwrite' | 'take-server') => {
      const current = latest.current;
      if (current.phase === 'saving') return;
      persist.current.flush();
      if (choice === 'take-server' && current.conflict) {
        await discardDraft(target.site, key);
        setState((s) => ({ ...s, fields: current.conflict!.server, base: current.conflict!.server, conflict: null, dirty: false, draftFrom: null }));
        return;
      }
      setState((s) => ({ ...s, phase: 'saving', problem: null, errors: {} }));
      try {
        const outcome = await saveDraftToSite(kind, api, {
          id: current.id,
          fields: current.fields,
          base: current.base,
          overwrite: choice === 'overwrite' ? current.conflict?.server : undefined,
        });
        if (outcome.status === 'unchanged') {
          await discardDraft(target.site, key);
          setState((s) => ({ ...s, phase: 'ready', dirty: false, draftFrom: null, notice: t('nothing_to_save') }));
        } else if (outcome.status === 'invalid') {
          setState((s) => ({ ...s, phase: 'ready', errors: outcome.errors }));
        } else if (outcome.status === 'conflict') {
          setState((s) => ({ ...s, phase: 'ready', conflict: { server: outcome.server, changes: outcome.changes } }));
        } else {
          await discardDraft(target.site, key);
          const saved = outcome.server ?? current.fields;
          // Something new opens next under its id: hand it the copy the site just returned.
          if (outcome.server && current.id === null) freshCopies.set(draftKey(kind.kind, outcome.id), outcome.server);
          setState((s) => ({ ...s, phase: 'ready', fields: saved, base: saved, dirty: false, draftFrom: null, conflict: null, savedAt: Date.now(), id: outcome.id }));
          onSaved(outcome.id);
        }
      } catch (error) {
        const problem = problemFrom(error);
        setState((s) => ({ ...s, phase: 'ready', problem, errors: problem.fields ?? {} }));
      }
    },
    [api, kind, key, target.site, onSaved],
  );

  const keepEditing = useCallback(() => setState((s) => ({ ...s, conflict: null })), []);

  return { state, update, save, discard, keepEditing };
}
