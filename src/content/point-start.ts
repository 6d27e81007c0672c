// Point to edit in a tab: what the owner points at goes to the panel as what and where, never as
// text; Esc tells the panel the switch is off.
import { sendFromContent } from '../messages/send';
import { keepPointMode } from './point-in-page';
import { createPointMode } from './point-mode';

export function startPointMode(): void {
  keepPointMode(() => createPointMode(
    document,
    (target) => void sendFromContent({ type: 'content/point', target }).catch(() => {}),
    () => void sendFromContent({ type: 'content/point-leave' }).catch(() => {}),
  ));
}
