// Point to edit in a tab: what the owner points at goes to the panel as what and where, never as
// text; Esc tells the panel the switch is off. A pointing that cannot reach the background (its
// runtime went away in an update, or the panel's last word was lost) turns pointing off in the
// page: clicks are the page's own again.
import { browser } from 'wxt/browser';
import { sendFromContentScript } from '../messages/send';
import { keepPointMode, pointModeInPage } from './point-in-page';
import { createPointMode } from './point-mode';

const stopHere = () => pointModeInPage()?.stop();

export function startPointMode(): void {
  keepPointMode(
    () => createPointMode(
      document,
      (target) => void sendFromContentScript({ type: 'content/point', target }).catch(stopHere),
      () => void sendFromContentScript({ type: 'content/point-leave' }).catch(() => {}),
    ),
    () => Boolean(browser.runtime?.id),
  );
}
