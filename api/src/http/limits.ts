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
