// While the owner types, the tab shows the draft in place (a page's or entry's content, the
// site's CSS, a global block, a menu), following the typing: the newest text goes as soon as the
// one before it is shown, never a backlog; it goes back when the draft is discarded or the panel
// closes.
// Only sanitised HTML leaves the panel. The sanitiser (DOMPurify) is read once the panel is idle
// after opening: the opening does not wait for it.
import { useContext, useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import { PointRegionContext } from '../point-spot';
import { followLatest } from '../../scheduling/follow-latest';
import type { MenuPreviewItem, ShownWords } from '../../messages/to-content-script';
import type { ExtensionPageRequest } from '../../messages/from-extension-page';
import type { PreviewDocument } from '../../messages/protocol';
import type { DesignPart, PreviewedKind } from '../../vocabulary/kinds';
import { sendFromExtensionPage } from '../../messages/send';
import type { FollowingPreviewHtml } from './preview-html';
import { whenIdle } from '../../scheduling/when-idle';

const loadPreviewHtml = () => import('./preview-html');

/** The least time between two previews' starts: a long text is sanitised once per preview. */
export const PREVIEW_GAP_MS = 50;
/** At the latest this long after the editor mounts, the sanitiser is read even if the panel is never idle. */
const SANITISER_READ_MS = 1000;

/** What a preview shows: content in the page's content region, a part of the design, or a menu (its items as JSON text). */
export type PreviewTarget = PreviewedKind | DesignPart | { menu: number };

async function previewRequest(target: PreviewTarget, page: PreviewDocument, text: string, original: string, sanitiser: { current: FollowingPreviewHtml | null }, words: ShownWords[]): Promise<ExtensionPageRequest> {
  if (typeof target !== 'string' && 'css' in target) return { type: 'preview/css', ...page, css: text };
  if (typeof target !== 'string' && 'menu' in target) return { type: 'preview/menu', ...page, menuId: target.menu, items: JSON.parse(text) as MenuPreviewItem[] };
  const { followingPreviewHtml } = await loadPreviewHtml();
  // One per editor: each draft is sanitised where it differs from the one before.
  const { sanitise } = (sanitiser.current ??= followingPreviewHtml());
  // The original is not shown, only compared with the page to find where the content sits.
  if (typeof target === 'string') return { type: 'preview/show', ...page, kind: target, html: sanitise(text, page.url), originalHtml: original, ...(words.length ? { words } : {}) };
  return { type: 'preview/block', ...page, block: target.block, html: sanitise(text, page.url) };
}

interface Shown {
  page: PreviewDocument;
  content: string;
  before: string;
  words: ShownWords[];
}

/** The title and category the draft changes, as the page shows them: only those it changes, with a name as read. */
export function changedWords(words: readonly ShownWords[]): ShownWords[] {
  return words.filter(({ from, to }) => from.trim() !== '' && from.trim() !== to.trim());
}

/**
 * `to`: the page the preview is for (null: none, e.g. the tab shows something else); `words`: the
 * title and category as read and as the draft has them, which the page shows with the content.
 */
export function useLivePreview(to: PreviewDocument | null, target: PreviewTarget, text: string, original: string | undefined, active: boolean, words: readonly ShownWords[] = []) {
  // Counts the clears: a preview still being made when the draft went back is not sent after it.
  const clears = useRef(0);
  const sanitiser = useRef<FollowingPreviewHtml | null>(null);
  // Each run lasts until the page has shown it (the background answers then).
  const show = useRef(
    followLatest(async ({ page, content, before, words }: Shown) => {
      const made = clears.current;
      const request = await previewRequest(target, page, content, before, sanitiser, words);
      if (made === clears.current) await sendFromExtensionPage(request);
    }, PREVIEW_GAP_MS),
  );
  const clear = (page: PreviewDocument) => {
    clears.current++;
    show.current.cancel();
    void sendFromExtensionPage({ type: 'preview/clear', ...page }).catch(() => {});
  };
  // One key per document, so a new object for the same page changes nothing.
  const page = to && { tabId: to.tabId, url: to.url, ...(to.documentId && { documentId: to.documentId }) };
  const pageKey = page ? JSON.stringify(page) : null;

  // Read once the panel is idle after opening (the page's text first), and the text as loaded
  // sanitised in its idle moments after: the first preview waits for neither.
  useEffect(() => {
    const unmounted = new AbortController();
    whenIdle(window, SANITISER_READ_MS, unmounted.signal, () => void loadPreviewHtml().then(({ followingPreviewHtml }) => {
      if (unmounted.signal.aborted || !page || original === undefined || !active || (typeof target !== 'string' && !('block' in target))) return;
      (sanitiser.current ??= followingPreviewHtml()).prepare(original, page.url, unmounted.signal);
    }).catch(() => {}));
    return () => unmounted.abort();
  }, [pageKey, original, active]);

  // Right after the render, not after the next paint: the page follows the typing.
  const changed = changedWords(words);
  const wordsKey = JSON.stringify(changed);
  useLayoutEffect(() => {
    if (!page || original === undefined) return;
    if (active && (text !== original || changed.length > 0)) show.current.push({ page, content: text, before: original, words: changed });
    else clear(page);
  }, [pageKey, text, original, active, wordsKey]);

  // The page finds its content by the content as read, to point into it (Point to edit).
  const reportRegion = useContext(PointRegionContext);
  useEffect(() => {
    if (page && typeof target === 'string' && original !== undefined) reportRegion({ kind: target, originalHtml: original });
  }, [pageKey, original]);

  useEffect(() => {
    return () => {
      if (page) clear(page);
      else show.current.cancel();
    };
  }, [pageKey]);
}
