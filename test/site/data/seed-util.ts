/** Unix seconds of a UTC date-time written like "2025-01-15 10:30". */
export function at(dateTime: string): number {
  return Math.floor(Date.parse(dateTime.replace(' ', 'T') + ':00Z') / 1000);
}

export const NO_EXTRAS = { other1: '', other2: '', other3: '', other4: '', other5: '' };
