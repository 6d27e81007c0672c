// While the owner types, the tab shows the draft content in place; it goes back when the draft
// is discarded or the panel closes. Only the sanitised draft leaves the panel.
import { useEffect, useRef } from 'preact/hooks';
import { debounce } from '../../drafts/debounce';
import type { PreviewDocument } from '../../messages/protocol';
import type { PreviewedKind } from '../../resources/editable';
import { sendFromPage } from '../../messages/send';
import { previewHtml } from './preview-html';

export const PREVIEW_DELAY_MS = 200;

/** `to`: the page the preview is for (null: none, e.g. the tab shows something else). */
export function useLivePreview(to: PreviewDocument | null, kind: PreviewedKind, html: string, originalHtml: string | undefined, active: boolean) {
  const show = useRef(
    debounce((page: PreviewDocument, content: string, original: string) => {
      // The original is not shown, only compared with the page to find where the content sits.
      void sendFromPage({ type: 'preview/show', ...page, kind, html: previewHtml(content, page.url), originalHtml: original }).catch(() => {});
    }, PREVIEW_DELAY_MS),
  );
  // One key per document, so a new object for the same page changes nothing.
  const page = to && { tabId: to.tabId, url: to.url, ...(to.documentId && { documentId: to.documentId }) };
  const pageKey = page ? JSON.stringify(page) : null;

  useEffect(() => {
    if (!page || originalHtml === undefined) return;
    if (active && html !== originalHtml) show.current(page, html, originalHtml);
    else {
      show.current.cancel();
      void sendFromPage({ type: 'preview/clear', ...page }).catch(() => {});
    }
  }, [pageKey, html, originalHtml, active]);

  useEffect(() => {
    return () => {
      show.current.cancel();
      if (page) void sendFromPage({ type: 'preview/clear', ...page }).catch(() => {});
    };
  }, [pageKey]);
}
