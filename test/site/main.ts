// `npm run site -- --port <port> [--limit <requests per hour>]`: runs the reference site until
// stopped and prints one line once it listens: `site ready: <url>/ token: <token>`.
import { parseArgs } from 'node:util';
import { startSite } from './server.ts';

const USAGE = 'usage: npm run site -- --port <0-65535> [--limit <requests per hour>]';

function fail(message: string): never {
  console.error(`site: ${message}\n${USAGE}`);
  process.exit(2);
}

function readArgs(): { port: number; limit: number | undefined } {
  let values: { port?: string; limit?: string };
  try {
    ({ values } = parseArgs({ options: { port: { type: 'string' }, limit: { type: 'string' } }, strict: true, allowPositionals: false }));
  } catch (err) {
    fail(err instanceof Error ? err.message : String(err));
  }
  if (values.port === undefined) fail('--port is required');
  const port = Number(values.port);
  if (!/^\d+$/.test(values.port) || port > 65535) fail(`--port must be a whole number from 0 to 65535, got "${values.port}"`);
  let limit: number | undefined;
  if (values.limit !== undefined) {
    limit = Number(values.limit);
    if (!/^\d+$/.test(values.limit) || limit < 1) fail(`--limit must be a positive whole number, got "${values.limit}"`);
  }
  return { port, limit };
}

const { port, limit } = readArgs();
try {
  const site = await startSite({ port, limit });
  console.log(`site ready: ${site.url}/ token: ${site.token}`);
  const stop = () => void site.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (err) {
  console.error(`site: could not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
