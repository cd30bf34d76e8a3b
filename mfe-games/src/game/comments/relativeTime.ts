const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** Writes "in 3 minutes" / "3 minutes ago" (an `Intl.RelativeTimeFormat`, or the page's written strings). */
export type RelativeTimeWriter = (value: number, unit: Intl.RelativeTimeFormatUnit) => string;

/** "3 minutes ago" in the reader's language; "now" under a minute; the raw text for an unreadable date. */
export function relativeTime(iso: string, write: RelativeTimeWriter, now = Date.now()): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  const seconds = Math.round((at - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return write(Math.trunc(seconds / size), unit);
  }
  return write(0, 'second');
}
