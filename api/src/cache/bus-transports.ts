import { Redis } from 'ioredis';
import pg from 'pg';

/** What the bus is told by its connection: each payload another process sent, and whether it is connected. */
export interface TransportEvents {
  message(payload: string): void;
  state(up: boolean): void;
}

/** A channel every replica listens on and sends to (its own payloads come back too; the bus drops them). */
export interface BusTransport {
  readonly name: 'postgres' | 'redis';
  /** Connects, and reconnects whenever the connection is lost, until close(). */
  start(events: TransportEvents): void;
  send(payload: string): Promise<void>;
  close(): Promise<void>;
}

const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 5000;

/**
 * PostgreSQL LISTEN/NOTIFY on one dedicated connection (a pooled one would lose the LISTEN when it is handed back),
 * which also sends: a NOTIFY from a connection that is up is one the listeners will hear. A lost connection (restart,
 * failover, pg_terminate_backend) is reopened with backoff, with TCP keep-alive to notice a silent one.
 */
export function postgresTransport(url: string, channel: string): BusTransport {
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let timer: NodeJS.Timeout | undefined;
  let events: TransportEvents;

  const retry = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  };

  const connect = async () => {
    // Named, so operators (and tests) can find the bus's connection in pg_stat_activity.
    const candidate = new pg.Client({ connectionString: url, keepAlive: true, application_name: 'portal-cache-bus' });
    // 'error' is followed by 'end'; without a listener it would end the process.
    candidate.on('error', () => {});
    candidate.on('notification', (notice) => {
      if (notice.channel === channel && notice.payload) events.message(notice.payload);
    });
    candidate.on('end', () => {
      if (client !== candidate) return;
      client = undefined;
      events.state(false);
      retry();
    });
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      await candidate.end().catch(() => {});
      retry();
      return;
    }
    if (closed) return void (await candidate.end().catch(() => {}));
    client = candidate;
    retryMs = FIRST_RETRY_MS;
    events.state(true);
  };

  return {
    name: 'postgres',
    start(handlers) {
      events = handlers;
      void connect();
    },
    async send(payload) {
      if (!client) throw new Error('not connected');
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      const open = client;
      client = undefined;
      await open?.end().catch(() => {});
    },
  };
}

/**
 * Redis pub/sub (REDIS_URL): a subscriber connection and a publisher, reconnected by ioredis, which subscribes again
 * by itself. Short timeouts, as for the rate-limit store: an outage shows as "down", never as a hung request.
 */
export function redisTransport(url: string, channel: string): BusTransport {
  const options = { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: true };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  publisher.on('error', () => {});
  subscriber.on('error', () => {});
  return {
    name: 'redis',
    start(events) {
      subscriber.on('message', (from: string, payload: string) => {
        if (from === channel) events.message(payload);
      });
      subscriber.on('close', () => events.state(false));
      // After a reconnect ioredis subscribes again by itself; the first time, up once the subscription is in place.
      let subscribed = false;
      subscriber.on('ready', () => subscribed && events.state(true));
      void subscriber.subscribe(channel).then(
        () => {
          subscribed = true;
          events.state(subscriber.status === 'ready');
        },
        () => {},
      );
      void publisher.connect().catch(() => {});
    },
    async send(payload) {
      await publisher.publish(channel, payload);
    },
    async close() {
      await Promise.all([publisher, subscriber].map((redis) => redis.quit().catch(() => redis.disconnect())));
    },
  };
}
