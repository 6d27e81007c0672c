// Every API request received, refused ones included, for tests to assert on.
export interface LoggedRequest {
  seq: number;
  time: number;
  method: string;
  path: string;
  query: Record<string, unknown>;
  bodyKeys: string[];
  tokenId: string | null;
  status: number;
  code: string | null;
  fault: string | null;
}

export class RequestLog {
  private entries: LoggedRequest[] = [];
  private nextSeq = 0;

  begin(init: Pick<LoggedRequest, 'time' | 'method' | 'path' | 'query'>): LoggedRequest {
    const entry: LoggedRequest = { seq: this.nextSeq++, bodyKeys: [], tokenId: null, status: 0, code: null, fault: null, ...init };
    this.entries.push(entry);
    return entry;
  }

  /** Entries with seq >= since (seq keeps counting across clears, so an index stays valid). */
  since(since = 0): LoggedRequest[] {
    return this.entries.filter((entry) => entry.seq >= since);
  }

  get next(): number {
    return this.nextSeq;
  }

  clear(): void {
    this.entries = [];
  }
}
