// The content script: tells the background what this page is, shows the launcher on pages of
// a registered site, and renders the live preview it is sent. It holds no token and calls no API.
import { browser } from 'wxt/browser';
import { menuIdsFromElementIds } from '../detect/menus-in-markup';
import { platformMarkers } from '../detect/platform-markers';
import { t } from '../i18n';
import { sendFromContent } from '../messages/send';
import { mountLauncher } from './launcher';
import { readPageSignals } from './page-signals';
import { asPreviewCommand, createPreview } from './preview';

export async function startContentScript(signal: AbortSignal): Promise<void> {
  const markers = platformMarkers(readPageSignals(document));
  const menuIds = menuIdsFromElementIds([...document.querySelectorAll('[id^="uNMenuDiv"]')].map((el) => el.id));
  const reply = await sendFromContent({ type: 'content/hello', markers, menuIds });
  if (!reply.registered || signal.aborted) return;

  const preview = createPreview(document);
  const onMessage = (message: unknown, sender: { id?: string; tab?: unknown }) => {
    // Only the background talks to us: our own extension, not from a tab.
    if (sender.id !== browser.runtime.id || sender.tab) return;
    const command = asPreviewCommand(message);
    if (!command) return;
    return Promise.resolve(command.type === 'preview/show' ? preview.show(command) : preview.clear());
  };
  browser.runtime.onMessage.addListener(onMessage);
  signal.addEventListener('abort', () => browser.runtime.onMessage.removeListener(onMessage), { once: true });

  if (!reply.launcher.show) return;
  const launcher = mountLauncher(document, reply.launcher.label, async () => {
    const { opened } = await sendFromContent({ type: 'content/open-panel' });
    // Firefox opens its sidebar only from its own buttons and shortcuts: say which.
    launcher.say(opened ? '' : t('launcher_firefox_hint'));
  }, signal);
}
