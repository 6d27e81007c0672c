// The site over real sockets: startSite, both loopback origins, a dropped connection, and the
// `npm run site` command.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { siteControl } from './control.ts';
import { startSite, type RunningSite } from './server.ts';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

describe('startSite', () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await startSite({ port: 0, limit: 500 });
  });
  afterAll(() => site.close());

  test('listens on a free loopback port; the url has no trailing slash', () => {
    expect(site.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  test('pages and the API answer on 127.0.0.1 and on localhost', async () => {
    const localhost = site.url.replace('127.0.0.1', 'localhost');
    for (const origin of [site.url, localhost]) {
      expect((await fetch(`${origin}/`)).status, origin).toBe(200);
      const api = await fetch(`${origin}/uapi/pages/1`, { headers: { Authorization: `Bearer ${site.token}` } });
      expect(((await api.json()) as { success: { id: number } }).success.id).toBe(1);
    }
  });

  test('the limit option applies', async () => {
    expect((await siteControl(site.url).tokens())[0]?.limit).toBe(500);
  });

  test('control hooks work over HTTP from loopback', async () => {
    const control = siteControl(site.url);
    await control.clearLog();
    await fetch(`${site.url}/uapi/menus`, { headers: { Authorization: `Bearer ${site.token}` } });
    expect((await control.log()).map((entry) => entry.path)).toEqual(['/menus']);
  });

  test('drop destroys the socket without a response', async () => {
    await siteControl(site.url).injectFault({ kind: 'drop' });
    await expect(fetch(`${site.url}/uapi/pages`, { headers: { Authorization: `Bearer ${site.token}` } })).rejects.toThrow();
    expect((await fetch(`${site.url}/uapi/pages`, { headers: { Authorization: `Bearer ${site.token}` } })).status).toBe(200);
  });

  test('lost: the write happens, the answer starts and its body never arrives (so nothing is sent again)', async () => {
    const control = siteControl(site.url);
    await control.injectFault({ kind: 'lost', method: 'PUT' });
    const put = fetch(`${site.url}/uapi/pages`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${site.token}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'page_id=5&name=Written',
    });
    const response = await put;
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
    expect((await control.state()).pages.find((page) => page.id === 5)?.name).toBe('Written');
    expect((await control.log()).at(-1)).toMatchObject({ method: 'PUT', status: 200, fault: 'lost' });
    await control.reset();
  });

    test('only loopback hosts are accepted', async () => {
    await expect(startSite({ port: 0, host: '0.0.0.0' })).rejects.toThrow(/loopback/);
  });
});

describe('npm run site', () => {
  test('prints one ready line with the URL and the token, and serves', async () => {
    const child = spawn(process.execPath, [MAIN, '--port', '0', '--limit', '50'], { stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      let output = '';
      child.stdout.setEncoding('utf8');
      const line = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: string) => {
          output += chunk;
          if (output.includes('\n')) resolve(output.split('\n')[0] ?? '');
        });
        child.once('exit', (code) => reject(new Error(`exited with ${code}`)));
      });
      const match = /^site ready: (http:\/\/127\.0\.0\.1:\d+\/) token: (\S+)$/.exec(line);
      expect(match, line).not.toBeNull();
      const [, url, token] = match as RegExpExecArray;
      const response = await fetch(new URL('uapi/pages/2', url), { headers: { Authorization: `Bearer ${token}` } });
      expect(((await response.json()) as { success: { ownurl: string } }).success.ownurl).toBe('about');
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  });

  test.each([
    [['--port', 'abc'], /--port must be a whole number/],
    [[], /--port is required/],
    [['--port', '0', '--limit', '-5'], /--limit/],
    [['--port', '0', '--verbose'], /Unknown option/],
  ])('bad arguments %j exit with 2 and say why', async (args, message) => {
    const child = spawn(process.execPath, [MAIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => (stderr += chunk));
    const [code] = await once(child, 'exit');
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
    expect(stderr).toContain('usage: npm run site');
  });
});
