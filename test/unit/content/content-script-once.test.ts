// @vitest-environment happy-dom
// The content script may reach a page twice (its registration, and the background starting it in
// tabs that loaded before the registration was back): the second copy must change nothing.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { startContentScript } from '@/src/content/start';
import { LAUNCHER_HOST } from '@/src/content/launcher';
import { installIdleCallbacks, type IdleCallbacks } from '../../support/idle-callbacks';

const RUNNING = Symbol.for('inplace.content-script');
let registered: boolean;
const contexts: AbortController[] = [];
let idle: IdleCallbacks;

/** What WXT does for each copy it starts: a new context, whose start aborts the older ones; then the page goes idle. */
async function startCopy(): Promise<void> {
  for (const older of contexts) older.abort();
  const context = new AbortController();
  contexts.push(context);
  await startContentScript(context.signal);
  idle.runIdle();
}

const hellos = () => vi.mocked(fakeBrowser.runtime.sendMessage).mock.calls.filter(([message]) => (message as unknown as { type: string }).type === 'content/hello');

beforeEach(() => {
  fakeBrowser.reset();
  idle = installIdleCallbacks();
  registered = true;
  vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockImplementation(async () => ({
    ok: true,
    value: registered ? { registered: true, siteLabel: 'example.ucoz.net', launcher: { show: true, label: 'Edit page', aria: 'Edit page with Inplace', tip: 'Or Alt+click anything on the page to edit it there.' } } : { registered: false },
  }));
});

afterEach(() => {
  idle.uninstall();
  (fakeBrowser.runtime as { id?: string }).id = 'test-extension-id';
  contexts.length = 0;
  delete (globalThis as { [RUNNING]?: unknown })[RUNNING];
  document.documentElement.querySelectorAll(LAUNCHER_HOST).forEach((element) => element.remove());
});

describe('the content script, started twice on one page', () => {
  test('the second copy does nothing: one hello, and the first launcher stays', async () => {
    await startCopy();
    const launcher = document.querySelector(LAUNCHER_HOST);
    expect(launcher).not.toBeNull();

    await startCopy();
    expect(hellos()).toHaveLength(1);
    expect(document.querySelectorAll(LAUNCHER_HOST)).toHaveLength(1);
    expect(document.querySelector(LAUNCHER_HOST)).toBe(launcher);
  });

  test('two copies started at once still say hello once', async () => {
    await Promise.all([startCopy(), startCopy()]);
    idle.runIdle();
    expect(hellos()).toHaveLength(1);
    expect(document.querySelectorAll(LAUNCHER_HOST)).toHaveLength(1);
  });

  test('a copy left by an extension that went away (an update) gives way to the new one', async () => {
    await startCopy();
    const old = document.querySelector(LAUNCHER_HOST);
    (fakeBrowser.runtime as { id?: string }).id = undefined;
    contexts.at(-1)!.abort();
    expect(old?.isConnected).toBe(false);

    (fakeBrowser.runtime as { id?: string }).id = 'test-extension-id';
    await startCopy();
    expect(hellos()).toHaveLength(2);
    expect(document.querySelectorAll(LAUNCHER_HOST)).toHaveLength(1);
  });

  test('on a page of a site not added, a later copy asks again', async () => {
    registered = false;
    await startCopy();
    expect(document.querySelector(LAUNCHER_HOST)).toBeNull();
    registered = true;
    await startCopy();
    expect(hellos()).toHaveLength(2);
    expect(document.querySelectorAll(LAUNCHER_HOST)).toHaveLength(1);
  });
});
