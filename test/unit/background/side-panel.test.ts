import { describe, expect, test, vi } from 'vitest';
import { openPanelForLauncher, openPanelForTab } from '@/src/background/side-panel';

describe('openPanelForTab', () => {
  test('Chrome: opens the side panel on that tab', async () => {
    const open = vi.fn(async () => {});
    expect(await openPanelForTab(7, { chrome: { sidePanel: { open } } })).toEqual({ opened: true });
    expect(open).toHaveBeenCalledWith({ tabId: 7 });
  });

  test('Firefox: opens the sidebar where the browser allows it', async () => {
    const open = vi.fn(async () => {});
    expect(await openPanelForTab(7, { chrome: {}, browser: { sidebarAction: { open } } })).toEqual({ opened: true });
  });

  test('says it could not when the browser refuses (no user gesture)', async () => {
    const open = vi.fn(async () => {
      throw new Error('sidebarAction.open may only be called from a user input handler');
    });
    expect(await openPanelForTab(7, { browser: { sidebarAction: { open } } })).toEqual({ opened: false });
    expect(await openPanelForTab(7, {})).toEqual({ opened: false });
  });
});

describe('openPanelForLauncher: the click of a content script', () => {
  test('a registered site opens the panel', async () => {
    const open = vi.fn(async () => {});
    expect(await openPanelForLauncher(true, 7, { chrome: { sidePanel: { open } } })).toEqual({ opened: true });
    expect(open).toHaveBeenCalledWith({ tabId: 7 });
  });

  test('a worker that has just woken, the sites not read yet, opens it at once (nothing awaited before the open)', async () => {
    let opened = false;
    const open = vi.fn(async () => void (opened = true));
    const answer = openPanelForLauncher(undefined, 7, { chrome: { sidePanel: { open } } });
    // Called within the click's turn, not after some read.
    expect(open).toHaveBeenCalledWith({ tabId: 7 });
    expect(await answer).toEqual({ opened: true });
    expect(opened).toBe(true);
  });

  test('a site known to be removed opens nothing', async () => {
    const open = vi.fn(async () => {});
    expect(await openPanelForLauncher(false, 7, { chrome: { sidePanel: { open } } })).toEqual({ opened: false });
    expect(open).not.toHaveBeenCalled();
  });
});
