// The content script: tells the background what this page is, and if the page belongs to a
// registered site, shows the launcher. It holds no token and calls no API.
import { sendFromContent } from '../messages/send';
import { platformMarkers } from '../detect/platform-markers';
import { readPageSignals } from './page-signals';
import { mountLauncher } from './launcher';

export async function startContentScript(signal: AbortSignal): Promise<void> {
  const markers = platformMarkers(readPageSignals(document));
  const reply = await sendFromContent({ type: 'content/hello', markers });
  if (!reply.registered || signal.aborted) return;
  const launcher = mountLauncher(document, 'Inplace', async () => {
    const { opened } = await sendFromContent({ type: 'content/open-panel' });
    if (!opened) launcher.title = 'Open Inplace from its toolbar button or with Alt+Shift+E';
  }, signal);
}
