import path from 'node:path';

/** Settings from the environment, with safe local defaults (documented in the README's configuration table). */
export interface ApiConfig {
  /** postgres:// URL; unset → embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Origin of the portal (the shell), allowed to frame games. */
  portalOrigin: string;
  /** Origin that serves game files; must differ from the portal's. */
  gamesOrigin: string;
  /** Where playable game builds live, one immutable folder per version: <gamesDir>/<slug>/<version>/. */
  gamesDir: string;
  /** Folder of the seed content (catalogue JSON, game folders). */
  seedDir: string;
  logLevel: string;
  /** Counter writes (views, plays, likes) allowed per client address per minute. */
  counterRateLimit: number;
  /** How long a catalogue answer may be served from this process's cache (writes here clear it at once). */
  cacheTtlMs: number;
}

function positiveInt(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

const here = path.dirname(new URL(import.meta.url).pathname);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    gamesDir: path.resolve(env.GAMES_DIR ?? path.join(dataDir, 'games')),
    portalOrigin: env.PORTAL_ORIGIN ?? 'http://localhost:8080',
    gamesOrigin: env.GAMES_ORIGIN ?? 'http://127.0.0.1:8081',
    seedDir: path.resolve(env.SEED_DIR ?? path.join(here, '..', 'seed')),
    logLevel: env.LOG_LEVEL ?? 'info',
    counterRateLimit: positiveInt(env.COUNTER_RATE_LIMIT, 120),
    cacheTtlMs: positiveInt(env.CACHE_TTL_MS, 30_000),
  };
}
