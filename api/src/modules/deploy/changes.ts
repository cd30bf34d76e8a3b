import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { Db } from '../../db/db.js';

/** The PostgreSQL channel every registry change is announced on (the payload: the new revision). */
export const DEPLOY_CHANNEL = 'deploy_registry';
/** How often the revision is read when no announcement can be heard. */
export const POLL_MS = 1000;

export async function readRevision(db: Pick<Db, 'query'>): Promise<number> {
  const [row] = await db.query<{ revision: number | string }>('SELECT revision FROM deploy_revision', [], {
    prepare: true,
  });
  return Number(row?.revision ?? 0);
}

/**
 * Hears of registry changes made by any API replica, so a long poll answers within moments of one: through
 * PostgreSQL LISTEN/NOTIFY (each change's transaction notifies), and through Redis pub/sub as well when REDIS_URL is
 * set (published after the commit). If listening fails or its connection breaks, the revision is read every second
 * instead: slower to wake, never stuck.
 */
export class DeployChanges {
  private readonly events = new EventEmitter().setMaxListeners(0);
  private unlisten: (() => Promise<void>) | undefined;
  private poller: NodeJS.Timeout | undefined;
  private publisher: Redis | undefined;
  private subscriber: Redis | undefined;
  private closed = false;
  /** The revision the poller read last (polling only). */
  private polled = 0;

  constructor(
    private readonly db: Db,
    private readonly redis?: { url: string; channel: string },
  ) {}

  /** Starts listening; never fails (it polls instead). */
  async start(): Promise<void> {
    try {
      this.unlisten = await this.db.listen(
        DEPLOY_CHANNEL,
        (payload) => this.heard(payload),
        () => this.poll(),
      );
    } catch {
      this.poll();
    }
    if (this.redis) {
      const options = { connectTimeout: 500, maxRetriesPerRequest: 1 };
      this.publisher = new Redis(this.redis.url, options);
      this.subscriber = new Redis(this.redis.url, options);
      // ioredis retries by itself; meanwhile PostgreSQL's notifications (or the polling) still wake waiters.
      this.publisher.on('error', () => {});
      this.subscriber.on('error', () => {});
      this.subscriber.on('message', (_channel: string, message: string) => this.heard(message));
      await this.subscriber.subscribe(this.redis.channel).catch(() => {});
    }
  }

  /** Whether the revision is read by polling (listening failed). */
  get polling(): boolean {
    return this.poller !== undefined;
  }

  private heard(payload: string): void {
    const revision = Number(payload);
    if (Number.isSafeInteger(revision)) this.events.emit('change', revision);
  }

  private poll(): void {
    if (this.closed || this.poller) return;
    this.poller = setInterval(() => {
      readRevision(this.db).then(
        (revision) => {
          if (revision === this.polled) return;
          this.polled = revision;
          this.heard(String(revision));
        },
        () => {},
      );
    }, POLL_MS);
    this.poller.unref();
  }

  /** After a change committed: tells the other replicas through Redis (PostgreSQL was told in the transaction). */
  async changed(revision: number): Promise<void> {
    this.heard(String(revision));
    if (this.publisher) await this.publisher.publish(this.redis!.channel, String(revision)).catch(() => {});
  }

  /**
   * Resolves true once a change with a revision above `after` is heard, false after `timeoutMs`, when `signal`
   * aborts (the client went away) or on close. The caller reads the registry again either way.
   */
  async waitFor(after: number, timeoutMs: number, signal?: AbortSignal): Promise<boolean> {
    if (this.closed) return false;
    return new Promise<boolean>((resolve) => {
      const done = (value: boolean) => {
        clearTimeout(timer);
        this.events.off('change', onChange);
        this.events.off('close', onClose);
        signal?.removeEventListener('abort', onClose);
        resolve(value);
      };
      const onChange = (revision: number) => {
        if (revision > after) done(true);
      };
      const onClose = () => done(false);
      const timer = setTimeout(() => done(false), timeoutMs);
      this.events.on('change', onChange);
      this.events.on('close', onClose);
      signal?.addEventListener('abort', onClose, { once: true });
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.events.emit('close');
    clearInterval(this.poller);
    await this.unlisten?.().catch(() => {});
    await Promise.all([this.publisher, this.subscriber].map((redis) => redis?.quit().catch(() => redis.disconnect())));
  }
}
