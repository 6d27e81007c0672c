// While the owner types, the tab shows the draft in place (a page's or entry's content, the
// site's CSS, a global block); it goes back when the draft is discarded or the panel closes.
// Only sanitised HTML leaves the panel.
import { useEffect, useRef } from 'preact/hooks';
import { debounce } from '../../drafts/debounce';
import type { PageRequest, PreviewDocument } from '../../messages/protocol';
import type { DesignPart, PreviewedKind } from '../../resources/editable';
import { sendFromPage } from '../../messages/send';
import { previewHtml } from './preview-html';

export const PREVIEW_DELAY_MS = 200;

/** What a preview shows: content in the page's content region, or a part of the design. */
export type PreviewTarget = PreviewedKind | DesignPart;

function previewRequest(target: PreviewTarget, page: PreviewDocument, text: string, original: string): PageRequest {
  if (typeof target === 'string') {
    // The original is not shown, only compared with the page to find where the content sits.
    return { type: 'preview/show', ...page, kind: target, html: previewHtml(text, page.url), originalHtml: original };
  }
  if ('css' in target) return { type: 'preview/css', ...page, css: text };
  return { type: 'preview/block', ...page, block: target.block, html: previewHtml(text, page.url) };
}

/** `to`: the page the preview is for (null: none, e.g. the tab shows something else). */
export function useLivePreview(to: PreviewDocument | null, target: PreviewTarget, text: string, original: string | undefined, active: boolean) {
  const show = useRef(
    debounce((page: PreviewDocument, content: string, before: string) => {
      void sendFromPage(previewRequest(target, page, content, before)).catch(() => {});
    }, PREVIEW_DELAY_MS),
  );
  // One key per document, so a new object for the same page changes nothing.
  const page = to && { tabId: to.tabId, url: to.url, ...(to.documentId && { documentId: to.documentId }) };
  const pageKey = page ? JSON.stringify(page) : null;

  useEffect(() => {
    if (!page || original === undefined) return;
    if (active && text !== original) show.current(page, text, original);
    else {
      show.current.cancel();
      void sendFromPage({ type: 'preview/clear', ...page }).catch(() => {});
    }
  }, [pageKey, text, original, active]);

  useEffect(() => {
    return () => {
      show.current.cancel();
      if (page) void sendFromPage({ type: 'preview/clear', ...page }).catch(() => {});
    };
  }, [pageKey]);
}
