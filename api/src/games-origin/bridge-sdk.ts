import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import { bridgeScript } from './bridge-script.js';
import { GAME_CONTENT_TYPES } from './content-types.js';

/** Where games include the bridge from (docs/game-makers.md, "The game bridge"); the version is in the path, not in a hash. */
export const BRIDGE_SDK_PATH = '/sdk/v1/portal-bridge.js';
/** Five minutes fresh, then thirty days usable while revalidated in the background. */
export const BRIDGE_SDK_CACHE = 'public, max-age=300, stale-while-revalidate=2592000';

const source = Buffer.from(bridgeScript(readFileSync(new URL('./sdk/portal-bridge.js', import.meta.url), 'utf8')));
const etag = `"${createHash('sha256').update(source).digest('base64url').slice(0, 27)}"`;

/**
 * Serves the game side of the portal bridge on the games origin, so games include it from their own origin.
 * Its address never changes, so unlike game files it is cached briefly and revalidated by ETag. A stale copy may
 * still be used while it is revalidated (stale-while-revalidate): offline, a game played before then starts with
 * the bridge it had instead of failing to load it.
 */
export const bridgeSdk: FastifyPluginAsync<{ csp: string }> = async (app, { csp }) => {
  app.get(BRIDGE_SDK_PATH, async (request, reply) => {
    reply
      .header('Content-Type', GAME_CONTENT_TYPES['.js'])
      .header('Content-Security-Policy', csp)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .header('Referrer-Policy', 'no-referrer')
      .header('Cache-Control', BRIDGE_SDK_CACHE)
      .header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(source);
  });
};
