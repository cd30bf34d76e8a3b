import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addressHash, HEALTH_TOKEN_TTL_MS, signHealthToken } from '@portal/server-kit';
import type { Registry } from './resolve.js';
import type { Visit } from './server-signals.js';

/** Where the shell asks for its visitor's tokens (shell/src/federation/health.ts, HEALTH_TOKENS_PATH). */
export const HEALTH_TOKENS_PATH = '/health-tokens.json';

export type HealthTokens = Record<string, { version: string; token: string }>;

/**
 * The tokens of one page view: per remote, the version this visitor is served and a token naming remote, version,
 * visitor and (hashed) address, signed with the health secret.
 */
export function healthTokensOf(secret: string, remotes: Registry, visit: Visit, now = Date.now()): HealthTokens {
  const address = addressHash(secret, visit.address);
  const until = now + HEALTH_TOKEN_TTL_MS;
  return Object.fromEntries(
    Object.entries(remotes).map(([remote, { version }]) => [
      remote,
      { version, token: signHealthToken(secret, { remote, version, visitor: visit.visitor, address, until }) },
    ]),
  );
}

interface HealthTokenRouteOptions {
  secret: string;
  /** The visitor's registry, giving a first visitor their bucket (delivery/visitor.ts). */
  visitorRemotes: (request: FastifyRequest, reply: FastifyReply) => Promise<Registry>;
  visitOf: (request: FastifyRequest) => Visit | undefined;
}

const TOKENS_SCHEMA = {
  type: 'object',
  additionalProperties: {
    type: 'object',
    properties: { version: { type: 'string' }, token: { type: 'string' } },
    required: ['version', 'token'],
  },
} as const;

/**
 * GET /health-tokens.json: this visitor's tokens for the versions they are served. Not in the page, which names no
 * visitor so that shared caches may keep it (docs/server-rendering.md): the shell asks once the page has loaded.
 * Never stored by any cache; a first visitor gets their delivery bucket here (pages set no cookie). A crawler gets
 * none: it reports nothing.
 */
export async function healthTokenRoutes(app: FastifyInstance, options: HealthTokenRouteOptions): Promise<void> {
  app.get(HEALTH_TOKENS_PATH, { schema: { response: { 200: TOKENS_SCHEMA } } }, async (request, reply) => {
    const remotes = await options.visitorRemotes(request, reply);
    const visit = options.visitOf(request);
    reply.header('Cache-Control', 'private, no-store');
    return visit ? healthTokensOf(options.secret, remotes, visit) : {};
  });
}
