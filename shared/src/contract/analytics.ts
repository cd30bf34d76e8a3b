/** Analytics contract: the batches the portal's tracker sends (analytics/events.ts holds the wire rules). */
import { Type, type Static } from 'typebox';
import {
  ANALYTICS_EVENTS,
  MAX_EVENTS_PER_BATCH,
  MAX_PATH_LENGTH,
  MAX_VALUE_LENGTH,
  SOURCE_TYPES,
  TRACKING_PARAMS,
} from '../analytics/events';
import { DEVICE_ID_PATTERN } from '../device/deviceId';
import { LOCALE_CODES } from '../i18n/locales';
import { Nullable } from './common';

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
const Props = Type.Record(Type.String({ pattern: '^[A-Za-z0-9_.-]{1,64}$' }), PropValue, {
  additionalProperties: false,
  maxProperties: 32,
});

export const AnalyticsEvent = Type.Object(
  {
    name: Type.Enum(ANALYTICS_EVENTS),
    device_id: Type.String({ pattern: DEVICE_ID_PATTERN }),
    user_id: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 64 }))),
    session_id: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }),
    path: Type.String({ pattern: '^/', maxLength: MAX_PATH_LENGTH }),
    locale: Type.Enum(LOCALE_CODES),
    platform: Type.Enum(['h5', 'web']),
    country: Type.Optional(Nullable(Type.String({ pattern: '^[A-Z]{2}$' }))),
    source: Type.Optional(Nullable(SourceRecord)),
    props: Type.Optional(Props),
    ts: Type.Integer({ minimum: 0, maximum: MAX_TIMESTAMP_MS, description: 'Client clock, Unix ms.' }),
  },
  { additionalProperties: false },
);
export type AnalyticsEvent = Static<typeof AnalyticsEvent>;

export const AnalyticsBatch = Type.Object(
  { events: Type.Array(AnalyticsEvent, { minItems: 1, maxItems: MAX_EVENTS_PER_BATCH }) },
  { additionalProperties: false },
);

export const Accepted = Type.Object({ accepted: Type.Integer() });
