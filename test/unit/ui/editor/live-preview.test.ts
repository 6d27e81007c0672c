// @vitest-environment jsdom
// The live preview: the tab gets the sanitised draft as it is typed, the newest one once the one
// before is shown; when the draft goes back, the tab gets a clear, and no preview made before
// that (its sanitiser still loading) is sent after it.
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterAll, afterEach, expect, test, vi } from 'vitest';
import { installIdleCallbacks } from '../../../support/idle-callbacks';

const sent: { type: string; html?: string }[] = [];
vi.mock('@/src/messages/send', () => ({
  sendFromExtensionPage: async (request: { type: string; html?: string }) => void sent.push(request),
}));
const { useLivePreview } = await import('@/src/ui/editor/useLivePreview');

// The sanitiser is read when the panel is idle; these tests never say it is, so the first
// preview reads it itself.
const idle = installIdleCallbacks();
afterAll(() => idle.uninstall());

const root = document.createElement('div');
document.body.append(root);
afterEach(() => {
  render(null, root);
  sent.splice(0);
  vi.useRealTimers();
});

const PAGE = { tabId: 3, url: 'https://owner.ucoz.net/index/0-3' };
const ORIGINAL = '<p>Opening hours</p>';

function Editor({ text }: { text: string }) {
  useLivePreview(PAGE, 'page', text, ORIGINAL, true);
  return null;
}
const show = (text: string) => act(() => render(h(Editor, { text }), root));
const settle = () => act(async () => {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 5));
});

test('a change sends the draft at once, sanitised', async () => {
  show(ORIGINAL);
  show('<p>Opening hours change</p><script>alert(1)</script>');
  await settle();
  const shown = sent.filter((request) => request.type === 'preview/show');
  expect(shown).toHaveLength(1);
  expect(shown[0]!.html).toContain('Opening hours change');
  expect(shown[0]!.html).not.toContain('script');
});

test('a draft that goes back leaves the tab cleared, even when its preview was still being made', async () => {
  vi.useFakeTimers();
  show(ORIGINAL);
  show('<p>Opening hours change</p>');
  // The preview is being made (its sanitiser loading) when the draft goes back.
  show(ORIGINAL);
  vi.useRealTimers();
  await settle();
  expect(sent.at(-1)?.type).toBe('preview/clear');
  expect(sent.filter((request) => request.type === 'preview/show')).toEqual([]);
});

test('typing on sends the newest draft once the one being shown is, and none of those in between', async () => {
  show(ORIGINAL);
  for (const typed of ['<p>O</p>', '<p>Op</p>', '<p>Ope</p>', '<p>Open</p>']) show(typed);
  await settle();
  const shown = sent.filter((request) => request.type === 'preview/show').map((request) => request.html);
  expect(shown).toEqual(['<p>O</p>', '<p>Open</p>']);
});
