import { LRUCache } from 'lru-cache';
import type { Queryable } from '../../db/db.js';
import type { TokenVersions } from '../auth/token-versions.js';
import { userProfile, type UserProfile } from './service.js';

/**
 * Signed-in players' profiles, cached so that `/user/info/get` — read on every page a player opens — needs no
 * query, as anonymous catalogue reads need none. A player's own writes (a like, a favourite, a play, a new name, a
 * login) store the profile read right after them here and make every other cache forget it (in this process and
 * in every replica: through the token-version channel with REDIS_URL, else the invalidation bus, cache/bus-plugin.ts),
 * so players always read their own writes on any replica. Catalogue changes another replica announces (a moderator
 * unpublishing a game a player liked) forget every profile; those made in this process show within the TTL.
 */
export class ProfileCache {
  private readonly profiles: LRUCache<string, UserProfile>;
  /** Raised by every change: a read that started before one must not store what it read. */
  private revision = 0;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Queryable,
    private readonly versions: TokenVersions,
    ttlMs: number,
  ) {
    this.profiles = new LRUCache({ max: 50_000, ttl: Math.max(1, ttlMs) });
    this.unsubscribe = versions.onChange((userId) => this.forget(userId));
  }

  /** Another replica changed this player's data. */
  forget(userId: string): void {
    this.revision += 1;
    this.profiles.delete(userId);
  }

  /** Anything may have changed (the catalogue, or messages missed while the bus was down). */
  forgetAll(): void {
    this.revision += 1;
    this.profiles.clear();
  }

  /** The player's profile, from the cache when it is there. */
  async read(userId: string): Promise<UserProfile> {
    return this.profiles.get(userId) ?? this.load(userId);
  }

  /** After a write by this player: every cache forgets the old profile, and this one keeps the new one. */
  async written(userId: string): Promise<UserProfile> {
    await this.versions.changed(userId);
    return this.load(userId);
  }

  /** Reads the profile and keeps it, unless a change was announced while it was being read. */
  private async load(userId: string): Promise<UserProfile> {
    const revision = this.revision;
    const profile = await userProfile(this.db, userId);
    if (revision === this.revision) this.profiles.set(userId, profile);
    return profile;
  }

  close(): void {
    this.unsubscribe();
  }
}
