// Applying a replacement: each ticked record is read again; one whose searched fields changed on
// the site since the scan is skipped ("changed since you searched"), never overwritten; the rest
// get exactly the ticked matches replaced, pass the kind's own checks (a title past its length,
// a template without $POWERED_BY$ is listed and skipped), and are written with their changed
// fields only, by the kind's own write: one read and one write a record.
import type { RunOperation } from '../messages/operations';
import type { SiteCopy } from '../resources/records';
import { applyMatches, undoReplaced, type Match, type Replaced } from '../replace/matches';
import { fieldValue, type Area } from './areas';
import type { FoundRecord } from './scan';

export type Outcome =
  | { status: 'done'; replaced: { field: string; replaced: Replaced[] }[] }
  | { status: 'undone' }
  | { status: 'changed' }
  | { status: 'invalid'; reason: string }
  | { status: 'failed'; reason: string };

/** The record's fields with the ticked matches replaced, and how to undo each field. */
export function replacedFields(base: SiteCopy, ticked: { field: string; matches: Match[] }[]) {
  const fields = { ...base } as Record<string, unknown>;
  const replaced = ticked.filter(({ matches }) => matches.length).map(({ field, matches }) => {
    const result = applyMatches(fieldValue(base, field), matches);
    fields[field] = result.text;
    return { field, replaced: result.replaced };
  });
  return { fields: fields as SiteCopy, replaced };
}

/** Reads the record again and writes the ticked replacements, unless the site changed it since. */
export async function applyToRecord(api: RunOperation, area: Area, record: FoundRecord, ticked: { field: string; matches: Match[] }[]): Promise<Outcome> {
  try {
    const site = await area.kind.load(api, record.id);
    const searched = record.fields.map(({ field }) => field);
    if (searched.some((field) => fieldValue(site, field) !== fieldValue(record.base, field))) return { status: 'changed' };
    const { fields, replaced } = replacedFields(site, ticked);
    const errors = area.kind.validate(fields, site);
    const reason = Object.values(errors)[0];
    if (reason) return { status: 'invalid', reason };
    const changed = replaced.map(({ field }) => field) as Parameters<typeof area.kind.write>[2];
    await area.kind.write(api, record.id, changed, fields, site);
    return { status: 'done', replaced };
  } catch (error) {
    return { status: 'failed', reason: (error as Error).message };
  }
}

/** Undoes one record's replacements, span by span; 'changed' when a replaced span reads otherwise now. */
export async function undoRecord(api: RunOperation, area: Area, id: number, replaced: { field: string; replaced: Replaced[] }[]): Promise<Outcome> {
  try {
    const site = await area.kind.load(api, id);
    const fields = { ...site } as Record<string, unknown>;
    for (const { field, replaced: spans } of replaced) {
      const before = undoReplaced(fieldValue(site, field), spans);
      if (before === null) return { status: 'changed' };
      fields[field] = before;
    }
    const changed = replaced.map(({ field }) => field) as Parameters<typeof area.kind.write>[2];
    await area.kind.write(api, id, changed, fields as SiteCopy, site);
    return { status: 'undone' };
  } catch (error) {
    return { status: 'failed', reason: (error as Error).message };
  }
}
