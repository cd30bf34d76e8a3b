import type { FastifyReply, FastifyRequest } from 'fastify';
import { notLoggedIn } from './errors.js';

/** The signed-in user of a request, set by requireUser / optionalUser. */
export interface AuthUser {
  id: string;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

/**
 * preHandler of every /user/ route (also run before validation, see http/input-guards.ts): a valid, unrevoked bearer access token, or 401 with the envelope.
 * Sets `request.user`.
 */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  // Already authenticated before validation (http/input-guards.ts): one token check per request.
  if (request.user) return;
  const token = bearerToken(request);
  if (!token) throw notLoggedIn();
  const { userId } = await request.server.accessTokens.verify(token);
  request.user = { id: userId };
}

/**
 * preHandler of routes that guests and signed-in players share (a like): a request that sends a bearer token acts
 * as that user, so the token must be valid (401 otherwise, and the client refreshes it); one without is a guest.
 */
export async function userIfBearer(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (bearerToken(request)) await requireUser(request, reply);
}

/**
 * preHandler of routes that only personalise their answer (comment list, replies): a valid token sets
 * `request.user`; a missing, stale or forged one leaves it null, so the public answer never fails on it.
 */
export async function optionalUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = bearerToken(request);
  if (!token) return;
  try {
    const { userId } = await request.server.accessTokens.verify(token);
    request.user = { id: userId };
  } catch {
    request.user = null;
  }
}

/** The signed-in user's id inside a route guarded by requireUser. */
export function currentUserId(request: FastifyRequest): string {
  if (!request.user) throw notLoggedIn();
  return request.user.id;
}
