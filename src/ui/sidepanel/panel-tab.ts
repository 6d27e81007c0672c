import { browser } from 'wxt/browser';

/** The tab this panel edits: `?tab=<id>` binds it; otherwise the active tab of this window. */
export async function boundTabId(search: string): Promise<number | null> {
  const bound = new URLSearchParams(search).get('tab');
  if (bound !== null) {
    const id = Number(bound);
    return Number.isInteger(id) && id >= 0 ? id : null;
  }
  const [active] = await browser.tabs.query({ active: true, currentWindow: true });
  return active?.id ?? null;
}

export function isBoundToTab(search: string): boolean {
  return new URLSearchParams(search).has('tab');
}
