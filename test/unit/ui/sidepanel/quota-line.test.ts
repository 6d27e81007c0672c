// @vitest-environment happy-dom
// The requests left this hour are said in the panel only when they run low (under a tenth) or
// the site blocks the token; the count follows every call the panel makes.
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, expect, test, vi } from 'vitest';
import type { QuotaStatus } from '@/src/quota/ledger';

let answer: (status: QuotaStatus) => void = () => {};
vi.mock('@/src/messages/send', () => ({
  sendFromExtensionPage: () => new Promise<QuotaStatus>((resolve) => (answer = resolve)),
}));
const { QuotaLine } = await import('@/src/ui/sidepanel/QuotaLine');
const { callsMade } = await import('@/src/ui/sidepanel/calls-made');

const root = document.createElement('div');
document.body.append(root);
afterEach(() => render(null, root));
const status = (left: number, blockedUntil: number | null = null): QuotaStatus => ({ limit: 10_000, used: 10_000 - left, left, nextFreeAt: null, blockedUntil });
const line = () => root.querySelector('[data-testid="quota"]');

test('plenty left: nothing said; under a tenth: how many are left', async () => {
  const calls = callsMade();
  act(() => render(h(QuotaLine, { site: 'https://example.ucoz.net', calls }), root));
  await act(async () => answer(status(9_990)));
  expect(line()).toBeNull();
  act(() => calls.note());
  await act(async () => answer(status(1_000)));
  expect(line()).toBeNull();
  act(() => calls.note());
  await act(async () => answer(status(999)));
  expect(line()?.textContent).toMatch(/^999 of 10.000 requests left this hour$/);
});

test('a blocked token is said however many are left', async () => {
  act(() => render(h(QuotaLine, { site: 'https://example.ucoz.net', calls: callsMade() }), root));
  await act(async () => answer(status(9_000, Date.now() + 60_000)));
  expect(line()?.textContent).toMatch(/blocked|until/i);
});
