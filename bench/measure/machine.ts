// The machine a run happened on, as the report states it.
import { readFileSync } from 'node:fs';
import { cpus, release, totalmem } from 'node:os';
import type { MachineSpeed } from './machine-speed.ts';

export interface Machine {
  /** Its name, with what tells two hosts of one name apart: "AMD EPYC (AuthenticAMD family 25 model 17 stepping 1, 2596 MHz, 1024 KB cache, virtual machine)". */
  cpu: string;
  cores: number;
  memoryGiB: number;
  os: string;
  node: string;
  chromium: string;
  /** A fixed JavaScript workload timed in Chromium, two pages at once and one alone (machine-speed.ts). */
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

/**
 * What /proc/cpuinfo says of the first processor beyond its name: a virtual machine may call an
 * AMD EPYC of any generation "AMD EPYC", and the same name ran the panel's opening twice as slow,
 * scaled, as an Intel Xeon did.
 */
function cpuDetails(): string {
  try {
    const first = readFileSync('/proc/cpuinfo', 'utf8').split('\n\n')[0] ?? '';
    const field = (name: string) => new RegExp(`^${name}\\s*:\\s*(.*)$`, 'm').exec(first)?.[1]?.trim();
    const flags = field('flags')?.split(' ') ?? [];
    const parts = [
      [field('vendor_id'), field('cpu family') && `family ${field('cpu family')}`, field('model') && `model ${field('model')}`, field('stepping') && `stepping ${field('stepping')}`].filter(Boolean).join(' '),
      field('cpu MHz') && `${Math.round(Number(field('cpu MHz')))} MHz`,
      field('cache size') && `${field('cache size')} cache`,
      flags.includes('hypervisor') && 'virtual machine',
    ].filter(Boolean);
    return parts.length ? ` (${parts.join(', ')})` : '';
  } catch {
    return '';
  }
}

/** `chromium` is what the running browser reports (CDP Browser.getVersion). */
export function describeMachine(chromium: string, speed: MachineSpeed): Machine {
  const all = cpus();
  return {
    cpu: `${all[0]?.model.trim() || 'unknown'}${cpuDetails()}`,
    cores: all.length,
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    os: osName(),
    node: process.version,
    chromium,
    speed,
  };
}
