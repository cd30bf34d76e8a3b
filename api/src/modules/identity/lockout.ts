import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface LockoutOptions {
  /** Failed attempts allowed per 15 minutes; twice that per hour, four times per day (backoff). */
  max: number;
  /** Where the counters live: this process's memory, or Redis so that replicas share them. */
  redis?: Redis;
  namespace?: string;
  /** A store outage lifts the lockout for a while (logged) instead of failing every sign-in. */
  onStoreError?: (error: unknown) => void;
}

export interface Lockout {
  /** Seconds until `key` may try again, or 0 when it is not locked out. */
  lockedFor(key: string): Promise<number>;
  /** Counts one failed attempt against `key`. */
  failed(key: string): Promise<void>;
}

const WINDOWS = [
  [1, 15 * 60],
  [2, 60 * 60],
  [4, 24 * 60 * 60],
] as const;

/**
 * Failed sign-ins per key (an account at one address): only failures count, so an owner who signs in often from a
 * shared address never locks themselves out, while guesses are still capped per window.
 */
export function createLockout(name: string, options: LockoutOptions): Lockout {
  const limiters: RateLimiterAbstract[] = WINDOWS.map(([factor, duration]) => {
    const settings = {
      points: options.max * factor,
      duration,
      keyPrefix: `${options.namespace ?? ''}${name}:${duration}`,
    };
    return options.redis
      ? new RateLimiterRedis({ ...settings, storeClient: options.redis })
      : new RateLimiterMemory(settings);
  });
  const guarded = async <T>(work: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      options.onStoreError?.(error);
      return fallback;
    }
  };
  return {
    lockedFor: (key) =>
      guarded(async () => {
        const states = await Promise.all(limiters.map((limiter) => limiter.get(key)));
        const waits = states.map((state, index) =>
          state && state.consumedPoints >= limiters[index]!.points ? Math.ceil(state.msBeforeNext / 1000) : 0,
        );
        return Math.max(0, ...waits);
      }, 0),
    failed: (key) =>
      guarded(async () => {
        await Promise.all(limiters.map((limiter) => limiter.penalty(key, 1)));
      }, undefined),
  };
}
