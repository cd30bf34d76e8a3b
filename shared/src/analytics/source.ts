import { MAX_VALUE_LENGTH, SOURCE_TYPES, TRACKING_PARAMS, type SourceRecord, type SourceType } from './events';
import { isRecord, isTimestamp, randomId, readStored, writeStored } from './storage';

/** Local storage key of this browser's traffic source (product §9). */
export const SOURCE_STORAGE_KEY = 'portal.analytics.source';

export const SEARCH_ENGINES = ['google', 'bing', 'yahoo', 'baidu', 'yandex', 'duckduckgo', 'naver'] as const;
const SEAART_DOMAIN = 'seaart.ai';

const clip = (value: string) => value.trim().slice(0, MAX_VALUE_LENGTH);

function parseUrl(value: string): URL | null {
  try {
    return value ? new URL(value) : null;
  } catch {
    return null;
  }
}

/**
 * The search engine a host belongs to: its name must be followed only by short suffix labels, so
 * "www.google.co.uk" and "search.naver.com" match while "google.example.net" does not.
 */
export function searchEngineOf(host: string): string | null {
  const labels = host.toLowerCase().split('.');
  for (const [index, label] of labels.entries()) {
    const engine = SEARCH_ENGINES.find((name) => name === label);
    const rest = labels.slice(index + 1);
    if (engine && rest.length > 0 && rest.every((suffix) => suffix.length >= 2 && suffix.length <= 3)) return engine;
  }
  return null;
}

const isSeaartHost = (host: string) => host === SEAART_DOMAIN || host.endsWith(`.${SEAART_DOMAIN}`);

function classifyUtmSource(value: string): SourceType {
  const lower = value.toLowerCase();
  if (lower.includes('seaart')) return 'seaart';
  return (SEARCH_ENGINES as readonly string[]).includes(lower) ? 'search_engine' : 'other';
}

function classifyHost(host: string): SourceType {
  if (isSeaartHost(host)) return 'seaart';
  return searchEngineOf(host) ? 'search_engine' : 'other';
}

export interface LandingInfo {
  /** The landing page's full URL (location.href). */
  url: string;
  /** document.referrer; empty when there is none. */
  referrer: string;
  /** The portal's own host: a referrer from it is internal navigation, not a source. */
  ownHost: string;
}

/**
 * Where this page view came from. Precedence: source_from_id, then utm_source, then the referring host, else
 * direct. Empty parameters count as absent (product §5: tracking source values must be non-empty).
 */
export function detectSource({ url, referrer, ownHost }: LandingInfo, now: number = Date.now()): SourceRecord {
  const params = parseUrl(url)?.searchParams;
  const urlParams: Record<string, string> = {};
  for (const name of TRACKING_PARAMS) {
    const value = clip(params?.get(name) ?? '');
    if (value) urlParams[name] = value;
  }
  const ref = parseUrl(referrer);
  const external = ref && /^https?:$/.test(ref.protocol) && ref.host !== ownHost ? ref : null;
  const base = { id: randomId(), referer: external?.origin ?? '', timestamp: now, urlParams };

  if (urlParams.source_from_id) return { ...base, type: 'source_from_id', originalValue: urlParams.source_from_id };
  if (urlParams.utm_source)
    return { ...base, type: classifyUtmSource(urlParams.utm_source), originalValue: urlParams.utm_source };
  if (external)
    return { ...base, type: classifyHost(external.hostname.toLowerCase()), originalValue: clip(external.hostname) };
  return { ...base, type: 'direct', originalValue: 'direct' };
}

const isShortText = (value: unknown, allowEmpty = false): value is string =>
  typeof value === 'string' && value.length <= MAX_VALUE_LENGTH && (allowEmpty || value.trim().length > 0);

/** A stored record, or null when anything about it is off (storage is editable by anyone with devtools). */
export function parseSourceRecord(value: unknown): SourceRecord | null {
  if (!isRecord(value)) return null;
  const { id, type, originalValue, referer, timestamp, urlParams } = value;
  if (typeof id !== 'string' || id.length === 0 || id.length > 64) return null;
  if (!(SOURCE_TYPES as readonly unknown[]).includes(type)) return null;
  if (!isShortText(originalValue) || !isShortText(referer, true) || !isTimestamp(timestamp)) return null;
  if (referer && parseUrl(referer)?.origin !== referer) return null;
  if (!isRecord(urlParams)) return null;
  const params: Record<string, string> = {};
  for (const [name, param] of Object.entries(urlParams)) {
    if (!(TRACKING_PARAMS as readonly string[]).includes(name) || !isShortText(param)) return null;
    params[name] = param;
  }
  return { id, type: type as SourceType, originalValue, referer, timestamp, urlParams: params };
}

/**
 * The source to attribute this browser to: a direct visit keeps an earlier recorded source, and seeing the same
 * source again keeps its first id and timestamp; any other detected source replaces the stored one.
 */
export function chooseSource(detected: SourceRecord, stored: SourceRecord | null): SourceRecord {
  if (!stored) return detected;
  if (detected.type === 'direct') return stored;
  const same = detected.type === stored.type && detected.originalValue === stored.originalValue;
  return same ? stored : detected;
}

export function readStoredSource(): SourceRecord | null {
  return readStored('localStorage', SOURCE_STORAGE_KEY, parseSourceRecord);
}

/** Detects this landing's source, merges it with the stored one, stores and returns the result. */
export function trackSource(landing: LandingInfo, now: number = Date.now()): SourceRecord {
  const source = chooseSource(detectSource(landing, now), readStoredSource());
  writeStored('localStorage', SOURCE_STORAGE_KEY, source);
  return source;
}
