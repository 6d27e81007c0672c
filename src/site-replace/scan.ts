// The scan: each area's records read from its list a page at a time (100 records a request), or
// one by one where no list carries the text (a template); every record's searched texts looked
// through, and what matched kept with the record as it read then (a record changed after this is
// skipped when the replacement is applied). A record whose list entry leaves a searched field
// out is read whole. It can be stopped between requests; what it found so far stays.
import type { RunOperation } from '../messages/operations';
import type { ResourceId } from '../resources/kind';
import type { SiteCopy } from '../resources/records';
import type { Match } from '../replace/matches';
import type { FindOptions } from '../replace/pattern';
import { searchableSpans } from '../replace/searchable';
import { findHere, PatternTooSlow, type FindIn } from '../replace/timed-matches';
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
  /** The record on which the pattern ran past its time: the scan stopped there. */
  tooSlow?: string;
}

/** The matches of one record's texts (none: no text matched). */
export async function recordMatches(area: Area, base: SiteCopy, regex: RegExp, request: ReplaceRequest, find: FindIn = findHere): Promise<FieldMatches[]> {
  const found: FieldMatches[] = [];
  for (const { key, label, text, value } of area.texts(base)) {
    if (!value) continue;
    const matches = await find(value, searchableSpans(value, text, request.everywhere), regex, request.replacement, request.regex);
    if (matches.length) found.push({ field: key, label, matches });
  }
  return found;
}

/** `find`: how a text is searched (an owner's regular expression, in a worker with a time bound). */
export async function scanSite(api: RunOperation, areas: readonly Area[], regex: RegExp, request: ReplaceRequest,
  onProgress: (progress: ScanProgress, found: FoundRecord[]) => void, signal: AbortSignal, find: FindIn = findHere): Promise<FoundRecord[]> {
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
        const name = listed.name ?? area.nameOf(base, listed.id);
        let fields: FieldMatches[];
        try {
          fields = await recordMatches(area, base, regex, request, find);
        } catch (error) {
          if (!(error instanceof PatternTooSlow)) throw error;
          progress.tooSlow = name;
          tell();
          return found;
        }
        if (fields.length) found.push({ area: area.name, id: listed.id, name, base, fields });
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
