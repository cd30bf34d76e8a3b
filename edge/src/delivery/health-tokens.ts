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
export function healthTokensOf(
  secret: string,
  remotes: Record<string, { version: string }>,
  visit: Visit,
  now = Date.now(),
): HealthTokens {
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
  /** Whether a page may run a version the visitor is not served now: stable, or replaced lately (page-versions.ts). */
  pageMayRun: (remote: string, version: string) => Promise<boolean>;
}

/** A version as the release tooling names them (the query names the page's versions). */
const VERSION = '^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}$';
const QUERY_SCHEMA = { type: 'object', additionalProperties: { type: 'string', pattern: VERSION } } as const;

/**
 * The versions to sign for: the visitor's own, except where their page runs the stable version (a canary visitor's
 * first page, the one shared by every guest) or one that was theirs until a moment ago (a canary dropped, or a
 * release rolled back, between the page and this request). Its failures count for that version: without a token the
 * page's reports would be lost, the very ones that end a bad canary.
 */
async function versionsOfPage(
  remotes: Registry,
  asked: Record<string, string>,
  pageMayRun: HealthTokenRouteOptions['pageMayRun'],
): Promise<Record<string, { version: string }>> {
  const entries = await Promise.all(
    Object.entries(remotes).map(async ([remote, { version }]) => {
      const page = Object.hasOwn(asked, remote) ? asked[remote] : undefined;
      const kept = page && page !== version && (await pageMayRun(remote, page));
      return [remote, { version: kept ? page : version }] as const;
    }),
  );
  return Object.fromEntries(entries);
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
 * visitor so that shared caches may keep it (docs/server-rendering.md): the shell asks once the page has loaded,
 * naming the versions its page runs (`?blog=<version>`), which may have just stopped being served (see
 * versionsOfPage). Never stored by any cache; a first visitor gets their delivery bucket here (pages set no cookie).
 * A crawler gets none: it reports nothing.
 */
export async function healthTokenRoutes(app: FastifyInstance, options: HealthTokenRouteOptions): Promise<void> {
  app.get<{ Querystring: Record<string, string> }>(
    HEALTH_TOKENS_PATH,
    { schema: { querystring: QUERY_SCHEMA, response: { 200: TOKENS_SCHEMA } } },
    async (request, reply) => {
      const remotes = await options.visitorRemotes(request, reply);
      const visit = options.visitOf(request);
      reply.header('Cache-Control', 'private, no-store');
      if (!visit) return {};
      const versions = await versionsOfPage(remotes, request.query, options.pageMayRun);
      return healthTokensOf(options.secret, versions, visit);
    },
  );
}
