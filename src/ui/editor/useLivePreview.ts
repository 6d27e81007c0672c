// While the owner types, the tab shows the draft in place (a page's or entry's content, the
// site's CSS, a global block); it goes back when the draft is discarded or the panel closes.
// Only sanitised HTML leaves the panel. The sanitiser (DOMPurify) is read once the panel is idle
// after opening: the opening does not wait for it.
import { useContext, useEffect, useRef } from 'preact/hooks';
import { PointRegionContext } from '../point-spot';
import { debounce } from '../../drafts/debounce';
import type { MenuPreviewItem, PageRequest, PreviewDocument } from '../../messages/protocol';
import type { DesignPart, PreviewedKind } from '../../vocabulary/kinds';
import { sendFromPage } from '../../messages/send';
import { whenIdle } from '../../scheduling/when-idle';

const loadPreviewHtml = () => import('./preview-html');

export const PREVIEW_DELAY_MS = 200;
/** At the latest this long after the editor mounts, the sanitiser is read even if the panel is never idle. */
const SANITISER_READ_MS = 1000;

/** What a preview shows: content in the page's content region, a part of the design, or a menu (its items as JSON text). */
export type PreviewTarget = PreviewedKind | DesignPart | { menu: number };

async function previewRequest(target: PreviewTarget, page: PreviewDocument, text: string, original: string): Promise<PageRequest> {
  if (typeof target !== 'string' && 'css' in target) return { type: 'preview/css', ...page, css: text };
  if (typeof target !== 'string' && 'menu' in target) return { type: 'preview/menu', ...page, menuId: target.menu, items: JSON.parse(text) as MenuPreviewItem[] };
  const { previewHtml } = await loadPreviewHtml();
  // The original is not shown, only compared with the page to find where the content sits.
  if (typeof target === 'string') return { type: 'preview/show', ...page, kind: target, html: previewHtml(text, page.url), originalHtml: original };
  return { type: 'preview/block', ...page, block: target.block, html: previewHtml(text, page.url) };
}

/**
 * `to`: the page the preview is for (null: none, e.g. the tab shows something else); `editedAt`:
 * when the owner changed the text (performance.now()), which the delay counts from.
 */
export function useLivePreview(
  to: PreviewDocument | null, target: PreviewTarget, text: string, original: string | undefined, active: boolean, editedAt = performance.now(),
) {
  // Counts the clears: a preview still being made when the draft went back is not sent after it.
  const clears = useRef(0);
  const show = useRef(
    debounce((page: PreviewDocument, content: string, before: string) => {
      const made = clears.current;
      void previewRequest(target, page, content, before)
        .then((request) => (made === clears.current ? sendFromPage(request) : undefined))
        .catch(() => {});
    }, PREVIEW_DELAY_MS),
  );
  const clear = (page: PreviewDocument) => {
    clears.current++;
    show.current.cancel();
    void sendFromPage({ type: 'preview/clear', ...page }).catch(() => {});
  };
  // Read once the panel is idle after opening (the page's text first), so that the first
  // preview need not wait for it.
  useEffect(() => {
    const unmounted = new AbortController();
    whenIdle(window, SANITISER_READ_MS, unmounted.signal, () => void loadPreviewHtml().catch(() => {}));
    return () => unmounted.abort();
  }, []);
  // One key per document, so a new object for the same page changes nothing.
  const page = to && { tabId: to.tabId, url: to.url, ...(to.documentId && { documentId: to.documentId }) };
  const pageKey = page ? JSON.stringify(page) : null;

  useEffect(() => {
    if (!page || original === undefined) return;
    if (active && text !== original) show.current.since(editedAt, page, text, original);
    else clear(page);
  }, [pageKey, text, original, active]);

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
