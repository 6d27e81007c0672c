// @vitest-environment happy-dom
// The mount of Inplace's on-page controls, and the launcher on it: a closed root only the
// content script holds, gone with its signal; the launcher answers trusted clicks only.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { closedUiHost, mountClosedUi } from '@/src/content/closed-ui';
import { LAUNCHER_HOST, LAUNCHER_NOTE_MS, mountLauncher } from '@/src/content/launcher';

const NAME = 'test-control';
const TAG = closedUiHost(NAME);

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.querySelectorAll(`${TAG}, ${LAUNCHER_HOST}`).forEach((element) => element.remove());
});

/** The launcher's root, as the content script holds it (caught on its way out of attachShadow). */
function mountWatched(onActivate: () => void, signal = new AbortController().signal) {
  const attach = vi.spyOn(Element.prototype, 'attachShadow');
  const launcher = mountLauncher(document, 'Edit page', 'Edit page with Inplace', onActivate, signal);
  const root = attach.mock.results[0]!.value as ShadowRoot;
  return { launcher, button: root.querySelector('button')!, note: root.querySelector('p')! };
}

function trustedClick(): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, composed: true });
  Object.defineProperty(event, 'isTrusted', { value: true });
  return event;
}

describe('mountClosedUi', () => {
  test('puts a host at the end of the document whose root the page cannot reach', () => {
    const { root } = mountClosedUi(document, NAME, 'button { color: red }', new AbortController().signal);
    const host = document.documentElement.lastElementChild!;
    // A plain span: a page can define no custom element that would be upgraded into it.
    expect(host.localName).toBe('span');
    expect(host.matches(TAG)).toBe(true);
    expect(root.mode).toBe('closed');
    expect(host.shadowRoot).toBeNull();
    expect(root.host).toBe(host);
    // The reset comes first, then the control's own rules.
    expect(root.querySelector('style')!.textContent).toMatch(/^:host \{ all: initial !important; \}[\s\S]*button \{ color: red \}$/);
  });

  test('removes its host when the signal aborts', () => {
    const life = new AbortController();
    const { root } = mountClosedUi(document, NAME, '', life.signal);
    expect(root.host.isConnected).toBe(true);
    life.abort();
    expect(root.host.isConnected).toBe(false);
    expect(document.querySelector(TAG)).toBeNull();
  });

  test('takes the place of any element already named like it (a stale copy, or the page\'s)', () => {
    const planted = document.createElement('span');
    planted.setAttribute('data-inplace', NAME);
    planted.attachShadow({ mode: 'open' }).textContent = 'Edit page';
    document.body.append(planted);
    const { root } = mountClosedUi(document, NAME, '', new AbortController().signal);
    expect(planted.isConnected).toBe(false);
    expect([...document.querySelectorAll(TAG)]).toEqual([root.host]);
  });
});

describe('mountLauncher', () => {
  test('shows the label, names the button for assistive technology, and keeps the note hidden', () => {
    const { button, note } = mountWatched(() => {});
    expect(document.querySelector(LAUNCHER_HOST)!.shadowRoot).toBeNull();
    expect(button.textContent).toBe('Edit page');
    expect(button.getAttribute('aria-label')).toBe('Edit page with Inplace');
    expect(note.hidden).toBe(true);
    expect(note.getAttribute('role')).toBe('status');
  });

  test('ignores an untrusted click and answers a trusted one', () => {
    const onActivate = vi.fn();
    const { button } = mountWatched(onActivate);
    button.click();
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    expect(onActivate).not.toHaveBeenCalled();
    button.dispatchEvent(trustedClick());
    expect(onActivate).toHaveBeenCalledOnce();
  });

  test('says a note and takes it back', () => {
    const { launcher, note } = mountWatched(() => {});
    launcher.say('Use the toolbar button');
    expect([note.hidden, note.textContent]).toEqual([false, 'Use the toolbar button']);
    launcher.say('');
    expect(note.hidden).toBe(true);
  });

  test('once stopped, it is gone and a click does nothing', () => {
    const life = new AbortController();
    const onActivate = vi.fn();
    const { button } = mountWatched(onActivate, life.signal);
    life.abort();
    expect(document.querySelector(LAUNCHER_HOST)).toBeNull();
    button.dispatchEvent(trustedClick());
    expect(onActivate).not.toHaveBeenCalled();
  });
});

test('a note beside the launcher goes after a while, and a new one starts its time afresh', () => {
  vi.useFakeTimers();
  const { launcher, note } = mountWatched(() => {});
  launcher.say('Open Inplace with its toolbar button (✎) or Alt+Shift+E.');
  expect(note.hidden).toBe(false);
  vi.advanceTimersByTime(LAUNCHER_NOTE_MS - 1000);
  launcher.say('Open Inplace with its toolbar button (✎) or Alt+Shift+E.');
  vi.advanceTimersByTime(LAUNCHER_NOTE_MS - 1);
  expect(note.hidden).toBe(false);
  vi.advanceTimersByTime(1);
  expect(note.hidden).toBe(true);
  vi.useRealTimers();
});
