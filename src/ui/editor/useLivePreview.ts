// While the owner types, the tab shows the draft content in place; it goes back when the draft
// is discarded or the panel closes.
import { useEffect, useRef } from 'preact/hooks';
import { debounce } from '../../drafts/debounce';
import { sendFromPage } from '../../messages/send';

export const PREVIEW_DELAY_MS = 200;

export function useLivePreview(tabId: number | null, kind: 'page' | 'entry', html: string, originalHtml: string | undefined, active: boolean) {
  const show = useRef(
    debounce((tab: number, content: string, original: string) => {
      void sendFromPage({ type: 'preview/show', tabId: tab, kind, html: content, originalHtml: original }).catch(() => {});
    }, PREVIEW_DELAY_MS),
  );

  useEffect(() => {
    if (tabId === null || originalHtml === undefined) return;
    if (active && html !== originalHtml) show.current(tabId, html, originalHtml);
    else {
      show.current.cancel();
      void sendFromPage({ type: 'preview/clear', tabId }).catch(() => {});
    }
  }, [tabId, html, originalHtml, active]);

  useEffect(() => {
    const clear = () => tabId !== null && void sendFromPage({ type: 'preview/clear', tabId }).catch(() => {});
    return () => {
      show.current.cancel();
      clear();
    };
  }, [tabId]);
}
