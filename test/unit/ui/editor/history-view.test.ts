// @vitest-environment happy-dom
// History works out its word differences only while it is open, and while open it follows the
// editor once typing pauses, not at every keystroke: with a big menu or a 200 KB body, diffing
// every version at each key made typing lag by a tenth of a second.
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { HISTORY_FOLLOWS_AFTER_MS, HistoryView, type HistoryEntry } from '@/src/ui/editor/HistoryView';

const root = document.createElement('div');
document.body.append(root);
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  render(null, root);
  vi.useRealTimers();
});

/** Two kept versions, newest first, against what the editor holds now. */
const entries = (now: string): HistoryEntry[] => [
  { at: 2000, changes: [{ field: 'name', label: 'Name', to: 'Hosting plans', from: now }] },
  { at: 1000, changes: [{ field: 'name', label: 'Name', to: 'Hosting', from: now }] },
];

const show = (list: HistoryEntry[], onRestore = (_index: number) => {}) => act(() => render(h(HistoryView, { entries: list, onRestore }), root));
const differences = () => [...root.querySelectorAll('.history-versions .diff')].map((p) => p.textContent);
const openHistory = () => act(() => {
  const details = root.querySelector('details')!;
  details.open = true;
  details.dispatchEvent(new Event('toggle'));
});

test('closed, it names how many versions there are and works out no differences', () => {
  show(entries('Hosting and support'));
  expect(root.querySelector('summary')?.textContent).toMatch(/2/);
  expect(root.querySelector('.history-versions')).toBeNull();
});

test('open, it shows each version against the editor, and follows typing once it pauses', () => {
  show(entries('Hosting and support'));
  openHistory();
  expect(differences()).toHaveLength(2);
  expect(differences()[0]).toContain('support');

  show(entries('Hosting and supportX'));
  show(entries('Hosting and supportXY'));
  expect(differences()[0]).not.toContain('supportXY');
  act(() => void vi.advanceTimersByTime(HISTORY_FOLLOWS_AFTER_MS));
  expect(differences()[0]).toContain('supportXY');
});

test('Restore restores the version shown, also when a save has just put a newer one first', () => {
  const restored: number[] = [];
  show(entries('Hosting and support'), (index) => restored.push(index));
  openHistory();
  // A save keeps one more version, newest first; the list on screen has not caught up yet.
  show([{ at: 3000, changes: [{ field: 'name', label: 'Name', to: 'Hosting and more', from: 'Hosting and support' }] }, ...entries('Hosting and support')],
    (index) => restored.push(index));
  const buttons = root.querySelectorAll<HTMLButtonElement>('.history-versions button');
  act(() => buttons[buttons.length - 1]!.click());
  // The oldest version (kept at 1000) is now third: index 2.
  expect(restored).toEqual([2]);
});

test('a field rewritten from end to end (200 KB each way) is said to be changed, not diffed word by word', () => {
  const words = (seed: string) => Array.from({ length: 40_000 }, (_, i) => `${seed}${i}`).join(' ');
  const huge: HistoryEntry[] = [{ at: 1000, changes: [{ field: 'message', label: 'Content', to: words('old'), from: words('new') }] }];
  show(huge);
  openHistory();
  expect(differences()).toEqual(['Changed (too large to compare word by word: both copies are below).']);
  // A small change within a long text is still shown word by word.
  const long = words('same');
  show([{ at: 1000, changes: [{ field: 'message', label: 'Content', to: `${long} end`, from: `${long} finish` }] }]);
  act(() => void vi.advanceTimersByTime(HISTORY_FOLLOWS_AFTER_MS));
  expect(root.querySelector('.history-versions .diff ins')?.textContent).toBe('end');
});

test('a reference reads by the name of what it refers to; a content field as its text, its HTML kept under Both copies', () => {
  const list: HistoryEntry[] = [{ at: 3000, changes: [
    { field: 'category', label: 'Category', from: '2', to: '5' },
    { field: 'message', label: 'Content', from: '<p>Call us <b>today</b>.</p>\n<p>Open daily.</p>', to: '<p>Call us <b>tomorrow</b>.</p>\n<p>Open daily.</p>' },
  ] }];
  const names: Record<string, string> = { 2: 'Announcements', 5: 'Events' };
  act(() => render(h(HistoryView, { entries: list, onRestore: () => {}, named: { category: (id: string) => names[id]! } }), root));
  openHistory();
  expect(root.querySelector('.side-by-side')?.textContent).toContain('Announcements');
  expect(root.querySelector('.side-by-side')?.textContent).toContain('Events');
  const content = root.querySelector('p.diff')!;
  expect(content.textContent).not.toContain('<');
  expect([content.querySelector('del')?.textContent, content.querySelector('ins')?.textContent]).toEqual(['today', 'tomorrow']);
  expect([...root.querySelectorAll('pre')].map((pre) => pre.textContent)).toEqual([list[0]!.changes[1]!.from, list[0]!.changes[1]!.to]);
});
