// Shows the owner's draft in the page's own content region while they type, and puts the page
// back as it was when the draft is discarded or the panel closes.
import type { MenuPreviewItem, PreviewCommand, ShownWords } from '../messages/to-content-script';
import { MENU_PREVIEW_DEPTH_MAX, SHOWN_WORDS_LENGTH_MAX } from '../messages/limits';
import { applyTextPatch, type TextPatch } from '../messages/text-patch';
import { BLOCK_ID, PREVIEWED_KINDS, type PreviewedKind } from '../vocabulary/kinds';
import { restorePageOwn, showDraft, type ShownDraft } from './preview-parts';
import { findContentRegion, type RegionFinder } from './preview-region';

export const PREVIEW_ATTRIBUTE = 'data-inplace-preview';

export function createPreview(doc: Document, findRegion: RegionFinder = (kind, originalHtml) => findContentRegion(doc, kind, originalHtml)) {
  let region: Element | null = null;
  let original: Node[] | null = null;
  /** The draft on screen, and its version (what a patch says it changes). */
  let shown: ShownDraft | null = null;
  let version: number | null = null;

  function clear(): boolean {
    if (!region || !original) return false;
    restorePageOwn(shown);
    region.replaceChildren(...original);
    region.removeAttribute(PREVIEW_ATTRIBUTE);
    original = null;
    shown = null;
    version = null;
    return true;
  }

  function show(command: Extract<PreviewCommand, { type: 'preview/show' }>): boolean {
    if (!region || !region.isConnected) {
      clear();
      region = findRegion(command.kind, command.originalHtml);
    }
    if (!region) return false;
    version = command.version;
    // The draft on screen already: nothing to do.
    if (shown?.html === command.html && region.hasAttribute(PREVIEW_ATTRIBUTE)) return true;
    original ??= [...region.childNodes];
    shown = showDraft(doc, region, shown, command.html);
    region.setAttribute(PREVIEW_ATTRIBUTE, '');
    return true;
  }

  /** The draft on screen changed by a patch; false when it is not the draft the patch was made for. */
  function patch(command: Extract<PreviewCommand, { type: 'preview/patch' }>): boolean {
    if (!region?.isConnected || !shown || version !== command.onto || !region.hasAttribute(PREVIEW_ATTRIBUTE)) return false;
    const html = applyTextPatch(shown.html, command.patch);
    if (html === null) return false;
    shown = showDraft(doc, region, shown, html);
    version = command.version;
    return true;
  }

  /** Where the content sits, as the last draft shown found it (null: none shown yet). */
  const shownRegion = (): Element | null => (region?.isConnected ? region : null);

  return { show, patch, clear, shownRegion };
}

const isPositiveInt = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

function isPatch(value: unknown): value is TextPatch {
  if (!value || typeof value !== 'object') return false;
  const { at, removed, inserted } = value as Record<string, unknown>;
  return Number.isSafeInteger(at) && Number.isSafeInteger(removed) && typeof inserted === 'string';
}

function isMenuItem(value: unknown): value is MenuPreviewItem {
  if (!value || typeof value !== 'object') return false;
  const { name, url, depth } = value as Record<string, unknown>;
  return typeof name === 'string' && typeof url === 'string' && Number.isSafeInteger(depth) && (depth as number) >= 0 && (depth as number) <= MENU_PREVIEW_DEPTH_MAX;
}

const isWordsText = (value: unknown, min: number): value is string => typeof value === 'string' && value.length >= min && value.length <= SHOWN_WORDS_LENGTH_MAX;

/** A draft's title and category as the page shows them; undefined where absent, null where malformed. */
function wordsOf(value: unknown): ShownWords[] | undefined | null {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.length > 2) return null;
  const words = value.map((item: Record<string, unknown> | null) => (item && (item.part === 'title' || item.part === 'category') && isWordsText(item.from, 1) && isWordsText(item.to, 0)
    ? { part: item.part, from: item.from, to: item.to } : null));
  return words.every(Boolean) ? (words as ShownWords[]) : null;
}

/** The command shapes the content script accepts (from the background only). */
export function asPreviewCommand(message: unknown): PreviewCommand | null {
  if (!message || typeof message !== 'object') return null;
  const m = message as Record<string, unknown>;
  if (m.type === 'preview/clear' && Object.keys(m).length === 1) return { type: 'preview/clear' };
  if (m.type === 'preview/css' && typeof m.css === 'string') return { type: 'preview/css', css: m.css };
  const block = typeof m.block === 'string' && BLOCK_ID.test(m.block) ? m.block : null;
  if (m.type === 'preview/block' && block && typeof m.html === 'string') return { type: 'preview/block', block, html: m.html };
  if (m.type === 'preview/outline' && (block || m.block === null)) return { type: 'preview/outline', block };
  if (m.type === 'preview/menu' && isPositiveInt(m.menuId) && Array.isArray(m.items) && m.items.every(isMenuItem) && Object.keys(m).length === 3) {
    return { type: 'preview/menu', menuId: m.menuId, items: m.items.map(({ name, url, depth }) => ({ name, url, depth })) };
  }
  if (m.type === 'preview/comment-picks' && typeof m.on === 'boolean' && Object.keys(m).length === 2) return { type: 'preview/comment-picks', on: m.on };
  if (m.type === 'preview/point' && typeof m.on === 'boolean' && typeof m.clicks === 'boolean') {
    const region = m.region as Record<string, unknown> | undefined;
    if (region === undefined) return { type: 'preview/point', on: m.on, clicks: m.clicks };
    if (region && (PREVIEWED_KINDS as readonly unknown[]).includes(region.kind) && typeof region.originalHtml === 'string') {
      return { type: 'preview/point', on: m.on, clicks: m.clicks, region: { kind: region.kind as PreviewedKind, originalHtml: region.originalHtml } };
    }
  }
  const words = wordsOf(m.words);
  if (words === null) return null;
  if (
    m.type === 'preview/show' && (PREVIEWED_KINDS as readonly unknown[]).includes(m.kind) && typeof m.html === 'string'
    && typeof m.originalHtml === 'string' && isPositiveInt(m.version)
  ) {
    return { type: 'preview/show', kind: m.kind as PreviewedKind, html: m.html, originalHtml: m.originalHtml, version: m.version, ...(words && { words }) };
  }
  if (m.type === 'preview/patch' && isPositiveInt(m.onto) && isPositiveInt(m.version) && isPatch(m.patch)) {
    const { at, removed, inserted } = m.patch;
    return { type: 'preview/patch', onto: m.onto, version: m.version, patch: { at, removed, inserted }, ...(words && { words }) };
  }
  return null;
}
