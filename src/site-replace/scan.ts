// The scan: each area's list read a page at a time (100 records a request), every record's
// searched fields looked through, and what matched kept with the fields as they read then (a
// record changed after this is skipped when the replacement is applied). A record whose list
// entry leaves a searched field out is read whole. It can be stopped between requests; what it
// found so far stays.
import type { RunOperation } from '../messages/operations';
import { recordId } from '../resources/list-answer';
import type { SiteCopy } from '../resources/records';
import { readWholeList } from '../resources/whole-list';
import { findMatches, type Match } from '../replace/matches';
import type { FindOptions } from '../replace/pattern';
import { searchableSpans } from '../replace/searchable';
import { fieldValue, type Area } from './areas';

export interface ReplaceRequest extends FindOptions {
  replacement: string;
  /** Addresses and attributes too (a change of domain), not only the text a visitor reads. */
  everywhere: boolean;
}

export interface FieldMatches {
  field: string;
  matches: Match[];
}

/** One record with matches: its fields as the scan read them, and the matches in each. */
export interface FoundRecord {
  area: Area['name'];
  id: number;
  name: string;
  base: SiteCopy;
  fields: FieldMatches[];
}

export interface ScanProgress {
  /** Records looked through so far, and the requests made. */
  records: number;
  requests: number;
  /** Areas that could not be read (a module whose API is off), with why. */
  failed: { area: Area['name']; reason: string }[];
}

/** The matches of one record's fields (none: no field matched). */
export function recordMatches(area: Area, base: SiteCopy, regex: RegExp, request: ReplaceRequest): FieldMatches[] {
  return area.fields.flatMap(({ field, text }) => {
    const value = fieldValue(base, field);
    if (!value) return [];
    const matches = findMatches(value, searchableSpans(value, text, request.everywhere), regex, request.replacement, request.regex);
    return matches.length ? [{ field, matches }] : [];
  });
}

export async function scanSite(api: RunOperation, areas: readonly Area[], regex: RegExp, request: ReplaceRequest,
  onProgress: (progress: ScanProgress, found: FoundRecord[]) => void, signal: AbortSignal): Promise<FoundRecord[]> {
  const found: FoundRecord[] = [];
  const progress: ScanProgress = { records: 0, requests: 0, failed: [] };
  for (const area of areas) {
    let records: Record<string, unknown>[];
    try {
      records = await readWholeList((paging) => {
        // Stopped: no further request; the list read so far is looked through.
        if (signal.aborted) return Promise.resolve([]);
        progress.requests++;
        return api({ ...area.list, ...paging } as Parameters<RunOperation>[0]);
      });
    } catch (error) {
      progress.failed.push({ area: area.name, reason: (error as Error).message });
      onProgress({ ...progress }, [...found]);
      continue;
    }
    for (const record of records) {
      let base = area.kind.fromRecord(record);
      // A list that leaves a searched field out: that record is read whole (one request).
      if (area.fields.some(({ field }) => base.absent?.includes(field)) && !signal.aborted) {
        progress.requests++;
        base = await area.kind.load(api, recordId(record));
      }
      const fields = recordMatches(area, base, regex, request);
      if (fields.length) found.push({ area: area.name, id: recordId(record), name: area.nameOf(base), base, fields });
    }
    progress.records += records.length;
    onProgress({ ...progress, failed: [...progress.failed] }, [...found]);
    if (signal.aborted) break;
  }
  return found;
}
