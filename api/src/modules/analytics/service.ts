import type { Queryable } from '../../db/db.js';
import { badRequest } from '../../http/envelope.js';
import {
  MAX_PLAY_SECONDS,
  MAX_PROPS_BYTES,
  MAX_VALUE_LENGTH,
  PLAY_EVENTS,
  PLAY_ID_PATTERN,
} from '@portal/shared/analytics/events';
import { SLUG_PATTERN } from '@portal/shared/contract/common';
import type { AnalyticsEvent } from '@portal/shared/contract/analytics';

const CLICK_FIELDS = ['behavior_id', 'behavior_type', 'behavior_name'] as const;
const COLUMNS = [
  'name',
  'device_id',
  'user_id',
  'session_id',
  'path',
  'locale',
  'platform',
  'country',
  'source',
  'props',
  'client_ts',
];

const SLUG = new RegExp(SLUG_PATTERN);
const PLAY_ID = new RegExp(PLAY_ID_PATTERN);

/** What a play event's props must hold for the studio's rollups to count it; the first problem, or null. */
function playProblem(name: string, props: Record<string, unknown>): string | null {
  if (typeof props.game !== 'string' || props.game.length > 80 || !SLUG.test(props.game)) return 'game must be a slug';
  if (typeof props.play_id !== 'string' || !PLAY_ID.test(props.play_id)) return `play_id must match ${PLAY_ID_PATTERN}`;
  if (name !== 'play_time') return null;
  const { seconds } = props;
  return Number.isInteger(seconds) && (seconds as number) >= 1 && (seconds as number) <= MAX_PLAY_SECONDS
    ? null
    : `seconds must be a whole number from 1 to ${MAX_PLAY_SECONDS}`;
}

const isPrimitive = (value: unknown) =>
  value === null ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && value.length <= MAX_VALUE_LENGTH);

/**
 * What the schema leaves to code: props values primitive (strings up to 256 characters), props within 2 KB as JSON,
 * a click descriptor's id, type and name present, and a play event's game, play id and seconds. The first failure rejects the whole batch, before anything
 * is stored.
 */
export function checkEvents(events: AnalyticsEvent[]): void {
  events.forEach((event, index) => {
    const props = event.props ?? {};
    const bad = Object.keys(props).find((key) => !isPrimitive(props[key]));
    if (bad)
      throw badRequest(
        `events.${index}.props.${bad} must be a string of at most ${MAX_VALUE_LENGTH} characters, a number, a boolean or null`,
      );
    if (Buffer.byteLength(JSON.stringify(props)) > MAX_PROPS_BYTES) {
      throw badRequest(`events.${index}.props must be at most ${MAX_PROPS_BYTES} bytes as JSON`);
    }
    if ((PLAY_EVENTS as readonly string[]).includes(event.name)) {
      const problem = playProblem(event.name, props);
      if (problem) throw badRequest(`events.${index}.props.${problem} for ${event.name}`);
      return;
    }
    if (event.name !== 'log_click_behavior') return;
    const missing = CLICK_FIELDS.find(
      (field) => typeof props[field] !== 'string' || (props[field] as string).trim() === '',
    );
    if (missing) throw badRequest(`events.${index}.props.${missing} is required for log_click_behavior`);
  });
}

/** Stores one batch in a single statement; `fallbackCountry` fills events that carry none (the CDN's header). */
export async function storeEvents(
  db: Queryable,
  events: AnalyticsEvent[],
  fallbackCountry: string | null,
): Promise<number> {
  const params: unknown[] = [];
  const rows = events.map((event) => {
    params.push(
      event.name,
      event.device_id,
      event.user_id ?? null,
      event.session_id,
      event.path,
      event.locale,
      event.platform,
      event.country ?? fallbackCountry,
      event.source ? JSON.stringify(event.source) : null,
      JSON.stringify(event.props ?? {}),
      new Date(event.ts).toISOString(),
    );
    const base = params.length - COLUMNS.length;
    const slots = COLUMNS.map((column, i) => {
      const slot = `$${base + i + 1}`;
      return column === 'source' || column === 'props'
        ? `${slot}::jsonb`
        : column === 'client_ts'
          ? `${slot}::timestamptz`
          : slot;
    });
    return `(${slots.join(', ')})`;
  });
  await db.query(`INSERT INTO analytics_events (${COLUMNS.join(', ')}) VALUES ${rows.join(', ')}`, params);
  return events.length;
}
