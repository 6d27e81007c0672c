import { launchChromium } from '../test/e2e/support/chromium.ts';
import { addSite, startReferenceSite } from '../test/e2e/support/flows.ts';
import { fieldValue, openPanelOn } from '../test/e2e/support/panel.ts';
import { pageOf } from '../bench/measure/browsers.ts';
const runs = Number(process.env.RUNS ?? 7);
const site = await startReferenceSite();
const browser = await launchChromium();
try {
  await (await addSite(browser, site.url, site.token)).close();
  const { site: tab, panel, tabId } = await openPanelOn(browser, `${site.url}/index/0-3`);
  await fieldValue(panel, 'Name');
  await panel.close();
  const all: Record<string, number[]> = {};
  for (let run = 0; run < runs; run++) {
    const p = await browser.newPage();
    const page = pageOf(p);
    await page.bringToFront();
    const marks: [string, number][] = [];
    page.on('console', (m) => { const t = m.text(); if (t.startsWith('MARK ')) { const [, n, v] = t.split(' '); marks.push([n!, Number(v)]); } });
    await page.addInitScript(() => {
      const check = () => {
        const f = document.getElementById('f-name') as HTMLInputElement | null;
        if (f?.value && !(globalThis as any).__f) { (globalThis as any).__f = 1; console.debug(`MARK FILLED ${performance.now().toFixed(1)}`); }
      };
      new MutationObserver(check).observe(document, { childList: true, subtree: true });
    });
    await p.goto(`${browser.extensionBase}sidepanel.html?tab=${tabId}`);
    await p.waitFor(() => (globalThis as any).__f, undefined, 30000);
    const nav = await page.evaluate(() => { const n = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming; return { responseEnd: n.responseEnd, domInteractive: n.domInteractive, res: performance.getEntriesByType('resource').map((e) => `${e.name.split('/').pop()} ${e.startTime.toFixed(0)}-${(e as PerformanceResourceTiming).responseEnd.toFixed(0)}`) }; });
    marks.push(['responseEnd', nav.responseEnd], ['domInteractive', nav.domInteractive]);
    if (run === 0) console.log(nav.res.join('\n'));
    for (const [n, t] of marks) (all[n] ??= []).push(t);
    await p.close();
  }
  const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)]!;
  for (const [n, a] of Object.entries(all).sort((x, y) => med(x[1]) - med(y[1]))) console.log(med(a).toFixed(1).padStart(7), n, a.length);
  await tab.close();
} finally {
  await browser.close();
  await site.close();
}
