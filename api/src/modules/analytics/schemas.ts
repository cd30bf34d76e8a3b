import { Type, type Static } from 'typebox';
import { DEVICE_ID_PATTERN } from '../../http/actor.js';
import { Nullable } from '../../http/params.js';
import { LANGUAGES } from '../../i18n/languages.js';

/** The events the portal's tracker sends (@portal/shared analytics/events.ts keeps the same list). */
export const ANALYTICS_EVENTS = ['visit', 'leave', 'account_logout', 'user_update', 'log_click_behavior'] as const;
export const SOURCE_TYPES = ['source_from_id', 'search_engine', 'seaart', 'direct', 'other'] as const;
export const TRACKING_PARAMS = [
  'source_from_id',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;

export const MAX_EVENTS_PER_BATCH = 50;
/** Matches sendBeacon's own 64 KiB quota. */
export const MAX_BODY_BYTES = 65_536;
export const MAX_PROPS_BYTES = 2048;
export const MAX_VALUE_LENGTH = 256;
/** Latest instant PostgreSQL's timestamptz holds (9999-12-31T23:59:59.999Z), in ms. */
const MAX_TIMESTAMP_MS = 253_402_300_799_999;

const Value = Type.String({ minLength: 1, maxLength: MAX_VALUE_LENGTH });

export const SourceRecord = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 64 }),
    type: Type.Enum(SOURCE_TYPES),
    originalValue: Value,
    referer: Type.String({ maxLength: MAX_VALUE_LENGTH }),
    timestamp: Type.Integer({ minimum: 0, maximum: MAX_TIMESTAMP_MS }),
    urlParams: Type.Object(Object.fromEntries(TRACKING_PARAMS.map((name) => [name, Type.Optional(Value)])), {
      additionalProperties: false,
    }),
  },
  { additionalProperties: false },
);

/**
 * Any value here: the service checks for primitives and string length. A schema union would either be coerced by
 * the API's ajv settings (anyOf turns `true` into "true") or need ajv's allowUnionTypes (a type list).
 */
const PropValue = Type.Unsafe<string | number | boolean | null>({});

/** Flat props: short keys; values and the serialised size are checked by the service. */
export const Props = Type.Record(Type.String({ pattern: '^[A-Za-z0-9_.-]{1,64}$' }), PropValue, {
  additionalProperties: false,
  maxProperties: 32,
});

export const AnalyticsEvent = Type.Object(
  {
    name: Type.Enum(ANALYTICS_EVENTS),
    device_id: Type.String({ pattern: DEVICE_ID_PATTERN }),
    user_id: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 64 }))),
    session_id: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }),
    path: Type.String({ pattern: '^/', maxLength: 512 }),
    locale: Type.Enum(LANGUAGES),
    platform: Type.Enum(['h5', 'web']),
    country: Type.Optional(Nullable(Type.String({ pattern: '^[A-Z]{2}$' }))),
    source: Type.Optional(Nullable(SourceRecord)),
    props: Type.Optional(Props),
    /** Client clock, Unix ms. */
    ts: Type.Integer({ minimum: 0, maximum: MAX_TIMESTAMP_MS }),
  },
  { additionalProperties: false },
);
export type AnalyticsEvent = Static<typeof AnalyticsEvent>;

export const AnalyticsBatch = Type.Object(
  { events: Type.Array(AnalyticsEvent, { minItems: 1, maxItems: MAX_EVENTS_PER_BATCH }) },
  { additionalProperties: false },
);

export const Accepted = Type.Object({ accepted: Type.Integer() });
