// @vitest-environment happy-dom
// The matches of a replacement across the site, record by record: a job's step that gives one
// record its outcome draws that row again and not the hundred others (keys typed meanwhile wait
// for none of them); ticks and the record's links keep working in a row that was not drawn again.
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Outcome } from '@/src/site-replace/apply';
import type { FoundRecord } from '@/src/site-replace/scan';
import { ReplaceMatches, type Ticks } from '@/src/ui/sidepanel/find-replace/ReplaceMatches';

const drawn = vi.hoisted(() => ({ texts: 0 }));
vi.mock('@/src/site-replace/areas', async (actual) => {
  const areas = await actual<typeof import('@/src/site-replace/areas')>();
  return { ...areas, textOf: (...args: Parameters<typeof areas.textOf>) => (drawn.texts++, areas.textOf(...args)) };
});

const root = document.createElement('div');
document.body.append(root);
afterEach(() => render(null, root));

const found: FoundRecord[] = Array.from({ length: 100 }, (_, i) => ({
  area: 'page',
  id: i + 1,
  name: `Page ${i + 1}`,
  base: { name: `Page ${i + 1}`, message: `<p>Call us: 8 800 100 00 ${i}</p>` },
  fields: [{ field: 'message', label: 'Content', matches: [{ start: 12, end: 21, found: '8 800 100', replacement: '8 800 200' }] }],
})) as unknown as FoundRecord[];

function show(ticks: Ticks, outcomes: Record<string, Outcome>, handlers: Partial<Parameters<typeof ReplaceMatches>[0]> = {}) {
  act(() => render(h(ReplaceMatches, { found, ticks, outcomes, onTick: () => {}, onOpen: () => {}, onShow: () => {}, ...handlers }), root));
}
const rows = () => [...root.querySelectorAll('.replace-matches > li')];

describe('the matches of a replacement across the site', () => {
  test('one record done: its row says so, and only its row is drawn again', () => {
    show({}, {});
    expect(rows()).toHaveLength(100);
    expect(rows()[0]!.textContent).toContain('… Call us: 8 800 1008 800 200 00 0 …');
    drawn.texts = 0;
    show({}, { 'page:7': { status: 'done', replaced: [] } as unknown as Outcome });
    expect(rows()[6]!.querySelector('.ok')?.textContent).toBe('Replaced');
    expect(root.querySelectorAll('.ok')).toHaveLength(1);
    expect(drawn.texts).toBe(1);
  });

  test('a tick turned off draws its record again, and the row calls the latest handlers', () => {
    const first = vi.fn();
    show({}, {}, { onTick: first });
    const latest = vi.fn();
    const opened = vi.fn();
    show({}, {}, { onTick: latest, onOpen: opened });
    const recordTick = rows()[2]!.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    act(() => recordTick.click());
    expect(latest).toHaveBeenCalledWith('page:3', false);
    expect(first).not.toHaveBeenCalled();
    show({ 'page:3': false }, {}, { onTick: latest, onOpen: opened });
    expect(rows()[2]!.querySelector<HTMLInputElement>('label.match input')!.disabled).toBe(true);
    expect(rows()[3]!.querySelector<HTMLInputElement>('label.match input')!.disabled).toBe(false);
    act(() => rows()[3]!.querySelector<HTMLButtonElement>('button.link')!.click());
    expect(opened).toHaveBeenCalledWith({ kind: 'page', id: 4 });
  });
});
