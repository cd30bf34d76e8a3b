import type { Platform } from '../device/platform';
/**
 * The analytics wire format: what the tracker sends to POST {apiBase}/analytics/events and what the API stores.
 * The API validates these limits with the contract's schema (contract/analytics.ts).
 */
export const ANALYTICS_EVENTS = [
  'visit',
  'leave',
  'account_logout',
  'user_update',
  'log_click_behavior',
  'play_start',
  'play_time',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

/**
 * The game events the studio's rollups count (docs/analytics.md#game-play-events): `play_start` when a player
 * starts a game, `play_time` with the seconds played since the previous report of the same play. Both name the
 * game by slug and the play by a random id, so a play's reports add up to its length.
 */
export const PLAY_EVENTS = ['play_start', 'play_time'] as const;
/** A play's id: random, URL-safe, like the other ids the tracker makes. */
export const PLAY_ID_PATTERN = '^[A-Za-z0-9_-]{8,64}$';
/** Most seconds one play_time report may carry (a day, as for leave). */
export const MAX_PLAY_SECONDS = 86_400;

/** Path of the collecting endpoint, relative to the runtime config's apiBase. */
export const ANALYTICS_ENDPOINT = '/analytics/events';
/** Most events the API accepts in one request. */
export const MAX_EVENTS_PER_BATCH = 50;
/** Largest props object, measured as JSON. */
export const MAX_PROPS_BYTES = 2048;
/** Largest request body the API accepts; sendBeacon's own quota is also 64 KiB. */
export const MAX_BODY_BYTES = 65_536;
export const MAX_PATH_LENGTH = 512;
/** Cap of a click descriptor's or a prop's string value. */
export const MAX_VALUE_LENGTH = 256;

/** Flat properties only: they land in a jsonb column that is queried by key. */
export type PropValue = string | number | boolean | null;
export type FlatProps = Record<string, PropValue>;

/** What a click on a tracked element says about itself (product §3). */
export interface ClickDescriptor {
  behavior_id: string;
  behavior_type: string;
  behavior_name: string;
  behavior_value?: string | number;
  obj_id?: string | number;
  obj_type?: string;
}

export const SOURCE_TYPES = ['source_from_id', 'search_engine', 'seaart', 'direct', 'other'] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];
/** Landing-URL parameters that say where a visitor came from; other parameters are never recorded. */
export const TRACKING_PARAMS = [
  'source_from_id',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;

/** Where this browser came from (product §3, tracking source info). */
export interface SourceRecord {
  id: string;
  type: SourceType;
  /** The value that decided the type: the source_from_id, the utm_source, or the referring host. */
  originalValue: string;
  /** Origin of the referring page, without path or query (those may carry personal data). */
  referer: string;
  /** When this source was first seen, Unix ms. */
  timestamp: number;
  /** The tracking parameters of the landing URL (source_from_id, utm_*), non-empty values only. */
  urlParams: Record<string, string>;
}

/** One event as sent and stored. */
export interface AnalyticsWireEvent {
  name: AnalyticsEventName;
  device_id: string;
  user_id: string | null;
  session_id: string;
  path: string;
  locale: string;
  platform: Platform;
  country: string | null;
  /** Sent with visit events only; the other events of the session share it. */
  source: SourceRecord | null;
  props: FlatProps;
  /** Client clock, Unix ms. The API adds its own received_at. */
  ts: number;
}

export interface AnalyticsBatch {
  events: AnalyticsWireEvent[];
}
