// Records kept in storage outlive the code that wrote them: after an update Inplace must still
// open what an earlier version kept. Each record is kept with the version of its shape; on read
// it is brought up to the current shape one step at a time, then checked against its schema.
import type { z } from '../validation/z';

/** How a record is kept: the version of its shape and the data in that shape. */
export interface Enveloped {
  v: number;
  data: unknown;
}

/** Turns data of one shape into the next shape (version n into n + 1). */
export type Migration = (older: unknown) => unknown;

export interface StoredShape<T> {
  /** The shape written now. Version 1 is the record as kept before shapes carried a version. */
  readonly version: number;
  /** In order: the first turns version 1 into 2, the next 2 into 3, and so on. */
  readonly migrations: readonly Migration[];
  /** The current shape; lenient where a default is safe. */
  readonly schema: z.ZodMiniType<T>;
}

export function storedShape<T>(shape: StoredShape<T>): StoredShape<T> {
  if (!Number.isInteger(shape.version) || shape.version < 1 || shape.migrations.length !== shape.version - 1) {
    throw new Error(`A stored shape of version ${shape.version} needs ${shape.version - 1} migrations, not ${shape.migrations.length}`);
  }
  return shape;
}

export function toStored<T>(shape: StoredShape<T>, data: T): Enveloped {
  return { v: shape.version, data };
}

/**
 * The record in the current shape, or undefined when there is none or it cannot be read: a shape
 * newer than this code knows (an older version of Inplace opened it), or damaged data.
 */
export function fromStored<T>(shape: StoredShape<T>, stored: unknown): T | undefined {
  if (stored === undefined) return undefined;
  // No record kept before versions began has exactly the fields `v` and `data`.
  const { v, data } = isEnveloped(stored) ? stored : { v: 1, data: stored };
  if (!Number.isInteger(v) || v < 1 || v > shape.version) return undefined;
  let current = data;
  try {
    for (const migrate of shape.migrations.slice(v - 1)) current = migrate(current);
  } catch {
    return undefined;
  }
  const parsed = shape.schema.safeParse(current);
  return parsed.success ? parsed.data : undefined;
}

function isEnveloped(stored: unknown): stored is Enveloped {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return false;
  const keys = Object.keys(stored);
  return keys.length === 2 && keys.includes('v') && keys.includes('data');
}
