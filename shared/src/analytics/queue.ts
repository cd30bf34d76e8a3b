import { MAX_BODY_BYTES, MAX_EVENTS_PER_BATCH, type AnalyticsBatch, type AnalyticsWireEvent } from './events';
import { utf8Length } from './props';

/** Queued events are sent every 10 s, or as soon as 20 are waiting. */
export const FLUSH_INTERVAL_MS = 10_000;
export const FLUSH_AT = 20;
/** Bound on what waits in memory while the API is unreachable; the oldest events go first. */
export const MAX_QUEUED = 200;
/** Room left under the 64 KiB body limit for the `{"events":[…]}` wrapper. */
const BODY_BUDGET = MAX_BODY_BYTES - 2048;

/** 'beacon' when the page is going away (sendBeacon survives unload), 'fetch' otherwise. */
export type Transport = 'fetch' | 'beacon';

/** Splits events into request bodies within the API's event-count and body-size limits. */
export function toBodies(events: AnalyticsWireEvent[]): string[] {
  const bodies: string[] = [];
  let chunk: AnalyticsWireEvent[] = [];
  let size = 0;
  for (const event of events) {
    const eventSize = utf8Length(JSON.stringify(event)) + 1;
    if (chunk.length > 0 && (chunk.length >= MAX_EVENTS_PER_BATCH || size + eventSize > BODY_BUDGET)) {
      bodies.push(JSON.stringify({ events: chunk } satisfies AnalyticsBatch));
      chunk = [];
      size = 0;
    }
    chunk.push(event);
    size += eventSize;
  }
  if (chunk.length > 0) bodies.push(JSON.stringify({ events: chunk } satisfies AnalyticsBatch));
  return bodies;
}

/**
 * Bodies go as text/plain: a CORS-safelisted type, so neither the beacon nor fetch needs a preflight when the API
 * is on another origin. The API parses text/plain and application/json alike.
 */
const TEXT = 'text/plain;charset=UTF-8';

function sendWithFetch(url: string, body: string): Promise<boolean> {
  // keepalive lets a flush that started just before a navigation finish.
  return fetch(url, {
    method: 'POST',
    body,
    headers: { 'content-type': TEXT },
    keepalive: true,
    credentials: 'omit',
  }).then(
    // A 4xx means the batch will never be accepted: it is dropped, not retried.
    (response) => response.status < 500 && response.status !== 429,
    () => false,
  );
}

function sendWithBeacon(url: string, body: string): void {
  const queued =
    typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body);
  if (!queued && typeof fetch === 'function') void sendWithFetch(url, body);
}

export interface EventQueue {
  push(event: AnalyticsWireEvent): void;
  /** Sends everything queued now. */
  flush(transport: Transport): void;
  /** Starts the periodic flush. */
  start(): void;
  /** Stops the periodic flush; queued events stay until the next flush. */
  stop(): void;
}

export function createEventQueue(endpoint: () => string): EventQueue {
  let queue: AnalyticsWireEvent[] = [];
  let interval: ReturnType<typeof setInterval> | undefined;
  // After a failed send only the timer retries, so an outage does not turn every event into a request.
  let failing = false;

  const requeue = (events: AnalyticsWireEvent[]) => {
    failing = true;
    queue = [...events, ...queue].slice(-MAX_QUEUED);
  };

  const flush = (transport: Transport) => {
    // Offline, a periodic send can only fail: the events wait for the next tick instead.
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    if (queue.length === 0 || (offline && transport === 'fetch')) return;
    const events = queue;
    queue = [];
    const url = endpoint();
    if (transport === 'beacon') {
      for (const body of toBodies(events)) sendWithBeacon(url, body);
      return;
    }
    if (typeof fetch !== 'function') return;
    for (const body of toBodies(events)) {
      void sendWithFetch(url, body).then((sent) => {
        if (sent) failing = false;
        else requeue((JSON.parse(body) as AnalyticsBatch).events);
      });
    }
  };

  return {
    push(event) {
      queue.push(event);
      if (queue.length > MAX_QUEUED) queue.shift();
      if (queue.length >= FLUSH_AT && !failing) flush('fetch');
    },
    flush,
    start() {
      interval ??= setInterval(() => flush('fetch'), FLUSH_INTERVAL_MS);
    },
    stop() {
      if (interval !== undefined) clearInterval(interval);
      interval = undefined;
    },
  };
}
