// @vitest-environment happy-dom
// The save bar says the outcome of a save beside Save: saved with the way to see it, not saved
// with why and Try again (the draft note once), discarded with Undo.
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { SaveBar } from '@/src/ui/editor/SaveBar';
import { addressOnSite, samePage, ShowInTabContext } from '@/src/ui/editor/show-in-tab';
import { OpenInTab } from '@/src/ui/editor/OpenInTab';
import { openingState, type EditorState } from '@/src/ui/editor/editor-state';
import { t } from '@/src/i18n';
import { fakeBrowser } from 'wxt/testing/fake-browser';

const SITE = 'https://shop.ucoz.net';
const root = document.createElement('div');
document.body.append(root);
afterEach(() => render(null, root));

type Fields = { name: string };
const ready = (over: Partial<EditorState<Fields>> = {}): EditorState<Fields> => ({ ...openingState<Fields, number>({ name: 'About' }, 3), phase: 'ready', base: { name: 'About' }, ...over });

function show(state: EditorState<Fields>, address: string | null = '/index/0-3', handlers: Partial<{ onSave: () => void; onDiscard: () => void; onUndoDiscard: () => void; showInTab: (url: string) => void }> = {}) {
  const bar = h(SaveBar<Fields>, { site: SITE, state, address, onSave: handlers.onSave ?? (() => {}), onDiscard: handlers.onDiscard ?? (() => {}), onUndoDiscard: handlers.onUndoDiscard ?? (() => {}) });
  act(() => render(h(ShowInTabContext.Provider, { value: { show: handlers.showInTab ?? (() => {}), shows: () => false } }, bar), root));
  return root.querySelector('.save-status')!;
}
const button = (label: string) => [...root.querySelectorAll('button')].find((b) => b.textContent === label);

describe('the save bar', () => {
  test('after a save: "Saved <time> · View on site", which shows the address of this site in the tab', () => {
    const showInTab = vi.fn();
    const status = show(ready({ savedAt: new Date(2026, 10, 26, 11, 16).getTime() }), '/index/0-3', { showInTab });
    expect(status.textContent).toMatch(/^Saved 11:16\s?(AM)? · View on site$/);
    button('View on site')!.click();
    expect(showInTab).toHaveBeenCalledWith(`${SITE}/index/0-3`);
  });

  test('saved, with keys typed while the save was on its way: both said', () => {
    expect(show(ready({ savedAt: new Date(2026, 10, 26, 11, 16).getTime(), dirty: true }), null).textContent).toMatch(/^Saved 11:16\s?(AM)? · Unsaved changes \(kept as a draft\)$/);
  });

  test('no View on site for a record with no address, or an address of another site', () => {
    expect(show(ready({ savedAt: 1 }), null).textContent).not.toContain('View on site');
    expect(show(ready({ savedAt: 1 }), 'https://elsewhere.example/x').textContent).not.toContain('View on site');
    expect(show(ready({ savedAt: 1 }), '//elsewhere.example/x').textContent).not.toContain('View on site');
  });

  test('a failed save: why, the draft note once, and Try again, which saves', () => {
    const onSave = vi.fn();
    const status = show(ready({ dirty: true, problem: { message: 'The site did not answer.', remedy: '', code: 'TIMEOUT' } }), null, { onSave });
    expect(status.textContent).toContain('Not saved: The site did not answer.');
    // Said at once, as an alert.
    expect(status.querySelector('[role="alert"]')?.textContent).toContain('Not saved: The site did not answer.');
    expect(status.textContent!.split('kept as a draft').length).toBe(2);
    expect(status.textContent).not.toContain('Unsaved changes');
    button('Try again')!.click();
    expect(onSave).toHaveBeenCalledOnce();
  });

  test.each(['remedy_try_again_kept', 'remedy_try_later_kept', 'api_requests_limit_remedy', 'api_quota_exhausted_remedy', 'api_token_blocked_remedy', 'api_nonce_used_remedy'] as const)(
    'with the remedy %s, that the changes are kept is said once',
    (remedy) => {
      const status = show(ready({ dirty: true, problem: { message: 'No.', remedy: t(remedy), code: 'X' } }), null);
      expect(status.textContent!.match(/kept/g)).toHaveLength(1);
    },
  );

  test('a save the site blocked: Try again waits with its time, then comes back by itself (a save goes only at a click)', () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 28, 9, 40) });
    const onSave = vi.fn();
    const retryAt = new Date(2026, 10, 28, 9, 50).getTime();
    show(ready({ dirty: true, problem: { message: 'Too many requests.', remedy: '', code: 'REQUESTS_LIMIT', retryAt } }), null, { onSave });
    const waiting = [...root.querySelectorAll('button')].find((b) => b.textContent?.startsWith('Try again'))!;
    expect(waiting.textContent).toMatch(/^Try again at 9:50\s?(AM)?$/);
    expect(waiting.disabled).toBe(true);
    act(() => void vi.advanceTimersByTime(10 * 60_000));
    expect(onSave).not.toHaveBeenCalled();
    button('Try again')!.click();
    expect(onSave).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });

  test('a refused token: a button to the settings, where a token is replaced', () => {
    const open = vi.spyOn(fakeBrowser.runtime, 'openOptionsPage').mockResolvedValue();
    show(ready({ dirty: true, problem: { message: 'The site does not accept this API token.', remedy: '', code: 'INVALID_API_KEY' } }), null);
    button('Open Inplace settings')!.click();
    expect(open).toHaveBeenCalledOnce();
    show(ready({ dirty: true, problem: { message: 'The site did not answer.', remedy: '', code: 'TIMEOUT' } }), null);
    expect(button('Open Inplace settings')).toBeUndefined();
  });

  test('while saving, the button says so and the bar claims nothing else', () => {
    const status = show(ready({ phase: 'saving', dirty: true }));
    expect(button('Saving…')!.disabled).toBe(true);
    expect(status.textContent).toBe('');
    expect(button('Discard changes')).toBeUndefined();
  });

  test('a draft restored from before: Discard changes is the one way to throw it away, beside Save', () => {
    const onDiscard = vi.fn();
    show(ready({ dirty: true, draftFrom: new Date(2026, 10, 20, 9, 0).getTime() }), null, { onDiscard });
    expect([...root.querySelectorAll('button')].filter((b) => /^Discard/.test(b.textContent ?? '')).map((b) => b.textContent)).toEqual(['Discard changes']);
    button('Discard changes')!.click();
    expect(onDiscard).toHaveBeenCalledOnce();
  });

  test('a check that stopped the save says so beside Save', () => {
    expect(show(ready({ dirty: true, errors: { name: 'Required.' } })).textContent).toBe('Not saved: check the fields marked above.');
  });

  test('discarded: Undo, which brings the changes back', () => {
    const onUndoDiscard = vi.fn();
    const status = show(ready({ discarded: { fields: { name: 'Mine' }, base: { name: 'About' }, at: 1 } }), null, { onUndoDiscard });
    expect(status.textContent).toBe('Changes discarded. Undo discard');
    button('Undo discard')!.click();
    expect(onUndoDiscard).toHaveBeenCalledOnce();
  });

  test('unsaved and nothing unsaved', () => {
    expect(show(ready({ dirty: true })).textContent).toBe('Unsaved changes (kept as a draft)');
    expect(show(ready()).textContent).toBe('No unsaved changes');
  });
});

