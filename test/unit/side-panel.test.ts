import { describe, expect, test, vi } from 'vitest';
import { openPanelForTab } from '@/src/background/side-panel';

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
