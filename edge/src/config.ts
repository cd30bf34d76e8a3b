import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  between,
  flag,
  httpUrl,
  optional,
  nonNegative,
  positive,
  origin,
  port,
  processEnv,
  readEnv,
  requireSeparateOrigins,
  secret,
  text,
  DEFAULT_HEALTH_SECRET,
  type ShutdownTiming,
} from '@portal/server-kit';
import type { HealthPolicy } from './delivery/health-verdict.js';
import { DEFAULT_PIN_SECRET } from '@portal/release';

/** How sure the health rule must be that a version fails more than the margin before it rolls it back. */
const ROLLBACK_CONFIDENCE = 0.99;

const shellDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'shell');

/** One footer link, `Name=https://…`; several are separated by commas. */
const SOCIAL_LINK = '[^=,\\s][^=,]*=\\s*https?://[^\\s"<>,]+';

/** Every variable the edge server reads (README, configuration), with its default; readEnv rejects invalid values. */
const edgeEnv = {
  PORT: port(8080),
  HOST: text('localhost'),
  TRUST_PROXY: flag(false),
  GAMES_PORT: port(8081),
  GAMES_HOST: text('127.0.0.1'),
  PORTAL_ORIGIN: optional(origin()),
  GAMES_ORIGIN: optional(origin()),
  API_BASE: text('/app/api/v1', {
    pattern: '^(/|https?://)',
    description: 'a path starting with / or a URL starting with http:// or https://',
  }),
  API_INTERNAL_URL: optional(httpUrl()),
  SHELL_CLIENT_DIR: optional(text()),
  SHELL_SERVER_DIR: optional(text()),
  SSR: flag(true),
  SSR_BUDGET_MS: positive(300),
  SSR_DEADLINE_MS: positive(1000),
  // Render worker threads; 0 renders in the edge's own thread (for debugging). At least two by default, so that one
  // remote's renders never hold them all (ssr/render-pool.ts).
  SSR_WORKERS: nonNegative(Math.max(2, availableParallelism())),
  SSR_CACHE_TTL_MS: nonNegative(1000),
  REMOTES_ROOT: optional(text()),
  REMOTES_REGISTRY: optional(text()),
  // Progressive delivery (docs/operations.md): the key of pin links and of health tokens (the API's too), when a
  // canary or a release is rolled back by itself, and how long a release is watched.
  RELEASE_PIN_SECRET: text(DEFAULT_PIN_SECRET),
  HEALTH_TOKEN_SECRET: optional(secret()),
  CANARY_MIN_FAILING: positive(5),
  CANARY_ERROR_MARGIN: nonNegative(5),
  CANARY_CHECK_INTERVAL_MS: positive(15_000),
  RELEASE_WATCH_MS: nonNegative(600_000),
  SOCIAL_LINKS: optional(
    text(undefined, {
      pattern: `^${SOCIAL_LINK}(\\s*,\\s*${SOCIAL_LINK})*$`,
      description: 'Name=https://… links separated by commas',
    }),
  ),
  ERROR_DSN: optional(httpUrl()),
  CSP_CONNECT_ORIGINS: optional(
    text(undefined, {
      pattern: '^https?://[^\\s,/]+(\\s*,\\s*https?://[^\\s,/]+)*$',
      description: 'origins (http(s)://host[:port]) separated by commas',
    }),
  ),
  BUILD_ID: text('local'),
  // URLs per sitemap file; more make /sitemap.xml an index of parts. 20,000 keeps a part (about 2 KB per URL with
  // its 19 language alternates) under the protocol's 50 MB; the protocol's own limit is 50,000.
  SITEMAP_PART_SIZE: between(1, 50_000, 20_000),
  ...processEnv,
};

