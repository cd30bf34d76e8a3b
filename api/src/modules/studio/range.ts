import { STUDIO_DEFAULT_RANGE_DAYS, STUDIO_ERROR_CODES, STUDIO_MAX_RANGE_DAYS } from '@portal/shared/contract/studio';
import { badRequest } from '../../http/envelope.js';

const DAY_MS = 86_400_000;

/** A YYYY-MM-DD day as its UTC midnight in ms; NaN when no such day exists (2026-02-30). */
function dayMs(day: string): number {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day ? NaN : ms;
}

export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Every day from `from` to `to`, both included. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let ms = dayMs(from); ms <= dayMs(to); ms += DAY_MS) days.push(isoDay(ms));
  return days;
}

/**
 * The stats range: by default the last STUDIO_DEFAULT_RANGE_DAYS days up to today (UTC); one end alone extends the
 * default length from it. 400 for a day that does not exist, `from` after `to`, or more than the maximum.
 */
export function statsRange(query: { from?: string; to?: string }, now = Date.now()): { from: string; to: string } {
  const span = (STUDIO_DEFAULT_RANGE_DAYS - 1) * DAY_MS;
  const to = query.to ? dayMs(query.to) : query.from ? dayMs(query.from) + span : dayMs(isoDay(now));
  const from = query.from ? dayMs(query.from) : to - span;
  if (Number.isNaN(from) || Number.isNaN(to))
    throw badRequest('from and to must be days of the calendar (YYYY-MM-DD)', STUDIO_ERROR_CODES.badRange);
  if (from > to) throw badRequest('from must not be after to', STUDIO_ERROR_CODES.badRange);
  if ((to - from) / DAY_MS + 1 > STUDIO_MAX_RANGE_DAYS)
    throw badRequest(`A range covers at most ${STUDIO_MAX_RANGE_DAYS} days`, STUDIO_ERROR_CODES.badRange);
  return { from: isoDay(from), to: isoDay(to) };
}
