// Applying a replacement: each ticked record is read again; one whose searched texts changed on
// the site since the scan is skipped ("changed since you searched"), never overwritten; the rest
// get exactly the ticked matches replaced, pass the kind's own checks (a title past its length,
// a template without $POWERED_BY$ or with its <?if?> blocks broken is listed and skipped), and
// are written with their changed fields only, by the kind's own write: one read and one write a
// record. A record that already reads as the replacement makes it (written before the panel
// closed) is counted done and not written again.
import type { RunOperation } from '../messages/operations';
import type { SiteCopy } from '../resources/records';
import { applyMatches, undoReplaced, type Match, type Replaced } from '../replace/matches';
import { textOf, type Area } from './areas';
import type { FoundRecord } from './scan';

export type ReplacedSpans = { field: string; replaced: Replaced[] }[];

export type Outcome =
  | { status: 'done'; replaced: ReplacedSpans }
  | { status: 'undone' }
  | { status: 'changed' }
  | { status: 'invalid'; reason: string }
  | { status: 'failed'; reason: string };

export type Ticked = { field: string; matches: Match[] }[];

/** Keeps the site's copy a write replaces (History); called just before the write. */
export type KeepVersion = (copy: SiteCopy) => Promise<unknown>;

/** The record with the ticked matches replaced, the kind's fields that changed, and how to undo each text. */
export function replacedTexts(area: Area, copy: SiteCopy, ticked: Ticked) {
  const values: Record<string, string> = {};
  const replaced = ticked.filter(({ matches }) => matches.length).map(({ field, matches }) => {
    const result = applyMatches(textOf(area, copy, field), matches);
    values[field] = result.text;
    return { field, replaced: result.replaced };
  });
  return { ...area.withTexts(copy, values), values, replaced };
}

const sameTexts = (area: Area, a: SiteCopy, b: SiteCopy, keys: string[]) => keys.every((key) => textOf(area, a, key) === textOf(area, b, key));

/** Reads the record again and writes the ticked replacements, unless the site changed it since. */
export async function applyToRecord(api: RunOperation, area: Area, record: FoundRecord, ticked: Ticked, keep: KeepVersion = async () => {}): Promise<Outcome> {
  try {
    const kind = area.kindOf(record.id);
    const site = await kind.load(api, record.id);
    const searched = record.fields.map(({ field }) => field);
    if (!sameTexts(area, site, record.base, searched)) {
      const meant = replacedTexts(area, record.base, ticked);
      return sameTexts(area, site, meant.fields, searched) ? { status: 'done', replaced: meant.replaced } : { status: 'changed' };
    }
    const { fields, changed, replaced } = replacedTexts(area, site, ticked);
    const reason = Object.values(kind.validate(fields, site))[0];
    if (reason) return { status: 'invalid', reason };
    await keep(site);
    await kind.write(api, record.id, changed as never, fields, site);
    return { status: 'done', replaced };
  } catch (error) {
    return { status: 'failed', reason: (error as Error).message };
  }
}

/** Undoes one record's replacements, span by span; 'changed' when a replaced span reads otherwise now. */
export async function undoRecord(api: RunOperation, area: Area, record: Pick<FoundRecord, 'id'>, replaced: ReplacedSpans, keep: KeepVersion = async () => {}): Promise<Outcome> {
  try {
    const kind = area.kindOf(record.id);
    const site = await kind.load(api, record.id);
    const values: Record<string, string> = {};
    for (const { field, replaced: spans } of replaced) {
      const before = undoReplaced(textOf(area, site, field), spans);
      if (before === null) return { status: 'changed' };
      values[field] = before;
    }
    const { fields, changed } = area.withTexts(site, values);
    await keep(site);
    await kind.write(api, record.id, changed as never, fields, site);
    return { status: 'undone' };
  } catch (error) {
    return { status: 'failed', reason: (error as Error).message };
  }
}
