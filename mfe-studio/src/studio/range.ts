import type { DayRange } from '../api/studio';

/** The ranges the studio offers, in days up to today (UTC, as the rollups count days). */
export const RANGE_DAYS = [7, 30, 90, 365] as const;
export type RangeDays = (typeof RANGE_DAYS)[number];
export const DEFAULT_RANGE: RangeDays = 30;

/** `?days=` of the address, when it is one of the offered ranges. */
export function parseRange(value: string | null): RangeDays {
  const days = Number(value);
  return (RANGE_DAYS as readonly number[]).includes(days) ? (days as RangeDays) : DEFAULT_RANGE;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The last `days` days up to `now`'s UTC day, both ends included. */
export function rangeOf(days: RangeDays, now: Date): DayRange {
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const from = new Date(to.getTime() - (days - 1) * 86_400_000);
  return { from: isoDay(from), to: isoDay(to) };
}
