// A post just saved, shown with its new text where the topic's page shows it (platform-notes §6):
// the owner sees it in place without reloading the page. The HTML is the live preview's: through
// DOMPurify with the site's own images and links only (src/ui/editor/preview-html.ts).
import { browser } from 'wxt/browser';
import { POST_TEXT_ID_PREFIXES } from '../../../detect/platform-markup';
import type { PreviewDocument } from '../../../messages/protocol';
import { shownPost } from '../model';

export async function showPostInPage(page: PreviewDocument, postId: number, html: string): Promise<void> {
  // The live preview's sanitiser, read as the preview reads it (when first needed).
  const { previewHtml } = await import('../../../ui/editor/preview-html');
  const shown = previewHtml(shownPost(html), page.url);
  const ids = POST_TEXT_ID_PREFIXES.map((prefix) => `${prefix}${postId}`);
  // The tab may have moved on, or its page refuse scripts of extensions: the post shows on its next load.
  await browser.scripting.executeScript({ target: { tabId: page.tabId, frameIds: [0] }, func: replacePostText, args: [ids, shown] }).catch(() => {});
}

/** Runs in the tab, alone (no imports, no closure): the sanitised HTML parsed inert, then put in. */
function replacePostText(ids: string[], html: string): void {
  const text = ids.map((id) => document.getElementById(id)).find(Boolean);
  if (!text) return;
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  text.replaceChildren(...[...parsed.body.childNodes].map((node) => document.adoptNode(node)));
}
