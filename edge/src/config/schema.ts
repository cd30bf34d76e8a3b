import { Type } from 'typebox';
import { kind, processSettings, s3StoreSettings, setting } from '@portal/server-kit/settings';
import { DEFAULT_PIN_MAX_MINUTES, PIN_SECRET_FILE, PIN_SECRET_MIN_LENGTH } from '@portal/release';

/** One footer link, `Name=https://…`; several are separated by commas. */
const SOCIAL_LINK = '[^=,\\s][^=,]*=\\s*https?://[^\\s"<>,]+';

/**
 * Every setting the edge server reads, declared once (@portal/server-kit/settings): a new one here is in EdgeConfig,
 * read, checked and held to docs/configuration.md (configuration-doc.test.ts) with no other edit. config.ts derives
 * the values that depend on others or on the machine (the origins' and folders' defaults, the render workers).
 */
export const EdgeSettings = Type.Object({
  port: setting('PORT', kind.port(8080), 'Edge server port (shell, remotes and, in one process, the API)'),
  host: setting('HOST', kind.text('localhost'), 'Address the edge server listens on'),
  trustProxy: setting('TRUST_PROXY', kind.flag(false), 'Behind a reverse proxy: client addresses from X-Forwarded-For'),
  gamesPort: setting('GAMES_PORT', kind.port(8081), 'Port of the games origin'),
  gamesHost: setting('GAMES_HOST', kind.text('127.0.0.1'), 'Address the games origin listens on'),
  portalOrigin: setting(
    'PORTAL_ORIGIN',
    kind.optional(kind.origin()),
    "Public origin of the portal (canonical links, the games origin's frame-ancestors); unset → http://localhost:$PORT",
  ),
  gamesOrigin: setting(
    'GAMES_ORIGIN',
    kind.optional(kind.origin()),
    "Base origin of game files: each game runs on <slug>.<its host>; never the portal's; unset → http://games.localhost:$GAMES_PORT",
  ),
  previewOrigin: setting(
    'PREVIEW_ORIGIN',
    kind.optional(kind.origin()),
    'Base of the preview origins of unreviewed builds (CSP frame-src); unset → http://preview.localhost:$GAMES_PORT',
  ),
  apiBase: setting(
    'API_BASE',
    kind.text('/app/api/v1', {
      pattern: '^(/|https?://)',
      description: 'a path starting with / or a URL starting with http:// or https://',
    }),
    'API base URL the browser uses',
  ),
  apiInternalUrl: setting(
    'API_INTERNAL_URL',
    kind.optional(kind.httpUrl()),
    'Absolute API URL the edge itself reads (SEO config, categories, sitemaps); unset → the API in this process',
  ),
  clientDir: setting(
    'SHELL_CLIENT_DIR',
    kind.optional(kind.text()),
    "The shell's build output (index.html template and hashed assets); unset → shell/dist/client",
  ),
  serverDir: setting(
    'SHELL_SERVER_DIR',
    kind.optional(kind.text()),
    "The shell's renderer build (server rendering); unset → shell/dist/server",
  ),
  serverRender: setting('SSR', kind.flag(true), "Render each page's first view on the server (false: the browser)"),
  ssrBudgetMs: setting(
    'SSR_BUDGET_MS',
    kind.positive(300),
    "How long a page waits for a remote's server code and data before leaving it to the browser",
  ),
  ssrDeadlineMs: setting(
    'SSR_DEADLINE_MS',
    kind.positive(1000),
    'How long a render may run in its worker to its first HTML before the worker is ended and the page sent plain',
  ),
  // Unset: at least two, so that one remote's renders never hold them all (ssr/render-pool.ts).
  ssrWorkers: setting(
    'SSR_WORKERS',
    kind.optional(kind.nonNegative()),
    "Render worker threads (0: in the edge's own thread, for debugging); unset → CPUs, at least 2",
  ),
  ssrCacheTtlMs: setting(
    'SSR_CACHE_TTL_MS',
    kind.nonNegative(1000),
    'How long a server-rendered page is served again as is (0: never)',
  ),
  ssrCacheMaxBytes: setting(
    'SSR_CACHE_MAX_BYTES',
    kind.positive(16 * 1024 * 1024),
    'What the server-rendered pages kept for SSR_CACHE_TTL_MS may weigh together (least recently used go first)',
  ),
  pageSharedMaxAgeS: setting(
    'PAGE_S_MAXAGE_S',
    kind.nonNegative(10),
    "How long a shared cache (a CDN, the proxy's cache) may serve a guest's page without asking again (s-maxage)",
  ),
  pageStaleWhileRevalidateS: setting(
    'PAGE_STALE_WHILE_REVALIDATE_S',
    kind.nonNegative(30),
    "How long past s-maxage a shared cache may still serve a guest's page while it revalidates (stale-while-revalidate)",
  ),
  remotesRoot: setting(
    'REMOTES_ROOT',
    kind.optional(kind.text()),
    "Folder holding each remote's workspace folder (dist/<version>/, dist/current.json); unset → repository root",
  ),
  remotesRegistry: setting(
    'REMOTES_REGISTRY',
    kind.optional(kind.text()),
    'The registry of remotes (name → folder under REMOTES_ROOT), read again when it changes',
  ),
  // Where releases come from (docs/operations.md): the deploy API's registry and the object store, mirrored into a
  // cache folder; or, for a single machine without the API, the release folders under REMOTES_ROOT.
  releasesFrom: setting(
    'RELEASES_FROM',
    kind.oneOf(['deploy-api', 'files'], 'deploy-api'),
    "Where the edge reads releases: deploy-api (the API's registry, versions from the object store) or files (REMOTES_ROOT)",
  ),
  deployEdgeToken: setting(
    'DEPLOY_EDGE_TOKEN',
    kind.optional(kind.secret()),
    'Edge token of the deploy API (reads the registry, records automatic rollbacks); unset → in one process, DATA_DIR/deploy-edge-token',
  ),
  deployOperatorToken: setting(
    'DEPLOY_OPERATOR_TOKEN',
    kind.optional(kind.secret()),
    'In one process: the operator token the portal publishes its local builds with (the API accepts it); unset → DATA_DIR/deploy-operator-token',
  ),
  objectStoreDir: setting(
    'OBJECT_STORE_DIR',
    kind.optional(kind.text()),
    "Root of the disk object store the remotes' versions are read from (no S3_BUCKET); unset → DATA_DIR/objects",
  ),
  // The API's store, named with the API's own variables (a separate edge reads what the API wrote under remotes/):
  // the edge needs read access to remotes/ only.
  s3: Type.Object(
    s3StoreSettings({
      bucket:
        "The API's bucket the remotes' versions are read from (remotes/); unset → the disk store at OBJECT_STORE_DIR",
      accessKey: "Access key reading remotes/; unset → the SDK's default credential chain",
    }),
  ),
  remotesCacheDir: setting(
    'REMOTES_CACHE_DIR',
    kind.optional(kind.text()),
    "Local cache of the remotes' registry and version files (rebuilt from the API and the store); unset → DATA_DIR/remotes-cache",
  ),
  // Progressive delivery (docs/operations.md): the key of pin links and of health tokens (the API's too), when a
  // canary or a release is rolled back by itself, and how long a release is watched.
  pinSecret: setting(
    'RELEASE_PIN_SECRET',
    kind.optional(kind.secret({ minLength: PIN_SECRET_MIN_LENGTH })),
    `HMAC key of pin links and cookies (npm run pin signs with the same); unset → one made in DATA_DIR/${PIN_SECRET_FILE}`,
  ),
  pinMaxMinutes: setting(
    'RELEASE_PIN_MAX_MINUTES',
    kind.between(1, 7 * 24 * 60, DEFAULT_PIN_MAX_MINUTES),
    'Longest a pin may hold, in minutes: a pin link or cookie reaching further is refused (npm run pin reads it too)',
  ),
  dataDir: setting(
    'DATA_DIR',
    kind.text('data'),
    "Folder of the generated pin secret (the API's data folder when it runs in this process)",
  ),
  healthSecret: setting(
    'HEALTH_TOKEN_SECRET',
    kind.optional(kind.secret()),
    'HMAC key of the health tokens pages carry (the API checks them with the same)',
  ),
  canaryPolicy: Type.Object({
    minFailing: setting(
      'CANARY_MIN_FAILING',
      kind.positive(5),
      'Failing sessions a canary or watched release needs before it can be rolled back',
    ),
    marginPct: setting(
      'CANARY_ERROR_MARGIN',
      kind.nonNegative(5),
      "Percentage points a canary's failing-session rate may exceed its baseline's",
    ),
  }),
  canaryCheckIntervalMs: setting(
    'CANARY_CHECK_INTERVAL_MS',
    kind.positive(15_000),
    "How often the edge checks running canaries' and watched releases' health",
  ),
  releaseWatchMs: setting(
    'RELEASE_WATCH_MS',
    kind.nonNegative(600_000),
    'How long after a release (or promotion) the edge watches it and rolls it back by itself (0: never)',
  ),
  socialLinks: setting(
    'SOCIAL_LINKS',
    kind.optional(
      kind.text(undefined, {
        pattern: `^${SOCIAL_LINK}(\\s*,\\s*${SOCIAL_LINK})*$`,
        description: 'Name=https://… links separated by commas',
      }),
    ),
    'Footer social links, Name=https://…,Other=https://…',
  ),
  errorDsn: setting(
    'ERROR_DSN',
    kind.optional(kind.httpUrl()),
    'Sentry-compatible DSN the browser reports errors to; unset → no error reporting',
  ),
  connectOrigins: setting(
    'CSP_CONNECT_ORIGINS',
    kind.optional(
      kind.text(undefined, {
        pattern: '^https?://[^\\s,/]+(\\s*,\\s*https?://[^\\s,/]+)*$',
        description: 'origins (http(s)://host[:port]) separated by commas',
      }),
    ),
    "Origins pages may send requests to besides their own, the API's and the games origin (an S3 upload endpoint)",
  ),
  buildId: setting('BUILD_ID', kind.text('local'), 'Release name in error reports'),
  // 20,000 keeps a part (about 2 KB per URL with its 19 language alternates) under the protocol's 50 MB; the
  // protocol's own limit is 50,000.
  sitemapPartSize: setting(
    'SITEMAP_PART_SIZE',
    kind.between(1, 50_000, 20_000),
    'URLs per sitemap file; more make /sitemap.xml an index of parts',
  ),
  ...processSettings,
});
