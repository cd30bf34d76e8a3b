import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './envelope.js';

export interface LimitOptions {
  /** Distinguishes this budget's keys from every other limit's in the shared store. */
  name: string;
  max: number;
  timeWindow: string | number;
  /** Who the budget belongs to: an address, an account, a user. */
  key: (request: FastifyRequest) => string;
}

/**
 * A preHandler enforcing one rate-limit budget in @fastify/rate-limit's store (memory or Redis). Unlike the
 * plugin's own preHandlers, several of these can guard one route (e.g. per address AND per account).
 */
export function limiter(app: FastifyInstance, options: LimitOptions) {
  const check = app.createRateLimit({
    max: options.max,
    timeWindow: options.timeWindow,
    keyGenerator: (request) => `${options.name}:${options.key(request)}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw new AppError(429, `Too many requests; try again in ${result.ttlInSeconds} s`);
  };
}

export const byAddress = (request: FastifyRequest) => request.ip;

/** The signed-in user (requireUser runs first and sets request.user), whatever address or device calls come from. */
export const byUser = (request: FastifyRequest) => request.user?.id ?? request.ip;

/** A budget per signed-in user: `max` calls per `timeWindow`. */
export const perUser = (app: FastifyInstance, name: string, max: number, timeWindow: string | number = '1 minute') =>
  limiter(app, { name, max, timeWindow, key: byUser });

/**
 * USER_WRITE_RATE_LIMIT: one budget per user shared by their writes on /user/ routes (profile, favourites, likes,
 * progress); every route that takes it counts against the same keys.
 */
export const userWriteLimit = (app: FastifyInstance) => perUser(app, 'user-write', app.config.userWriteRateLimit);
