// Accessibility checks with axe-core, run inside the page under test.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { TestPage } from './driver.ts';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** Violations of WCAG 2.x A and AA rules within `include` (CSS, or a shadow-DOM path). */
export async function axeViolations(page: TestPage, include?: string | string[]): Promise<AxeViolation[]> {
  await page.addScript(await readFile(axePath, 'utf8'));
  return page.evaluate(async (include) => {
    const axe = (globalThis as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const context = include === undefined ? document : Array.isArray(include) ? { include: [include] } : { include: [[include]] };
    const result = await axe.run(context, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => JSON.stringify(n.target)) }));
  }, include);
}
