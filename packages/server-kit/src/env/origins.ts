import { ConfigError } from './read-env.js';

/** An IPv4 or IPv6 literal: such a host has no sub-domains to give each game. */
const IP_HOST = /^(\[[\d:a-f.]+\]|\d+\.\d+\.\d+\.\d+)$/i;

/**
 * Game files run other people's code: on the portal's own origin they could read its storage and act as the player.
 * GAMES_ORIGIN is the base of one origin per game (`<slug>.<its host>`), so its host must be a name that can have
 * sub-domains, and the portal must not be one of them. Such settings are a configuration mistake, not something to
 * serve.
 */
export function requireSeparateOrigins(portalOrigin: string, gamesOrigin: string): void {
  const portal = new URL(portalOrigin);
  const games = new URL(gamesOrigin);
  const problem =
    portal.origin === games.origin
      ? "expected an origin other than the portal's (PORTAL_ORIGIN)"
      : IP_HOST.test(games.hostname)
        ? 'expected a host name, not an address: each game gets a sub-domain of it (<slug>.games.localhost)'
        : portal.hostname.endsWith(`.${games.hostname}`)
          ? "expected a host the portal's (PORTAL_ORIGIN) is not a sub-domain of"
          : null;
  if (problem) throw new ConfigError([`GAMES_ORIGIN=${JSON.stringify(gamesOrigin)}: ${problem}`]);
}