/** The edge server's settings (README, configuration). */
export interface EdgeConfig {
  port: number;
  host: string;
  /** Behind a reverse proxy: client addresses come from X-Forwarded-For. */
  trustProxy: boolean;
  gamesPort: number;
  gamesHost: string;
  /** Public origin of the portal, used for canonical links and the games origin's frame-ancestors. */
  portalOrigin: string;
  gamesOrigin: string;
  /** API base URL the browser uses. */
  apiBase: string;
  /** Absolute API URL the edge itself reads (SEO config, categories, sitemaps) when the API is not in this process. */
  apiInternalUrl: string | undefined;
  /** The shell's build output (index.html template and hashed assets). */
  clientDir: string;
  /** The shell's renderer build (server rendering). */
  serverDir: string;
  /** Render each page's first view on the server (SSR=false: the browser renders everything). */
  serverRender: boolean;
  /** How long a page waits for a remote's server code and its data before leaving it to the browser. */
  ssrBudgetMs: number;
  /** How long a render may run in its worker to its first HTML before the worker is ended and the page sent plain. */
  ssrDeadlineMs: number;
  /** Render worker threads (0: in the edge's own thread, for debugging). */
  ssrWorkers: number;
  /** How long a server-rendered page is served again as is (0: never). */
  ssrCacheTtlMs: number;
  /** The shell's own translations, one JSON file per locale. */
  localesDir: string;
  /** Folder holding each remote's workspace folder (with its dist/<version>/ builds and dist/current.json). */
  remotesRoot: string;
  /** The registry of remotes (name → folder, relative to remotesRoot), read again whenever it changes. */
  remotesRegistry: string;
  /** The HMAC key of pin links and cookies (`npm run pin` signs with the same RELEASE_PIN_SECRET). */
  pinSecret: string;
  /** The HMAC key of the health tokens pages carry (the API checks them with the same HEALTH_TOKEN_SECRET). */
  healthSecret: string;
  /** Automatic rollback: when a canary's or a watched release's sessions fail more than its baseline's. */
  canaryPolicy: HealthPolicy;
  /** How often the edge checks running canaries' and watched releases' health. */
  canaryCheckIntervalMs: number;
  /** How long after a release (or promotion) the edge watches it and rolls it back by itself (0: never). */
  releaseWatchMs: number;
  /** Footer social links, from SOCIAL_LINKS="Name=https://…,Other=https://…". */
  socialLinks: { name: string; url: string }[];
  /** Sentry-compatible DSN the browser reports errors to (ERROR_DSN); unset → no error reporting. */
  errorDsn?: string;
  /** Origins pages may send requests to besides their own, the API's and the games origin (an S3 upload endpoint). */
  connectOrigins: string[];
  /** Release name in error reports. */
  buildId: string;
  /** URLs per sitemap file before /sitemap.xml becomes an index of parts. */
  sitemapPartSize: number;
  logLevel: string;
  shutdown: ShutdownTiming;
}

const parseSocialLinks = (raw: string | undefined): { name: string; url: string }[] =>
  raw
    ? raw.split(',').map((pair) => {
        const [name = '', ...url] = pair.split('=');
        return { name: name.trim(), url: url.join('=').trim() };
      })
    : [];

/** The edge server's settings from the environment; throws ConfigError naming every invalid variable. */
export function loadEdgeConfig(processEnv: NodeJS.ProcessEnv = process.env): EdgeConfig {
  const env = readEnv(edgeEnv, processEnv);
  const portalOrigin = env.PORTAL_ORIGIN ?? `http://localhost:${env.PORT}`;
  const gamesOrigin = env.GAMES_ORIGIN ?? `http://127.0.0.1:${env.GAMES_PORT}`;
  requireSeparateOrigins(portalOrigin, gamesOrigin);
  return {
    port: env.PORT,
    host: env.HOST,
    trustProxy: env.TRUST_PROXY,
    gamesPort: env.GAMES_PORT,
    gamesHost: env.GAMES_HOST,
    portalOrigin,
    gamesOrigin,
    apiBase: env.API_BASE,
    apiInternalUrl: env.API_INTERNAL_URL,
    clientDir: path.resolve(env.SHELL_CLIENT_DIR ?? path.join(shellDir, 'dist', 'client')),
    serverDir: path.resolve(env.SHELL_SERVER_DIR ?? path.join(shellDir, 'dist', 'server')),
    serverRender: env.SSR,
    ssrBudgetMs: env.SSR_BUDGET_MS,
    ssrDeadlineMs: env.SSR_DEADLINE_MS,
    ssrWorkers: env.SSR_WORKERS,
    ssrCacheTtlMs: env.SSR_CACHE_TTL_MS,
    localesDir: path.join(shellDir, 'locales'),
    remotesRoot: path.resolve(env.REMOTES_ROOT ?? path.join(shellDir, '..')),
    remotesRegistry: path.resolve(env.REMOTES_REGISTRY ?? path.join(shellDir, '..', 'portal.remotes.json')),
    pinSecret: env.RELEASE_PIN_SECRET,
    healthSecret: env.HEALTH_TOKEN_SECRET ?? DEFAULT_HEALTH_SECRET,
    canaryPolicy: {
      minFailing: env.CANARY_MIN_FAILING,
      marginPct: env.CANARY_ERROR_MARGIN,
      confidence: ROLLBACK_CONFIDENCE,
    },
    canaryCheckIntervalMs: env.CANARY_CHECK_INTERVAL_MS,
    releaseWatchMs: env.RELEASE_WATCH_MS,
    socialLinks: parseSocialLinks(env.SOCIAL_LINKS),
    errorDsn: env.ERROR_DSN,
    connectOrigins: (env.CSP_CONNECT_ORIGINS ?? '')
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean),
    buildId: env.BUILD_ID,
    sitemapPartSize: env.SITEMAP_PART_SIZE,
    logLevel: env.LOG_LEVEL,
    shutdown: { drainMs: env.SHUTDOWN_DRAIN_MS, graceMs: env.SHUTDOWN_GRACE_MS },
  };
}
