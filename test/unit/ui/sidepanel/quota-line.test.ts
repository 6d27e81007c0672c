// @vitest-environment happy-dom
// The quota line holds its place before the background answers: the panel's buttons below it
// do not jump from under the owner's pointer when the count arrives.
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, expect, test, vi } from 'vitest';
import type { QuotaStatus } from '@/src/quota/ledger';

let answer: (status: QuotaStatus) => void = () => {};
vi.mock('@/src/messages/send', () => ({
  sendFromPage: () => new Promise<QuotaStatus>((resolve) => (answer = resolve)),
}));
const { QuotaLine } = await import('@/src/ui/sidepanel/QuotaLine');
const { callsMade } = await import('@/src/ui/sidepanel/calls-made');

const root = document.createElement('div');
document.body.append(root);
afterEach(() => render(null, root));

test('the line is there before the count, and the count fills that same line', async () => {
  act(() => render(h(QuotaLine, { site: 'https://example.ucoz.net', calls: callsMade() }), root));
  const line = root.querySelector('[data-testid="quota"]');
  expect(line?.textContent).toBe('\u00a0');
  await act(async () => answer({ limit: 10_000, used: 10, left: 9_990, nextFreeAt: null, blockedUntil: null }));
  expect(root.querySelector('[data-testid="quota"]')).toBe(line);
  expect(line?.textContent).toMatch(/9.990/);
});

test('each call the panel makes asks for the count again, and shows the new one', async () => {
  const calls = callsMade();
  act(() => render(h(QuotaLine, { site: 'https://example.ucoz.net', calls }), root));
  await act(async () => answer({ limit: 10_000, used: 10, left: 9_990, nextFreeAt: null, blockedUntil: null }));
  act(() => calls.note());
  await act(async () => answer({ limit: 10_000, used: 11, left: 9_989, nextFreeAt: null, blockedUntil: null }));
  expect(root.querySelector('[data-testid="quota"]')?.textContent).toMatch(/9.989/);
});
