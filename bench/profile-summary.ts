// Summarises a .cpuprofile written by the bench (BENCH_PROFILE=dir): the functions with the most
// self time, and with the most total time (self and what they call), each with its script.
// node bench/profile-summary.ts file.cpuprofile [count]
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

const [file, countArg] = process.argv.slice(2);
if (!file) throw new Error('usage: node bench/profile-summary.ts file.cpuprofile [count]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const count = Number(countArg ?? 25);

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
const selfMs = new Map<number, number>();
profile.samples.forEach((id, i) => selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));

const label = (node: ProfileNode) => {
  const { functionName, url, lineNumber, columnNumber } = node.callFrame;
  return `${functionName || '(anonymous)'} ${url.split('/').pop() ?? ''}:${lineNumber + 1}:${columnNumber + 1}`;
};
const self = new Map<string, number>();
const total = new Map<string, number>();
for (const [id, ms] of selfMs) {
  const node = byId.get(id)!;
  self.set(label(node), (self.get(label(node)) ?? 0) + ms);
  // Each function counted once per sample, however deep it recurs.
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const name = label(byId.get(at)!);
    if (seen.has(name)) continue;
    seen.add(name);
    total.set(name, (total.get(name) ?? 0) + ms);
  }
}
const top = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, ms]) => `${ms.toFixed(1).padStart(9)} ms  ${name}`).join('\n');
console.log(`self time\n${top(self)}\n\ntotal time\n${top(total)}`);
