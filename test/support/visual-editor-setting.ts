// The setting of a test of the visual editor in jsdom: a root to render into, no frame drawn and
// no time passing but what the test lets pass (fake timers, vi.waitFor), idle moments only when the
// test says (the editor writes a loaded text out then), and nothing laid out.
import { render } from 'preact';
import { afterEach, beforeEach, vi } from 'vitest';
import { installIdleCallbacks, type IdleCallbacks } from './idle-callbacks';

export interface VisualEditorSetting {
  root: HTMLElement;
  /** The page is idle now: what waits for it runs. */
  runIdle(): void;
}

export function visualEditorSetting(): VisualEditorSetting {
  const root = document.createElement('div');
  document.body.append(root);
  let idle: IdleCallbacks | null = null;
  beforeEach(() => {
    idle = installIdleCallbacks();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    Element.prototype.scrollIntoView ??= () => {};
  });
  afterEach(() => {
    // Unmounted first: the editor lets go of its idle callback as it goes.
    render(null, root);
    idle?.uninstall();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return { root, runIdle: () => idle?.runIdle() };
}
