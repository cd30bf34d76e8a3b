import { ConfigError } from './read-env.js';

/**
 * Game files run other people's code: on the portal's own origin they could read its storage and act as the player.
 * Same-origin settings are a configuration mistake, not something to serve.
 */
export function requireSeparateOrigins(portalOrigin: string, gamesOrigin: string): void {
  if (new URL(portalOrigin).origin === new URL(gamesOrigin).origin)
    throw new ConfigError([
      `GAMES_ORIGIN=${JSON.stringify(gamesOrigin)}: expected an origin other than the portal's (PORTAL_ORIGIN)`,
    ]);
}
