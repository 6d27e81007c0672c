// The scan: each area's records read from its list a page at a time (100 records a request), or
// one by one where no list carries the text (a template); every record's searched texts looked
// through, and what matched kept with the record as it read then (a record changed after this is
// skipped when the replacement is applied). A record whose list entry leaves a searched field
// out is read whole. It can be stopped between requests; what it found so far stays.
import type { RunOperation } from '../messages/operations';
import type { ResourceId } from '../resources/kind';
import { recordsOfList } from '../resources/list-answer';
import type { SiteCopy } from '../resources/records';
import type { Match } from '../replace/matches';
import type { FindOptions } from '../replace/pattern';
import { searchableSpans } from '../replace/searchable';
import { findHere, PatternTooSlow, type FindIn } from '../replace/timed-matches';
import { isEntryKind } from '../vocabulary/kinds';
import type { Area, AreaName } from './areas';

export interface ReplaceRequest extends FindOptions {
  replacement: string;
  /** Addresses and attributes too (a change of domain), not only the text a visitor reads. */
  everywhere: boolean;
  /** Pages and entries of a section the site's search finds nothing in are not read. */
  narrow?: boolean;
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
  /** Sections not read: the site's search found nothing in them. */
  skipped: AreaName[];
}

/** The site's search takes a text of 3 characters at least, and finds what a visitor reads, as typed. */
export const canNarrow = (request: ReplaceRequest) => !request.regex && !request.everywhere && [...request.find.trim()].length >= 3;

/**
 * The sections of pages and entries the site's search finds the text in (null: it could not say).
 * guess: its hits name their module as the API's paths do (`pages`, `news`…), as the reference site's do.
 */
async function sectionsFound(ask: RunOperation, find: string): Promise<Set<string> | null> {
  try {
    const hits = recordsOfList(await ask({ op: 'site/search', query: find.trim() }), ['results']);
    return new Set(hits.map((hit) => (hit.module === 'pages' ? 'page' : String(hit.module))));
  } catch {
    return null;
  }
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
/** Sections the site's search looks in: pages and the modules' entries (not the design). */
const isSearched = (name: AreaName) => name === 'page' || isEntryKind(name);

export async function scanSite(api: RunOperation, areas: readonly Area[], regex: RegExp, request: ReplaceRequest,
  onProgress: (progress: ScanProgress, found: FoundRecord[]) => void, signal: AbortSignal, find: FindIn = findHere): Promise<FoundRecord[]> {
  const found: FoundRecord[] = [];
  const progress: ScanProgress = { records: 0, requests: 0, failed: [], skipped: [] };
  const tell = () => onProgress({ ...progress, failed: [...progress.failed], skipped: [...progress.skipped] }, [...found]);
  // Every request of the scan: counted, and none once it is stopped.
  const ask: RunOperation = (operation) => {
    if (signal.aborted) return Promise.reject(new DOMException('stopped', 'AbortError'));
    progress.requests++;
    return api(operation);
  };
  const searched = request.narrow && canNarrow(request) ? await sectionsFound(ask, request.find) : null;
  for (const area of areas) {
    if (signal.aborted) break;
    if (searched && isSearched(area.name) && !searched.has(area.name)) {
      progress.skipped.push(area.name);
      tell();
      continue;
    }
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