describe('addressOnSite', () => {
  test.each([
    ['/index/0-3', `${SITE}/index/0-3`],
    ['/news/2026-11-26-5', `${SITE}/news/2026-11-26-5`],
    [`${SITE}/publ/1-1-0-7`, `${SITE}/publ/1-1-0-7`],
    ['https://evil.example/', null],
    ['//evil.example/', null],
    ['javascript:alert(1)', null],
    ['http://shop.ucoz.net/x', null],
  ])('%s → %s', (address, expected) => {
    expect(addressOnSite(SITE, address)).toBe(expected);
  });
});

describe('Open in this tab', () => {
  const tabShowing = (url: string, shown: string[]) => ({ show: (address: string) => void shown.push(address), shows: (address: string) => samePage(address, url) });

  test('offered while the tab shows another page, and takes the tab to the record', () => {
    const shown: string[] = [];
    act(() => render(h(ShowInTabContext.Provider, { value: tabShowing(`${SITE}/news/`, shown) }, h(OpenInTab, { site: SITE, address: '/index/0-5' })), root));
    button('Open in this tab')!.click();
    expect(shown).toEqual([`${SITE}/index/0-5`]);
  });

  test('not while the tab shows the record (a place in it aside), nor for a record without an address of this site', () => {
    act(() => render(h(ShowInTabContext.Provider, { value: tabShowing(`${SITE}/index/0-5#contacts`, []) }, h(OpenInTab, { site: SITE, address: '/index/0-5' })), root));
    expect(root.textContent).toBe('');
    act(() => render(h(ShowInTabContext.Provider, { value: tabShowing(`${SITE}/`, []) }, h(OpenInTab, { site: SITE, address: 'https://elsewhere.example/x' })), root));
    expect(root.textContent).toBe('');
    act(() => render(h(OpenInTab, { site: SITE, address: '/index/0-5' }), root));
    expect(root.textContent).toBe('');
  });
});
