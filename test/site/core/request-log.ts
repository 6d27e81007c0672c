// Every API request received, refused ones included, for tests to assert on.
import type { FaultKind } from './faults.ts';

export type AuthScheme = 'bearer' | 'signed';

export interface LoggedRequest {
  seq: number;
  time: number;
  method: string;
  path: string;
  query: Record<string, unknown>;
  bodyKeys: string[];
  /** The scheme the credentials came in: a bearer token or a signed request; null with neither (or not read yet). */
  auth: AuthScheme | null;
  /** The token's or key set's id once authenticated. */
  tokenId: string | null;
  /** 0 while the request is not answered yet (a delayed one, say). */
  status: number;
  code: string | null;
  fault: FaultKind | null;
}

/** Which request a test waits for: all given fields must match. */
export interface RequestFilter {
  /** Only entries with seq >= since (0 by default). */
  since?: number;
  method?: string;
  path?: string;
  fault?: FaultKind | null;
  /** true: only once it is answered (its status is known); false: as soon as it arrives. */
  answered?: boolean;
}

interface Waiter {
  filter: RequestFilter;
  found: (entry: LoggedRequest) => void;
}

export function matches(entry: LoggedRequest, filter: RequestFilter): boolean {
  return (
    entry.seq >= (filter.since ?? 0) &&
    (filter.method === undefined || entry.method === filter.method) &&
    (filter.path === undefined || entry.path === filter.path) &&
    (filter.fault === undefined || entry.fault === filter.fault) &&
    (!filter.answered || entry.status !== 0)
  );
}

export class RequestLog {
  private entries: LoggedRequest[] = [];
  private nextSeq = 0;
  private waiters = new Set<Waiter>();

  begin(init: Pick<LoggedRequest, 'time' | 'method' | 'path' | 'query' | 'fault'>): LoggedRequest {
    const entry: LoggedRequest = { seq: this.nextSeq++, bodyKeys: [], auth: null, tokenId: null, status: 0, code: null, ...init };
    this.entries.push(entry);
    this.notify(entry);
    return entry;
  }

  /** The answer is decided (the handler or a fault gave it). */
  end(entry: LoggedRequest, status: number, code: string | null): void {
    entry.status = status;
    entry.code = code;
    this.notify(entry);
  }

  /** Entries with seq >= since (seq keeps counting across clears, so an index stays valid). */
  since(since = 0): LoggedRequest[] {
    return this.entries.filter((entry) => entry.seq >= since);
  }

  /**
   * The first kept entry that matches, or the next one to match (as it arrives or is answered);
   * undefined once `signal` aborts first.
   */
  waitFor(filter: RequestFilter, signal: AbortSignal): Promise<LoggedRequest | undefined> {
    const kept = this.entries.find((entry) => matches(entry, filter));
    if (kept) return Promise.resolve(kept);
    return new Promise((resolve) => {
      const waiter: Waiter = { filter, found: resolve };
      this.waiters.add(waiter);
      signal.addEventListener('abort', () => {
        this.waiters.delete(waiter);
        resolve(undefined);
      }, { once: true });
    });
  }

  get next(): number {
    return this.nextSeq;
  }

  clear(): void {
    this.entries = [];
  }

  private notify(entry: LoggedRequest): void {
    for (const waiter of this.waiters) {
      if (!matches(entry, waiter.filter)) continue;
      this.waiters.delete(waiter);
      waiter.found(entry);
    }
  }
}
