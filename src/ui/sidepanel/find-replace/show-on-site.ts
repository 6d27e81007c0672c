// Show on the site: the record's page opens in a new tab (the panel keeps its matches), and once
// the page has reported, the live preview shows it there with the replacement in place: a page's
// or entry's content, a menu, a global block or the stylesheet (shown on the site's home page,
// as on every page). Only sanitised HTML leaves the panel. A template has no place of its own to
// show it in: it has no button.
import { browser } from 'wxt/browser';
import { previewHtml } from '../../editor/preview-html';
import { addressOnSite } from '../../editor/show-in-tab';
import { previewItems } from '../../../kinds/menu/menu-tree';
import type { MenuFields } from '../../../kinds/menu/model';
import { blockOf } from '../../../kinds/template/model';
import type { ExtensionPageRequest } from '../../../messages/from-extension-page';
import type { PreviewDocument, TabContext } from '../../../messages/protocol';
import { sendFromExtensionPage } from '../../../messages/send';
import { readItem, tabContextItem, watchItem } from '../../../messages/session-items';
import { replacedTexts, type Ticked } from '../../../site-replace/apply';
import { areaNamed, fieldValue } from '../../../site-replace/areas';
import type { FoundRecord } from '../../../site-replace/scan';
import { PREVIEWED_KINDS, type PreviewedKind } from '../../../vocabulary/kinds';

/** How long the new tab's page has to report before showing it is given up. */
const PAGE_REPORTS_MS = 20_000;

export const showsOnSite = (record: Pick<FoundRecord, 'area'>) => record.area !== 'template';

/** The preview of the record with the ticked matches replaced, for the page `page`. */
export function replacedPreview(record: FoundRecord, ticked: Ticked, page: PreviewDocument): ExtensionPageRequest | null {
  const area = areaNamed(record.area);
  const { fields } = replacedTexts(area, record.base, ticked);
  if ((PREVIEWED_KINDS as readonly string[]).includes(record.area)) {
    return { type: 'preview/show', ...page, kind: record.area as PreviewedKind, html: previewHtml(fieldValue(fields, 'message'), page.url), originalHtml: fieldValue(record.base, 'message') };
  }
  if (record.area === 'menu') return { type: 'preview/menu', ...page, menuId: Number(record.id), items: previewItems((fields as MenuFields).items) };
  if (record.area === 'css') return { type: 'preview/css', ...page, css: fieldValue(fields, 'content') };
  const block = blockOf(String(record.id));
  return block ? { type: 'preview/block', ...page, block, html: previewHtml(fieldValue(fields, 'content'), page.url) } : null;
}

/** The new tab's page once it has reported (null: it did not in time). */
function reported(tabId: number): Promise<TabContext | null> {
  const item = tabContextItem(tabId);
  return new Promise((settle) => {
    const done = (context: TabContext | null) => (clearTimeout(timer), stop(), settle(context));
    const hear = (context: TabContext | undefined) => context !== undefined && done(context);
    const timer = setTimeout(() => done(null), PAGE_REPORTS_MS);
    const stop = watchItem(item, hear);
    void readItem(item).then(hear);
  });
}

/** Opens the record's page in a new tab and shows the replacement there; whether it was shown. */
export async function showReplacedOnSite(site: string, record: FoundRecord, ticked: Ticked): Promise<boolean> {
  const address = areaNamed(record.area).kindOf(record.id).addressOf?.(record.id, record.base) ?? '/';
  const url = addressOnSite(site, address);
  if (!url) return false;
  const tab = await browser.tabs.create({ url });
  const context = tab.id === undefined ? null : await reported(tab.id);
  if (!context) return false;
  const request = replacedPreview(record, ticked, { tabId: context.tabId, url: context.url, ...(context.documentId && { documentId: context.documentId }) });
  if (!request) return false;
  const answer = (await sendFromExtensionPage(request)) as { shown: boolean };
  return answer.shown;
}
