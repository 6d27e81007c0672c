// What an editor keeps on this computer: its draft, written within half a second of a change
// (synchronously too while the panel closes), and the versions its saves replaced. A write that
// fails is said in the panel and never turns what the site did into a failure.
import { useEffect, useRef, useState } from 'preact/hooks';
import { debounce } from '../../drafts/debounce';
import { saveDraft, saveDraftWhileClosing, type Draft } from '../../drafts/draft-store';
import { keepVersion, versionsOf, type Version } from '../../drafts/history';
import { t } from '../../i18n';
import { handOverAll } from '../hand-over';

/** Changes reach the draft store this long after the last keystroke (the promise is 500 ms). */
export const DRAFT_DELAY_MS = 250;

type Kept<F> = Pick<Draft<F>, 'fields' | 'base' | 'createAttempt'>;

export function useLocalKeeping<F>(site: string, key: string, numbered: boolean, onStorage: (problem: string | undefined) => void) {
  const [versions, setVersions] = useState<Version<F>[]>([]);
  useEffect(() => {
    let gone = false;
    if (numbered) void versionsOf<F>(site, key).then((kept) => !gone && setVersions(kept));
    return () => void (gone = true);
  }, [key, site, numbered]);

  /** A write to this computer's storage: its failure is said; the next one that works clears it. */
  async function keptLocally<T>(write: () => Promise<T>): Promise<T | undefined> {
    try {
      const result = await write();
      onStorage(undefined);
      return result;
    } catch (error) {
      onStorage(t('storage_failed', error instanceof Error && error.message ? error.message : String(error)));
      return undefined;
    }
  }

  /** The site's copy a save replaced, kept as a version of `resource` (this editor's, or a record it made). */
  async function keepVersionOf(before: F, resource = key): Promise<void> {
    const kept = await keptLocally(() => keepVersion(site, resource, before));
    if (kept && resource === key) setVersions(kept);
  }

  /** Set while the panel is being closed or hidden: the draft is written synchronously too. */
  const closing = useRef(false);
  const persist = useRef(
    debounce(({ fields, base, createAttempt }: Kept<F>) => {
      const draft = { site, resource: key, base, fields, createAttempt, updatedAt: Date.now() };
      if (closing.current) saveDraftWhileClosing(draft);
      else void keptLocally(() => saveDraft(draft));
    }, DRAFT_DELAY_MS),
  );

  /** Keeps `kept` as the draft of `resource` now (a save's outcome, a window taking over). */
  const keepDraft = ({ fields, base, createAttempt }: Kept<F>, resource = key) =>
    keptLocally(() => saveDraft({ site, resource, fields, base, createAttempt, updatedAt: Date.now() }));

  // Another resource opened: what waits is written now.
  useEffect(() => () => persist.current.flush(), []);

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

  return { versions, keptLocally, keepVersionOf, keepDraft, persist: persist.current };
}
