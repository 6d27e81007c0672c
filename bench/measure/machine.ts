// The machine a run happened on, as the report states it.
import { readFileSync } from 'node:fs';
import { cpus, release, totalmem } from 'node:os';
import type { MachineSpeed } from './machine-speed.ts';

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  os: string;
  node: string;
  chromium: string;
  /** A fixed JavaScript workload's thread time in Chromium (machine-speed.ts). */
  speed: MachineSpeed;
}

function osName(): string {
  try {
    const pretty = /^PRETTY_NAME="?([^"\n]*)"?$/m.exec(readFileSync('/etc/os-release', 'utf8'))?.[1];
    if (pretty) return `${pretty}, kernel ${release()}`;
  } catch {
    // not Linux, or no os-release: the kernel name alone
  }
  return `${process.platform} ${release()}`;
}

/** `chromium` is what the running browser reports (CDP Browser.getVersion). */
export function describeMachine(chromium: string, speed: MachineSpeed): Machine {
  const all = cpus();
  return {
    cpu: all[0]?.model.trim() || 'unknown',
    cores: all.length,
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    os: osName(),
    node: process.version,
    chromium,
    speed,
  };
}
