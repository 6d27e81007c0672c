// The editing script in a tab: the live preview of what the panel edits (a page's or entry's
// content, title and category, the site's CSS, a global block, a menu) and Point to edit, whose pointing goes to the
// panel as what and where, never as text (a forum post's control points at its post); Esc tells the panel the switch is off. A pointing that
// cannot reach the background (its runtime went away in an update, or the panel's last word was
// lost) turns pointing off in the page: clicks are the page's own again.
import { browser } from 'wxt/browser';
import { sendFromContentScript } from '../messages/send';
import { createDesignPreview } from './design-preview';
import { editingInPage, keepEditing, type InPageEditing } from './editing-in-page';
import { createMenuPreview } from './menu-preview';
import { createPointMode } from './point-mode';
import { mountPostControls } from './post-controls';
import { pointRegionFinder } from './point-region';
import { asPreviewCommand, createPreview } from './preview';
import { contentRegionFinder } from './preview-region';
import { createWordsPreview } from './words-preview';

const stopPointing = () => editingInPage()?.point.stop();

export function startEditing(): void {
  keepEditing(() => createEditing(document), () => Boolean(browser.runtime?.id));
}

export function createEditing(doc: Document): InPageEditing {
  const findRegion = contentRegionFinder(doc);
  const preview = createPreview(doc, findRegion);
  const design = createDesignPreview(doc);
  const menus = createMenuPreview(doc);
  const words = createWordsPreview(doc);
  // Where the content sits, for Point to edit: as the preview found it, or by the content as read.
  const regionFor = pointRegionFinder(doc, preview.shownRegion, findRegion);
  const point = createPointMode(
    doc,
    (target) => void sendFromContentScript({ type: 'content/point', target }).catch(stopPointing),
    () => void sendFromContentScript({ type: 'content/point-leave' }).catch(() => {}),
  );
  // A forum topic's posts each get a control while the panel is open here (pointing is on then).
  let postPicks: AbortController | null = null;
  const showPostPicks = (on: boolean) => {
    if (on === Boolean(postPicks)) return;
    postPicks?.abort();
    postPicks = on ? new AbortController() : null;
    if (postPicks) mountPostControls(doc, (id) => void sendFromContentScript({ type: 'content/point', target: { what: 'post', id, offset: 0 } }).catch(stopPointing), postPicks.signal);
  };
  // Both, whichever was shown: `||` would leave the second.
  const clear = () => [preview.clear(), design.clear(), menus.clear(), words.clear()].some(Boolean);
  return {
    point,
    follow(message) {
      const command = asPreviewCommand(message);
      switch (command?.type) {
        case 'preview/show':
        case 'preview/patch': {
          const shown = command.type === 'preview/show' ? preview.show(command) : preview.patch(command);
          // The title and category follow the content's draft: shown with it, or put back.
          const named = words.show(command.words ?? []);
          return shown || named;
        }
        case 'preview/css':
          return design.showCss(command.css);
        case 'preview/block':
          return design.showBlock(command.block, command.html);
        case 'preview/menu':
          return menus.show(command.menuId, command.items);
        case 'preview/outline':
          return design.outline(command.block);
        case 'preview/point':
          point.set({ on: command.on, clicks: command.clicks, region: command.on ? regionFor(command.region) : null });
          showPostPicks(command.on);
          return command.on;
        case 'preview/clear':
          return clear();
        default:
          return false;
      }
    },
    // The page as it was: the extension went away, or a newer copy takes over.
    stop() {
      point.stop();
      showPostPicks(false);
      clear();
    },
  };
}
