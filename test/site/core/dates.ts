// Dates as answers carry them: `add_date` is documented as a string starting YYYY-MM-DD
// (platform-notes §5, §6); the state keeps unix seconds.

/** "YYYY-MM-DD hh:mm:ss" (UTC) of unix seconds. */
export function dateTime(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 19).replace('T', ' ');
}

/** The record with its add_date as such a string (the state keeps unix seconds). */
export function withDateTime<T extends { add_date: number }>(record: T): Omit<T, 'add_date'> & { add_date: string } {
  return { ...record, add_date: dateTime(record.add_date) };
}
