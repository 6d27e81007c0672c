// The state of one open resource in the side panel: loading it (one GET, or none when a draft
// is waiting), keeping every change in a local draft within half a second, and saving it with
// the three-way check. Editors of each kind render fields on top of this.
import { useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { debounce } from '../../drafts/debounce';
import { adoptClosingDrafts, discardDraft, loadDraft, saveDraft, saveDraftWhileClosing } from '../../drafts/draft-store';
import { keepVersion, versionsOf, type Version } from '../../drafts/history';
import { saveDraftToSite, type SaveOutcome } from '../../drafts/save-flow';
import { mergeThreeWay } from '../../drafts/three-way';
import { shareEditing, type EditingSnapshot, type SharedEditing } from '../../drafts/shared-editing';
import { t } from '../../i18n';
import type { RunOperation } from '../../messages/operations';
import type { CreateAttempt } from '../../resources/find-created';
import type { FieldErrors, SiteCopy } from '../../resources/records';
import { changedFields, labelText, sameFields, type FieldChange, type ResourceId, type ResourceKind } from '../../resources/kind';
import { FirstOpeningContext } from '../first-opening';
import { changeMadeAt, handOverAll } from '../hand-over';
import { problemFrom, type Problem } from './problem';

/** Changes reach the draft store this long after the last keystroke (the promise is 500 ms). */
export const DRAFT_DELAY_MS = 250;

export interface EditorTarget<I extends ResourceId = number> {
  site: string;
  /** null: something new */
  id: I | null;
}

export interface EditorState<F, I extends ResourceId = number> {
  phase: 'loading' | 'ready' | 'saving' | 'load-failed';
  fields: F;
  base: F | null;
  /** When the draft the panel restored was last changed. */
  draftFrom: number | null;
  dirty: boolean;
  errors: FieldErrors;
  problem: Problem | null;
  /** Fields both the owner and the site changed; `merged` holds every change that agreed. */
  conflict: { server: F; merged: F; changes: FieldChange[] } | null;
  /** Set after a save: what to announce. */
  savedAt: number | null;
  /** The id after a save of something new. */
  id: I | null;
  /** A create whose answer was lost: the next save looks for what it made before creating. */
  createAttempt?: CreateAttempt;
  /** What that look found: the record the lost create made, and what finishing it would write. */
  found?: { id: I; server: F; name: string; changes: FieldChange[] } | null;
  /** A passing remark (nothing to save, part of a save done). */
  notice?: string;
  /** Another window edits this resource: this one shows its changes and takes over when it closes. */
  following?: boolean;
  /** When the owner last changed a field (performance.now(); hand-over.ts): the live preview waits from then. */
  editedAt?: number;
  /** A write to this computer's storage (the draft, a version) failed: said, apart from the site's answers. */
  storageProblem?: string;
}

/** Server copies just written, for the editor that opens them next: no GET needed. */
const freshCopies = new Map<string, unknown>();
/** What a save said of something it made only in part, for the editor that opens it next. */
const carriedOver = new Map<string, Pick<EditorState<unknown>, 'problem' | 'errors' | 'notice'>>();

export function draftKey(kind: string, id: ResourceId | null): string {
  return id === null ? `new-${kind}` : `${kind}:${id}`;
}

export type SaveChoice = 'overwrite' | 'take-server' | 'finish' | 'make-new';

type Stored<F> = Pick<EditorState<F>, 'fields' | 'base' | 'createAttempt'>;

export function useResourceEditor<F extends SiteCopy, I extends ResourceId = number>(kind: ResourceKind<F, I>, api: RunOperation, target: EditorTarget<I>, onSaved: (id: I) => void) {
  const key = draftKey(kind.kind, target.id);
  const opening = useContext(FirstOpeningContext);
  const [state, setState] = useState<EditorState<F, I>>(() => ({
    phase: 'loading', fields: kind.empty(), base: null, draftFrom: null, dirty: false, errors: {}, problem: null, conflict: null, savedAt: null, id: target.id,
  }));
  const latest = useRef(state);
  latest.current = state;
  const [versions, setVersions] = useState<Version<F>[]>([]);
  useEffect(() => {
    let gone = false;
    if (target.id !== null) void versionsOf<F>(target.site, key).then((kept) => !gone && setVersions(kept));
    return () => void (gone = true);
  }, [key, target.site, target.id]);

  /**
   * A write to this computer's storage (a draft, a version): one that fails is said in the panel,
   * and never turns what the site did (a save) into a failure; the next one that works clears it.
   */
  async function keptLocally<T>(write: () => Promise<T>): Promise<T | undefined> {
    try {
      const result = await write();
      if (latest.current.storageProblem) setState((s) => ({ ...s, storageProblem: undefined }));
      return result;
    } catch (error) {
      const reason = error instanceof Error && error.message ? error.message : String(error);
      setState((s) => ({ ...s, storageProblem: t('storage_failed', reason) }));
      return undefined;
    }
  }

  /** The site's copy a save replaced, kept as a version (its failure is said, the save stands). */
  async function keepVersionOf(before: F, resource = key): Promise<void> {
    const kept = await keptLocally(() => keepVersion(target.site, resource, before));
    if (kept && resource === key) setVersions(kept);
  }

  /** Set while the panel is being closed or hidden: the draft is written synchronously too. */
  const closing = useRef(false);
  const persist = useRef(
    debounce(({ fields, base, createAttempt }: Stored<F>) => {
      const draft = { site: target.site, resource: key, base, fields, createAttempt, updatedAt: Date.now() };
      if (closing.current) saveDraftWhileClosing(draft);
      else void keptLocally(() => saveDraft(draft));
    }, DRAFT_DELAY_MS),
  );

  const sharing = useRef<SharedEditing<F> | null>(null);

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

  // The opening starts with the render that shows the form's skeleton, not a frame later.
  useLayoutEffect(() => {
    let cancelled = false;
    // When this window last heard from the one that holds the resource.
    let heardAt = 0;
    const follow = (seen: EditingSnapshot<F>) => {
      if (cancelled) return;
      heardAt = Date.now();
      setState((s) => ({ ...s, phase: 'ready', following: true, fields: seen.fields, base: seen.base, dirty: seen.dirty, createAttempt: seen.createAttempt, draftFrom: null }));
    };
    const shared = shareEditing<F>(`${target.site} ${key}`, follow);
    sharing.current = shared;
    (async () => {
      try {
        // Read while the lock is asked for; used only if this window holds the resource at once.
        const draftNow = loadDraft<F>(target.site, key);
        draftNow.catch(() => {});
        // The background found no draft of it and no window editing it as the panel opened, and
        // read it: shown now, without waiting for the draft store and the lock.
        const vouched = await opening.vouches(target.site, key);
        if (vouched) {
          const copy = await loadServerCopy();
          if (!cancelled) setState((s) => ({ ...s, phase: 'ready', ...copy }));
        }
        const isFirst = await shared.first;
        if (!isFirst) {
          setState((s) => ({ ...s, following: true }));
          await shared.held;
          if (cancelled) return;
          // The other window closed. As it closed it kept its draft, with keys it had not shown
          // here yet: a draft kept since it was last heard from is where this one goes on from,
          // else what it last showed.
          const seen = latest.current;
          // Moved into the draft store first: this panel took in closing drafts only as it opened.
          await adoptClosingDrafts();
          const kept = await loadDraft<F>(target.site, key);
          if (cancelled) return;
          if (kept && kept.updatedAt >= heardAt) {
            setState((s) => ({ ...s, phase: 'ready', following: false, fields: kept.fields, base: kept.base, createAttempt: kept.createAttempt, dirty: true, draftFrom: null }));
            return;
          }
          if (seen.phase === 'ready') {
            if (seen.dirty) await saveDraft({ site: target.site, resource: key, base: seen.base, fields: seen.fields, createAttempt: seen.createAttempt, updatedAt: Date.now() });
            if (!cancelled) setState((s) => ({ ...s, following: false }));
            return;
          }
          setState((s) => ({ ...s, following: false }));
        } else if (vouched) return;
        // A window that waited for the holder reads the draft afresh: the holder may have written it.
        const draft = await (isFirst ? draftNow : loadDraft<F>(target.site, key));
        if (draft) {
          const said = carriedOver.get(key);
          carriedOver.delete(key);
          if (!cancelled) {
            setState((s) => ({ ...s, phase: 'ready', fields: draft.fields, base: draft.base, createAttempt: draft.createAttempt, draftFrom: draft.updatedAt, dirty: true, ...said }));
          }
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
      shared.close();
    };
  }, [key, target.site, loadServerCopy, opening]);

  // Windows that follow this resource see every change the holder makes, saved or not.
  useEffect(() => {
    if (state.following || state.phase === 'loading' || state.phase === 'load-failed') return;
    sharing.current?.announce({ fields: state.fields, base: state.base, dirty: state.dirty, createAttempt: state.createAttempt });
  }, [state.fields, state.base, state.dirty, state.createAttempt, state.phase, state.following]);

  // Closing or hiding the panel unmounts nothing: what is held back is written to the draft now.
  useEffect(() => {
    const keep = () => {
      closing.current = true;
      handOverAll();
      persist.current.flush();
      closing.current = false;
    };
    const onHidden = () => document.visibilityState === 'hidden' && keep();
    addEventListener('pagehide', keep);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      removeEventListener('pagehide', keep);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, []);

  const update = useCallback((change: Partial<F>) => {
    // A window that follows another writes nothing: the editor's own settling is not an edit.
    if (latest.current.following) return;
    const { fields, base, createAttempt } = latest.current;
    const next = { ...fields, ...change };
    const editedAt = changeMadeAt();
    // Known at once, not only after the next render: a save right after must send it.
    latest.current = { ...latest.current, fields: next, dirty: true };
    setState((s) => ({ ...s, fields: next, dirty: true, savedAt: null, errors: {}, notice: undefined, editedAt }));
    persist.current.since(editedAt, { fields: next, base, createAttempt });
  }, []);

  const discard = useCallback(async () => {
    if (latest.current.following) return;
    persist.current.cancel();
    await keptLocally(() => discardDraft(target.site, key));
    setState((s) => ({ ...s, phase: 'loading', conflict: null, problem: null, errors: {}, createAttempt: undefined }));
    try {
      const copy = await loadServerCopy();
      setState((s) => ({ ...s, phase: 'ready', ...copy, dirty: false, draftFrom: null }));
    } catch (error) {
      setState((s) => ({ ...s, phase: 'load-failed', problem: problemFrom(error) }));
    }
  }, [key, target.site, loadServerCopy]);

  /** The form after the site's copy became `saved`: what the owner typed meanwhile stays theirs. */
  const settle = useCallback(
    async (sent: F, saved: F, extra: Partial<EditorState<F, I>>) => {
      const { fields, conflict } = rebased(kind, sent, saved, latest.current.fields);
      const dirty = !sameFields(kind, fields, saved);
      // A draft write still pending from typing during the save holds the old base: this one replaces it.
      persist.current.cancel();
      await keptLocally(() => (dirty ? saveDraft({ site: target.site, resource: key, base: saved, fields, updatedAt: Date.now() }) : discardDraft(target.site, key)));
      setState((s) => ({ ...s, phase: 'ready', fields, base: saved, dirty, draftFrom: null, conflict, createAttempt: undefined, ...extra }));
    },
    [kind, key, target.site],
  );

  const afterSave = useCallback(
    async (sent: F, outcome: SaveOutcome<F, I>, id: I | null) => {
      switch (outcome.status) {
        case 'unchanged':
          await keptLocally(() => discardDraft(target.site, key));
          return setState((s) => ({ ...s, phase: 'ready', dirty: false, draftFrom: null, notice: t('nothing_to_save') }));
        case 'invalid':
          return setState((s) => ({ ...s, phase: 'ready', errors: outcome.errors }));
        case 'conflict':
          return setState((s) => ({ ...s, phase: 'ready', conflict: { server: outcome.server, merged: outcome.merged, changes: outcome.changes } }));
        case 'create-unknown': {
          const problem = problemFrom(outcome.reason);
          const stored = { fields: latest.current.fields, base: null, createAttempt: outcome.attempt };
          await keptLocally(() => saveDraft({ site: target.site, resource: key, ...stored, updatedAt: Date.now() }));
          return setState((s) => ({ ...s, phase: 'ready', problem, createAttempt: outcome.attempt, notice: t('create_answer_lost') }));
        }
        case 'create-found': {
          const changes = changedFields(kind, latest.current.fields, outcome.server).filter((change) => outcome.writes.includes(change.field));
          const found = { id: outcome.id, server: outcome.server, name: kind.madeIn?.nameOf(outcome.server) ?? '', changes };
          return setState((s) => ({ ...s, phase: 'ready', found }));
        }
        case 'partial': {
          if (outcome.before && id !== null) await keepVersionOf(outcome.before);
          const problem = problemFrom(outcome.reason);
          const written = outcome.written.map((field) => (field in kind.labels ? labelText(kind.labels[field as keyof typeof kind.labels]) : field)).join(', ');
          const { fields } = rebased(kind, sent, outcome.fields, latest.current.fields);
          const shown = { problem, errors: problem.fields ?? {}, notice: t('save_partly_done', written) };
          persist.current.cancel();
          if (id === null) {
            // Made, but not whole: the rest waits as a draft of what now exists, opened next.
            const made = draftKey(kind.kind, outcome.id);
            await keptLocally(() => saveDraft({ site: target.site, resource: made, base: outcome.server, fields, updatedAt: Date.now() }));
            await keptLocally(() => discardDraft(target.site, key));
            carriedOver.set(made, shown);
            return onSaved(outcome.id);
          }
          await keptLocally(() => saveDraft({ site: target.site, resource: key, base: outcome.server, fields, updatedAt: Date.now() }));
          return setState((s) => ({ ...s, phase: 'ready', fields, base: outcome.server, dirty: true, conflict: null, ...shown }));
        }
        case 'saved': {
          // Something finished that a lost create made: its versions are kept under its own id.
          if (outcome.before) await keepVersionOf(outcome.before, id === null ? draftKey(kind.kind, outcome.id) : key);
          const saved = outcome.server ?? sent;
          // Something new opens next under its id: hand it the copy the site just returned.
          if (outcome.server && id === null) freshCopies.set(draftKey(kind.kind, outcome.id), outcome.server);
          await settle(sent, saved, { savedAt: Date.now(), id: outcome.id });
          onSaved(outcome.id);
        }
      }
    },
    [kind, key, target.site, settle, onSaved],
  );

  /**
   * Saves; `choice` answers a conflict (overwrite the site's changes there, or take them), or what
   * a lost create made (finish it, or make a new one all the same).
   */
  const save = useCallback(
    async (choice?: SaveChoice) => {
      const current = latest.current;
      if (current.phase === 'saving' || current.following) return;
      persist.current.flush();
      const conflict = current.conflict;
      if (choice === 'take-server' && conflict) {
        // The site's value in each conflicting field; every other change of the owner stays.
        const fields = { ...conflict.merged };
        for (const change of conflict.changes) (fields as Record<string, unknown>)[change.field] = conflict.server[change.field as keyof F];
        const dirty = !sameFields(kind, fields, conflict.server);
        await keptLocally(() => (dirty ? saveDraft({ site: target.site, resource: key, base: conflict.server, fields, updatedAt: Date.now() }) : discardDraft(target.site, key)));
        return setState((s) => ({ ...s, fields, base: conflict.server, dirty, conflict: null, draftFrom: null }));
      }
      const overwrite = choice === 'overwrite' && conflict ? conflict : null;
      const fields = overwrite ? overwrite.merged : current.fields;
      const finish = choice === 'finish' && current.found ? current.found.id : undefined;
      // Made anew: the earlier attempt's record stays as it is, and this create is one of its own.
      const createAttempt = choice === 'make-new' ? undefined : current.createAttempt;
      setState((s) => ({ ...s, phase: 'saving', problem: null, errors: {}, notice: undefined, found: null }));
      try {
        const outcome = await saveDraftToSite(kind, api, { id: current.id, fields, base: current.base, overwrite: overwrite?.server, createAttempt, finish });
        await afterSave(current.fields, outcome, current.id);
      } catch (error) {
        const problem = problemFrom(error);
        setState((s) => ({ ...s, phase: 'ready', problem, errors: problem.fields ?? {} }));
      }
    },
    [api, kind, key, target.site, afterSave],
  );

  const keepEditing = useCallback(() => setState((s) => ({ ...s, conflict: null, found: null })), []);

  /** Each kept version with what restoring it would change in the editor now. */
  const history = useMemo(() => versions.map((version) => ({ at: version.at, changes: changedFields(kind, version.fields, state.fields) })), [versions, state.fields, kind]);

  /** A version goes into the editor as a draft over the same base: saved as any edit is. */
  const restore = useCallback(
    (index: number) => {
      const version = versions[index];
      if (!version) return;
      const { absent: _absent, ...fields } = version.fields;
      update(fields as Partial<F>);
      setState((s) => ({ ...s, notice: t('history_restored') }));
    },
    [versions, update],
  );

  return { state, update, save, discard, keepEditing, history, restore };
}

/**
 * What the owner typed while a save was on its way, laid over what the save made of the fields it
 * sent (`saved`, with the site's changes it merged in): three-way, the fields sent as the base.
 * A field only the save changed takes the saved value (so the next save does not write the old
 * one back); a field only the owner changed keeps theirs; one both changed merges as text or is a
 * conflict, shown as any other.
 */
export function rebased<F extends SiteCopy>(kind: ResourceKind<F, ResourceId>, sent: F, saved: F, now: F): { fields: F; conflict: EditorState<F>['conflict'] } {
  if (now === sent) return { fields: saved, conflict: null };
  const { merged, conflicts } = mergeThreeWay(kind, sent, saved, now);
  return { fields: merged, conflict: conflicts.length ? { server: saved, merged, changes: conflicts } : null };
}
