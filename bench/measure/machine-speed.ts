// How fast this machine runs a page's JavaScript: a fixed workload on Chromium's main thread,
// without the extension, timed inside the page (the median of several runs: a run another
// process delays is an outlier). Milliseconds measured on two machines differ by their
// speed (the same build gave twice the figures on a slower host): this says which kind of run a
// report comes from, so figures of two reports are compared through it, not read as changes of
// the code.
import type { BrowserContext } from 'playwright-core';
import { median, round } from './stats.ts';

export interface MachineSpeed {
  /** Median time of the workload, in ms. */
  referenceMs: number;
  runs: number[];
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

export async function measureMachineSpeed(context: BrowserContext, runs: number): Promise<MachineSpeed> {
  const page = await context.newPage();
  try {
    await page.setContent('<!doctype html><title>reference</title>');
    const times: number[] = [];
    // The first run warms the JIT; it is not counted.
    for (let run = 0; run <= runs; run++) {
      const time = await page.evaluate(referenceWorkload);
      if (run > 0) times.push(round(time));
    }
    return { referenceMs: median(times), runs: times };
  } finally {
    await page.close();
  }
}
