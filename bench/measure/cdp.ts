// The browser's own instruments over the Chrome DevTools Protocol: performance metrics and JS
// heap of pages, and a session on the extension's service worker.
import type { BrowserContext, CDPSession, Page } from 'playwright-core';

export type Metrics = Record<string, number>;

export async function metricsOf(session: CDPSession): Promise<Metrics> {
  const { metrics } = await session.send('Performance.getMetrics');
  return Object.fromEntries(metrics.map((metric) => [metric.name, metric.value]));
}

/** JSHeapUsedSize of a page after a full garbage collection, in bytes. */
export async function pageHeapAfterGc(page: Page): Promise<number> {
  const session = await page.context().newCDPSession(page);
  try {
    await session.send('Performance.enable');
    await session.send('HeapProfiler.collectGarbage');
    const used = (await metricsOf(session)).JSHeapUsedSize;
    if (used === undefined) throw new Error('Performance.getMetrics gave no JSHeapUsedSize');
    return used;
  } finally {
    await session.detach().catch(() => {});
  }
}

/** What the running browser says it is, e.g. "HeadlessChrome/156.0.8078.79". */
export async function browserVersion(context: BrowserContext): Promise<string> {
  const page = await context.newPage();
  try {
    const session = await context.newCDPSession(page);
    const version = await session.send('Browser.getVersion');
    return `${version.product.replace(/^(HeadlessChrome|Chrome)\//, 'Chromium ')} (V8 ${version.jsVersion})`;
  } finally {
    await page.close();
  }
}

interface TargetMessage {
  id?: number;
  result?: unknown;
  error?: { message: string };
}

/**
 * JS heap used by the extension's service worker after a garbage collection, in bytes.
 * Playwright opens CDP sessions on pages only; the service worker is reached through the
 * Target domain of a page's session (Target.attachToTarget without flattening).
 */
export async function serviceWorkerHeapAfterGc(context: BrowserContext, extensionBase: string): Promise<number> {
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  try {
    const { targetInfos } = await session.send('Target.getTargets');
    const worker = targetInfos.find((target) => target.type === 'service_worker' && target.url.startsWith(extensionBase));
    if (!worker) throw new Error(`no running service worker of ${extensionBase}`);
    const { sessionId } = await session.send('Target.attachToTarget', { targetId: worker.targetId, flatten: false });
    let nextId = 0;
    const waiting = new Map<number, (message: TargetMessage) => void>();
    session.on('Target.receivedMessageFromTarget', (event) => {
      if (event.sessionId !== sessionId) return;
      const message = JSON.parse(event.message) as TargetMessage;
      if (message.id !== undefined) waiting.get(message.id)?.(message);
    });
    const send = async (method: string, params: object = {}): Promise<unknown> => {
      const id = ++nextId;
      const reply = new Promise<TargetMessage>((done) => waiting.set(id, done));
      await session.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) });
      const message = await Promise.race([
        reply,
        new Promise<never>((_, fail) => setTimeout(() => fail(new Error(`service worker did not answer ${method}`)), 10_000)),
      ]);
      if (message.error) throw new Error(`service worker ${method}: ${message.error.message}`);
      return message.result;
    };
    await send('HeapProfiler.collectGarbage');
    const usage = (await send('Runtime.getHeapUsage')) as { usedSize: number };
    await session.send('Target.detachFromTarget', { sessionId }).catch(() => {});
    return usage.usedSize;
  } finally {
    await session.detach().catch(() => {});
    await page.close();
  }
}

/**
 * Records a DevTools trace of the given categories while `during` runs, and returns its events.
 * Also gives the page's main frame id, by which a trace's events say whose they are.
 */
export async function traceWhile<T>(page: Page, categories: string[], during: () => Promise<T>): Promise<{ result: T; events: TraceEventOf[]; frame: string }> {
  const session = await page.context().newCDPSession(page);
  try {
    const { frameTree } = await session.send('Page.getFrameTree');
    const events: TraceEventOf[] = [];
    session.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEventOf[])));
    const complete = new Promise<void>((done) => session.once('Tracing.tracingComplete', () => done()));
    await session.send('Tracing.start', { traceConfig: { includedCategories: categories }, transferMode: 'ReportEvents' });
    let result: T;
    try {
      result = await during();
    } finally {
      await session.send('Tracing.end');
      await complete;
    }
    return { result, events, frame: frameTree.frame.id };
  } finally {
    await session.detach().catch(() => {});
  }
}

/** A trace event as Chromium writes it (the fields the bench reads). */
export interface TraceEventOf {
  name: string;
  cat?: string;
  ph?: string;
  ts?: number;
  dur?: number;
  tid?: number;
  pid?: number;
  args?: { data?: Record<string, unknown> } & Record<string, unknown>;
}

/**
 * Runs `during` under the V8 CPU profiler of `page` (sampling every 100 µs) and writes the
 * profile to `file` (open it in DevTools' Performance panel, or summarise it with
 * `node bench/profile-summary.ts`). For finding where time goes, not for figures.
 */
export async function profileWhile<T>(page: Page, file: string, during: () => Promise<T>): Promise<T> {
  const session = await page.context().newCDPSession(page);
  try {
    await session.send('Profiler.enable');
    await session.send('Profiler.setSamplingInterval', { interval: 100 });
    await session.send('Profiler.start');
    const result = await during();
    const { profile } = await session.send('Profiler.stop');
    const { writeFile } = await import('node:fs/promises');
    await writeFile(file, JSON.stringify(profile));
    return result;
  } finally {
    await session.detach().catch(() => {});
  }
}
