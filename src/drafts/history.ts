// The platform keeps no revisions. Before each save Inplace reads the site's copy anyway (for
// the three-way check): that copy is kept here as a version, so any save can be undone. The
// last 20 per resource, within a byte budget, oldest dropped first. No request of its own.
import { get, set } from 'idb-keyval';
import { z } from '../validation/z';
import { fromStored, storedShape, toStored } from '../storage/versioned';
import { versionsKey, versionStore } from './history-keys';

export interface Version<F = Record<string, unknown>> {
  /** When the site's copy was read (just before a save replaced it). */
  at: number;
  fields: F;
}

export const HISTORY_MAX_VERSIONS = 20;
/** Per resource: a 200 KB page keeps a few versions, a short one all twenty. */
export const HISTORY_MAX_BYTES = 1_000_000;

const versionSchema = z.object({ at: z.number(), fields: z.record(z.string(), z.unknown()) });

const versionsShape = storedShape<Version[]>({
  version: 2,
  // Version 2 keeps the same list as version 1, now inside an envelope that names its version.
  migrations: [(v1) => v1],
  // Each version stands alone: one that cannot be read is left out, the others still undo.
  schema: z.pipe(z.array(z.unknown()), z.transform((list) => list.flatMap((item) => {
    const parsed = versionSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  }))),
});

export async function versionsOf<F>(site: string, resourceKey: string): Promise<Version<F>[]> {
  // A list this code cannot read (a newer shape) reads as none; the next version kept replaces it.
  return (fromStored(versionsShape, await get(versionsKey(site, resourceKey), versionStore())) ?? []) as Version<F>[];
}

/** Keeps `fields` as the newest version, unless it is the same as the newest already kept. */
export async function keepVersion<F>(site: string, resourceKey: string, fields: F, at = Date.now()): Promise<Version<F>[]> {
  const kept = await versionsOf<F>(site, resourceKey);
  if (kept[0] && JSON.stringify(kept[0].fields) === JSON.stringify(fields)) return kept;
  const versions = boundedVersions([{ at, fields }, ...kept]);
  await set(versionsKey(site, resourceKey), toStored(versionsShape, versions as Version[]), versionStore());
  return versions;
}

/** Newest first, at most the count and the bytes allowed; the newest one always stays. */
export function boundedVersions<F>(versions: Version<F>[]): Version<F>[] {
  const kept: Version<F>[] = [];
  let bytes = 0;
  for (const version of versions.slice(0, HISTORY_MAX_VERSIONS)) {
    bytes += JSON.stringify(version.fields).length * 2;
    if (kept.length && bytes > HISTORY_MAX_BYTES) break;
    kept.push(version);
  }
  return kept;
}
