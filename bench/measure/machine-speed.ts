// How fast this machine runs a page's JavaScript: a fixed workload on Chromium's main thread,
// without the extension, timed inside the page (the median of several runs: a run another
// process delays is an outlier). Milliseconds measured on two machines differ by their
// speed (the same build gave twice the figures on a slower host): this says which kind of run a
// report comes from, so figures of two reports are compared through it, not read as changes of
// the code.
//
// The workload runs in two pages at once, each in its own renderer: the panel's opening and its
// keys keep several processes busy (the browser, the panel, the background, the site), so what a
// host gives them is what it gives two processes at a time. One page alone does not see a
// process that takes one of two cores (it gets the other): beside `yes` it read 23.3 ms against
// 22.8 quiet, while the pair read 48.1 against 24.7.
import type { BrowserContext, Page } from 'playwright-core';
import { median, round } from './stats.ts';

export interface MachineSpeed {
  /** Median time of the workload run in two pages at once (the mean of the two), in ms: what goals are scaled by. */
  referenceMs: number;
  /** Each run's time of the pair. */
  runs: number[];
  /** Median time of the same workload in one page alone, in ms: the speed of one core, for context. */
  aloneMs: number;
  /**
   * The workload again around each step, by step: right before it, during it where it lasts
   * minutes, and right after it (host-readings.ts). A shared host's speed drifts over minutes
   * (24 to 66 ms within one run here), and each step's goals are scaled by the median of its own.
   */
  bySteps: Record<string, number[]>;
}

/** The same work every time: build, serialise, parse and sort a structure about the size of a 200 KB page body. */
function referenceWorkload(): number {
  const start = performance.now();
  let checksum = 0;
  for (let round = 0; round < 20; round++) {
    const items = Array.from({ length: 2000 }, (_, i) => ({ id: i, name: `item ${(i * 7919) % 2000}`, tags: [i % 3, i % 5, i % 7] }));
    const text = JSON.stringify(items);
    const back = JSON.parse(text) as typeof items;
    back.sort((a, b) => a.name.localeCompare(b.name));
    checksum += text.length + back[0]!.id;
  }
  // The checksum keeps the work from being optimised away.
  return checksum > 0 ? performance.now() - start : NaN;
}

/** The workload once, in a Chromium of its own launched for it (none idles beside the steps). */
export async function readHostSpeed(launch: () => Promise<{ context: BrowserContext; close(): Promise<void> }>, runs: number): Promise<number> {
  const browser = await launch();
  try {
    return (await measureMachineSpeed(browser.context, runs)).referenceMs;
  } finally {
    await browser.close();
  }
}

async function blankPage(context: BrowserContext, title: string): Promise<Page> {
  const page = await context.newPage();
  // A page of its own origin, so that Chromium gives it a renderer of its own.
  await page.goto(`data:text/html,<!doctype html><title>${title}</title>`);
  return page;
}

export async function measureMachineSpeed(context: BrowserContext, runs: number): Promise<MachineSpeed> {
  const one = await blankPage(context, 'reference one');
  const two = await blankPage(context, 'reference two');
  try {
    const pair: number[] = [];
    const alone: number[] = [];
    // The first run warms the JIT; it is not counted.
    for (let run = 0; run <= runs; run++) {
      const [a, b] = await Promise.all([one.evaluate(referenceWorkload), two.evaluate(referenceWorkload)]);
      const single = await one.evaluate(referenceWorkload);
      if (run === 0) continue;
      pair.push(round((a + b) / 2));
      alone.push(round(single));
    }
    return { referenceMs: median(pair), runs: pair, aloneMs: median(alone), bySteps: {} };
  } finally {
    await one.close();
    await two.close();
  }
}
