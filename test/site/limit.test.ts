// The hourly limit per token: a sliding 60-minute window, REQUESTS_LIMIT past it, then a block.
import { describe, expect, test } from 'vitest';
import { HOUR_MS } from './core/limiter.ts';
import { newSite } from './test-helpers.ts';

const MINUTE = 60_000;

function fakeClock(start = Date.UTC(2025, 2, 1)) {
  let now = start;
  return { now: () => now, tick: (ms: number) => (now += ms) };
}

describe('hourly limit', () => {
  test('the request past the limit gets REQUESTS_LIMIT and blocks the token', async () => {
    const clock = fakeClock();
    const site = await newSite({ limit: 3, now: clock.now, blockMs: 10 * MINUTE });
    for (let i = 0; i < 3; i++) expect((await site.get('/pages')).status).toBe(200);
    const refused = await site.get('/pages');
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('REQUESTS_LIMIT');
    expect(refused.headers.get('retry-after')).toBe('600');
    // Still blocked a minute later, even though nothing more was counted.
    clock.tick(MINUTE);
    expect((await site.get('/pages')).body.error.code).toBe('REQUESTS_LIMIT');
  });

  test('the window slides: requests older than an hour stop counting', async () => {
    const clock = fakeClock();
    const site = await newSite({ limit: 2, now: clock.now, blockMs: 5 * MINUTE });
    await site.get('/pages');
    clock.tick(30 * MINUTE);
    await site.get('/pages');
    expect((await site.get('/pages')).status).toBe(429);
    // Block over, but the window still holds two requests of the last hour: blocked again.
    clock.tick(6 * MINUTE);
    expect((await site.get('/pages')).status).toBe(429);
    // Past the block and with the first request out of the window: one slot is free.
    clock.tick(30 * MINUTE);
    expect((await site.get('/pages')).status).toBe(200);
    expect((await site.get('/pages')).status).toBe(429);
  });

  test('each token has its own window', async () => {
    const site = await newSite({ limit: 1 });
    const other = await site.control.issueToken('opaque');
    expect((await site.get('/pages')).status).toBe(200);
    expect((await site.get('/pages')).status).toBe(429);
    expect((await site.get('/pages', { token: other.token })).status).toBe(200);
  });

  test('the default limit is 10,000 and the control hook changes it', async () => {
    const site = await newSite();
    expect((await site.control.tokens())[0]?.limit).toBe(10_000);
    await site.control.setLimit(1);
    await site.get('/pages');
    expect((await site.get('/pages')).status).toBe(429);
    await site.control.reset();
    expect((await site.get('/pages')).status).toBe(200);
  });

  test('advancing the site clock ends the block and empties the window', async () => {
    const site = await newSite({ limit: 2 });
    await site.get('/pages');
    await site.get('/pages');
    expect((await site.get('/pages')).status).toBe(429);
    await site.control.advanceClock(HOUR_MS + 1);
    expect((await site.get('/pages')).status).toBe(200);
  });

  test('refused requests are logged with their code; unauthenticated ones do not count', async () => {
    const site = await newSite({ limit: 1 });
    await site.get('/pages', { token: null });
    await site.get('/pages');
    await site.get('/menus');
    const log = await site.control.log();
    expect(log.map((entry) => [entry.path, entry.status, entry.code])).toEqual([
      ['/pages', 401, 'INVALID_API_KEY'],
      ['/pages', 200, null],
      ['/menus', 429, 'REQUESTS_LIMIT'],
    ]);
    expect(log[2]?.tokenId).toBe(log[1]?.tokenId);
    const [status] = await site.control.tokens();
    expect(status).toMatchObject({ used: 1, limit: 1, blockedUntil: expect.any(Number) });
  });
});
