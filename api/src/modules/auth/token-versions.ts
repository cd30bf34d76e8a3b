import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { Queryable } from '../../db/db.js';

/** How long a cached version is trusted without hearing of a logout (bounds a lost Redis message). */
const TRUST_MS = 60_000;

/** A message on the channel announcing a user's changed data (any other message is a user id to revoke). */
const CHANGED = 'changed:';

/** Logouts announced inside this process: every API instance in it (edge mount, tests' replicas) listens. */
const processBus = new EventEmitter().setMaxListeners(0);

/**
 * Each user's token version (users.token_version, raised by logout), cached so that checking an access token
 * needs no query. A logout drops the entry at once here, in every API instance of this process, and — with
 * REDIS_URL — in every replica through Redis pub/sub; the cache also forgets entries after a minute.
 */
export class TokenVersions {
  private readonly versions = new LRUCache<string, { version: number | null }>({ max: 100_000, ttl: TRUST_MS });
  /** Raised by every revocation: a load that started before one must not store what it read. */
  private revision = 0;
  private readonly forget = (userId: string) => {
    this.revision += 1;
    this.versions.delete(userId);
  };
  private readonly publisher: Redis | undefined;
  private readonly subscriber: Redis | undefined;

  constructor(
    private readonly db: Queryable,
    redis?: { url: string; channel: string },
    /** Where this process's instances hear of logouts (tests give replicas their own to isolate Redis). */
    private readonly local: EventEmitter = processBus,
  ) {
    local.on('revoked', this.forget);
    if (!redis) return;
    const options = { connectTimeout: 500, maxRetriesPerRequest: 1 };
    this.publisher = new Redis(redis.url, options);
    this.subscriber = new Redis(redis.url, options);
    // Connection errors are retried by ioredis; until it is back, entries expire after TRUST_MS.
    this.publisher.on('error', () => {});
    this.subscriber.on('error', () => {});
    this.channel = redis.channel;
    void this.subscriber.subscribe(redis.channel).catch(() => {});
    this.subscriber.on('message', (_channel: string, message: string) => {
      if (message.startsWith(CHANGED)) this.local.emit('changed', message.slice(CHANGED.length));
      else this.forget(message);
    });
  }

  private readonly channel: string = '';

  /** The user's current token version, or null for a user that does not exist. */
  async current(userId: string): Promise<number | null> {
    const hit = this.versions.get(userId);
    if (hit) return hit.version;
    const revision = this.revision;
    const [row] = await this.db.query<{ token_version: number }>('SELECT token_version FROM users WHERE id = $1', [
      userId,
    ]);
    const version = row ? row.token_version : null;
    if (revision === this.revision) this.versions.set(userId, { version });
    return version;
  }

  /** After the database raised a user's version: every cache (this process, other replicas) forgets it. */
  async revoked(userIds: string[]): Promise<void> {
    for (const userId of userIds) {
      this.local.emit('revoked', userId);
      if (this.publisher) await this.publisher.publish(this.channel, userId).catch(() => {});
    }
  }

  /**
   * Other per-user caches (the profile cache) hear here of a user whose data changed, from this process and, with
   * REDIS_URL, from every replica: the same channel as logouts, so one connection pair serves both.
   */
  onChange(listener: (userId: string) => void): () => void {
    this.local.on('changed', listener);
    return () => this.local.off('changed', listener);
  }

  /** A user's data changed: every cache of it (this process, other replicas) forgets it. */
  async changed(userId: string): Promise<void> {
    this.local.emit('changed', userId);
    if (this.publisher) await this.publisher.publish(this.channel, CHANGED + userId).catch(() => {});
  }

  async close(): Promise<void> {
    this.local.off('revoked', this.forget);
    await Promise.all([this.publisher, this.subscriber].map((redis) => redis?.quit().catch(() => redis.disconnect())));
  }
}
