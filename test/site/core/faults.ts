// Faults injected for the next N API requests, to test how a client survives a bad network
// or a bad server. Each request takes the first fault that has requests left.
// `lost` is the one that lets the request through: the write happens, the answer never arrives.
export type FaultKind = 'delay' | 'status5xx' | 'drop' | 'malformed' | 'html' | 'limit' | 'lost';

export interface Fault {
  kind: FaultKind;
  /** How many of the next API requests it applies to. */
  count: number;
  /** delay: milliseconds before the request is handled normally; limit: the announced block. */
  ms?: number;
  /** status5xx: the HTTP status (500, 502, 503...). */
  status?: number;
  /** status5xx: the body shape. */
  body?: 'html' | 'json';
  /** Only requests with this method take it (a fault for the write of a save, say). */
  method?: string;
}

export const FAULT_KINDS: readonly FaultKind[] = ['delay', 'status5xx', 'drop', 'malformed', 'html', 'limit', 'lost'];

export class FaultQueue {
  private faults: Fault[] = [];

  add(fault: Fault): void {
    this.faults.push({ ...fault });
  }

  take(method?: string): Fault | undefined {
    const fault = this.faults.find((item) => item.count > 0 && (!item.method || !method || item.method === method));
    if (!fault) return undefined;
    fault.count -= 1;
    this.faults = this.faults.filter((item) => item.count > 0);
    return { ...fault, count: 1 };
  }

  pending(): Fault[] {
    return this.faults.map((fault) => ({ ...fault }));
  }

  clear(): void {
    this.faults = [];
  }
}
