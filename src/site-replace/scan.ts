// The scan: each area's records read from its list a page at a time (100 records a request), or
// one by one where no list carries the text (a template); every record's searched texts looked
// through, and what matched kept with the record as it read then (a record changed after this is
// skipped when the replacement is applied). A record whose list entry leaves a searched field
// out is read whole. It can be stopped between requests; what it found so far stays.
import type { RunOperation } from '../messages/operations';
import type { ResourceId } from '../resources/kind';
import type { SiteCopy } from '../resources/records';
import { findMatches, type Match } from '../replace/matches';
import type { FindOptions } from '../replace/pattern';
import { searchableSpans } from '../replace/searchable';
import type { Area, AreaName } from './areas';

export interface ReplaceRequest extends FindOptions {
  replacement: string;
  /** Addresses and attributes too (a change of domain), not only the text a visitor reads. */
  everywhere: boolean;
}

/** The matches in one searched text of a record (`field`: its key), with the text's name. */
export interface FieldMatches {
  field: string;
  label: string;
  matches: Match[];
}

/** One record with matches: as the scan read it, and the matches in each text. */
export interface FoundRecord {
  area: AreaName;
  id: ResourceId;
  name: string;
  base: SiteCopy;
  fields: FieldMatches[];
}

export interface ScanProgress {
  /** Records looked through so far, and the requests made. */
  records: number;
  requests: number;
  /** Areas that could not be read (a module whose API is off), with why. */
  failed: { area: AreaName; reason: string }[];
}

/** The matches of one record's texts (none: no text matched). */
export function recordMatches(area: Area, base: SiteCopy, regex: RegExp, request: ReplaceRequest): FieldMatches[] {
  return area.texts(base).flatMap(({ key, label, text, value }) => {
    if (!value) return [];
    const matches = findMatches(value, searchableSpans(value, text, request.everywhere), regex, request.replacement, request.regex);
    return matches.length ? [{ field: key, label, matches }] : [];
  });
}

export async function scanSite(api: RunOperation, areas: readonly Area[], regex: RegExp, request: ReplaceRequest,
  onProgress: (progress: ScanProgress, found: FoundRecord[]) => void, signal: AbortSignal): Promise<FoundRecord[]> {
  const found: FoundRecord[] = [];
  const progress: ScanProgress = { records: 0, requests: 0, failed: [] };
  const tell = () => onProgress({ ...progress, failed: [...progress.failed] }, [...found]);
  // Every request of the scan: counted, and none once it is stopped.
  const ask: RunOperation = (operation) => {
    if (signal.aborted) return Promise.reject(new DOMException('stopped', 'AbortError'));
    progress.requests++;
    return api(operation);
  };
  for (const area of areas) {
    if (signal.aborted) break;
    try {
      for (const listed of await area.records(ask)) {
        if (signal.aborted) break;
        const kind = area.kindOf(listed.id);
        let base = listed.record === null ? await kind.load(ask, listed.id) : kind.fromRecord(listed.record);
        // A list that leaves a searched field out: that record is read whole (one request).
        if (listed.record !== null && area.fields.some((field) => base.absent?.includes(field))) base = await kind.load(ask, listed.id);
        const fields = recordMatches(area, base, regex, request);
        if (fields.length) found.push({ area: area.name, id: listed.id, name: listed.name ?? area.nameOf(base, listed.id), base, fields });
        progress.records++;
        if (listed.record === null) tell();
      }
    } catch (error) {
      if (!signal.aborted) progress.failed.push({ area: area.name, reason: (error as Error).message });
    }
    tell();
  }
  return found;
}
