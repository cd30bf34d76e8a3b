import { Type } from 'typebox';
import { DEFAULT_HEALTH_SECRET, kind, processSettings, s3StoreSettings, setting } from '@portal/server-kit/settings';

const MB = 1024 * 1024;

/**
 * Every setting the API reads, declared once (@portal/server-kit/settings): a new one here is in ApiConfig, read, checked and
 * held to docs/configuration.md (config.test.ts) with no other edit. config.ts derives the few values that
 * depend on others (folders under DATA_DIR, the origins' defaults, S3 only with a bucket).
 */
export const ApiSettings = Type.Object({
  databaseUrl: setting(
    'DATABASE_URL',
    kind.optional(kind.url(['postgres', 'postgresql'], { secret: true })),
    'PostgreSQL URL; unset → embedded PGlite under DATA_DIR',
  ),
  databasePoolSize: setting('DATABASE_POOL_SIZE', kind.positive(10), 'Connections in the PostgreSQL pool'),
  databaseStatementTimeoutMs: setting(
    'DATABASE_STATEMENT_TIMEOUT_MS',
    kind.positive(5000),
    'PostgreSQL cancels any statement running longer than this (milliseconds)',
  ),
  dataDir: setting(
    'DATA_DIR',
    kind.text('data'),
    'Embedded database, object store, upload scratch and the generated token secret',
  ),
  objectsDir: setting(
    'OBJECTS_DIR',
    kind.optional(kind.text()),
    'Embedded object store (game builds, thumbnails, checked uploads) when S3_BUCKET is unset; unset → DATA_DIR/objects',
  ),
  seedDir: setting(
    'SEED_DIR',
    kind.optional(kind.text()),
    'Seed content (catalogue, games, blog, SEO); unset → api/seed',
  ),
  portalOrigin: setting(
    'PORTAL_ORIGIN',
    kind.optional(kind.origin()),
    'Origin of the portal, allowed to frame games; unset → http://localhost:8080',
  ),
  gamesOrigin: setting(
    'GAMES_ORIGIN',
    kind.optional(kind.origin()),
    "Base origin of game files: each game runs on <slug>.<its host>; never the portal's; unset → http://games.localhost:8081",
  ),
  previewOrigin: setting(
    'PREVIEW_ORIGIN',
    kind.optional(kind.origin()),
    "Base of the unreviewed builds' preview origins (<file id>.<its host>); unset → http://preview.localhost:8081",
  ),
  ...processSettings,
  counterRateLimit: setting(
    'COUNTER_RATE_LIMIT',
    kind.positive(120),
    'Counter writes (views, plays, likes) per client address per minute',
  ),
  counterTokenTtlSeconds: setting(
    'COUNTER_TOKEN_TTL_SECONDS',
    kind.positive(1800),
    'Lifetime of a counter token, the proof a play or like needs',
  ),
  counterActorsPerAddressHour: setting(
    'COUNTER_ACTORS_PER_ADDRESS_HOUR',
    kind.positive(20),
    'New actors one address may get counter tokens for per hour',
  ),
  analyticsRateLimit: setting(
    'ANALYTICS_RATE_LIMIT',
    kind.positive(300),
    'Analytics batches (up to 50 events each) per client address per minute',
  ),
  analyticsRetentionDays: setting(
    'ANALYTICS_RETENTION_DAYS',
    kind.positive(90),
    "Raw analytics events older than this many days are deleted once the studio's rollups hold them",
  ),
  studioRollupIntervalMs: setting(
    'STUDIO_ROLLUP_INTERVAL_MS',
    kind.positive(60_000),
    "How often the studio's rollup job folds new events in (one replica at a time)",
  ),
  studioDemoAccounts: setting(
    'STUDIO_DEMO_ACCOUNTS',
    kind.flag(false),
    'Create the known maker (with a live game) and operator accounts at start (e2e and development)',
  ),
  operatorIds: setting(
    'OPERATOR_IDS',
    kind.optional(kind.text()),
    'Operators (the ops console) by user id, comma-separated',
  ),
  operatorEmails: setting(
    'OPERATOR_EMAILS',
    kind.optional(kind.text()),
    'Operators (the ops console) by email, comma-separated',
  ),
  remoteHealthRateLimit: setting(
    'REMOTE_HEALTH_RATE_LIMIT',
    kind.positive(120),
    'Remote health batches per client address per minute',
  ),
  remoteHealthSessionsPerAddress: setting(
    'REMOTE_HEALTH_ADDRESS_LIMIT',
    kind.positive(3),
    'Sessions of one remote version one address may open per hour',
  ),
  healthTokenSecret: setting(
    'HEALTH_TOKEN_SECRET',
    kind.text(DEFAULT_HEALTH_SECRET, { secret: true, description: 'a secret' }),
    "HMAC key of the health tokens the edge puts in pages (the edge's own)",
  ),
  cacheTtlMs: setting(
    'CACHE_TTL_MS',
    kind.positive(30_000),
    "Longest a catalogue answer is served from this process's cache",
  ),
  cacheFallbackTtlMs: setting(
    'CACHE_FALLBACK_TTL_MS',
    kind.positive(1000),
    "Longest a catalogue answer is served from the cache while the replicas' invalidation bus is down",
  ),
  counterFlushMs: setting(
    'COUNTER_FLUSH_MS',
    kind.positive(500),
    'Counted views, plays and likes reach the games table at most this long after',
  ),
  trustProxy: setting('TRUST_PROXY', kind.flag(false), 'Behind a reverse proxy: client addresses from X-Forwarded-For'),
  redisUrl: setting(
    'REDIS_URL',
    kind.optional(kind.url(['redis', 'rediss'], { secret: true })),
    'Rate limits and the cache invalidation bus shared by replicas in Redis; unset → in memory per process, bus over PostgreSQL',
  ),
  rateLimitNamespace: setting(
    'RATE_LIMIT_NAMESPACE',
    kind.text('portal-rl:'),
    'Prefix of the rate-limit keys in Redis',
  ),
  deployOperatorToken: setting(
    'DEPLOY_OPERATOR_TOKEN',
    kind.optional(kind.secret({ minLength: 32, description: 'a secret of at least 32 characters' })),
    'Accepted as an operator deploy token (compose bootstrap, CI); unset → generated once in DATA_DIR/deploy-operator-token',
  ),
  deployEdgeToken: setting(
    'DEPLOY_EDGE_TOKEN',
    kind.optional(kind.secret({ minLength: 32, description: 'a secret of at least 32 characters' })),
    "Accepted as the edge's deploy token (reads the registry, records automatic rollbacks); unset → generated once in DATA_DIR/deploy-edge-token",
  ),
  jwtSecret: setting(
    'JWT_SECRET',
    kind.optional(kind.secret({ minLength: 32, description: 'a secret of at least 32 characters' })),
    'HS256 secret of access and provider tokens; unset → generated once in DATA_DIR/jwt-secret',
  ),
  accessTokenTtlSeconds: setting('ACCESS_TOKEN_TTL_SECONDS', kind.positive(86_400), 'Access token lifetime'),
  refreshGraceSeconds: setting(
    'REFRESH_GRACE_SECONDS',
    kind.positive(86_400),
    'How long after expiry an access token may still be exchanged at /auth/refresh',
  ),
  providerTokenTtlSeconds: setting(
    'IDENTITY_TOKEN_TTL_SECONDS',
    kind.positive(120),
    'Lifetime of the provider token the identity provider hands the front end',
  ),
  identitySessionDays: setting('IDENTITY_SESSION_DAYS', kind.positive(30), 'Identity session (cookie) lifetime'),
  identityCookieSecure: setting(
    'IDENTITY_COOKIE_SECURE',
    kind.oneOf(['auto', 'true', 'false'], 'auto'),
    'Secure flag of the identity cookie; auto → set when the request came over HTTPS',
  ),
  passwordResetTtlMinutes: setting('PASSWORD_RESET_TTL_MINUTES', kind.positive(60), 'Reset link lifetime'),
  passwordResetPath: setting(
    'PASSWORD_RESET_PATH',
    kind.text('/account', { pattern: '^/', description: 'a path starting with /' }),
    'Locale-neutral portal page a reset link opens, with ?reset_token=',
  ),
  smtp: Type.Object({
    host: setting(
      'SMTP_HOST',
      kind.optional(kind.text()),
      'Mail server for reset links; unset → the link goes to the log',
    ),
    port: setting('SMTP_PORT', kind.port(587), 'Mail server port'),
    secure: setting('SMTP_SECURE', kind.flag(false), 'TLS from the start of the mail connection'),
    user: setting('SMTP_USER', kind.optional(kind.text()), 'Mail server user'),
    pass: setting('SMTP_PASS', kind.optional(kind.secret()), 'Mail server password'),
    from: setting('SMTP_FROM', kind.text('Playnook <no-reply@playnook.local>'), 'Sender of reset mail'),
  }),
  signInIpLimit: setting('SIGN_IN_IP_LIMIT', kind.positive(20), 'Sign-in attempts per client address per minute'),
  signInAccountLimit: setting(
    'SIGN_IN_ACCOUNT_LIMIT',
    kind.positive(10),
    'Failed sign-ins per account and address per 15 minutes (successes never count)',
  ),
  signUpIpLimit: setting('SIGN_UP_IP_LIMIT', kind.positive(30), 'Sign-ups per client address per hour'),
  passwordResetIpLimit: setting(
    'PASSWORD_RESET_IP_LIMIT',
    kind.positive(10),
    'Password-reset requests per client address per hour',
  ),
  userWriteRateLimit: setting(
    'USER_WRITE_RATE_LIMIT',
    kind.positive(240),
    'Writes per signed-in user per minute on /user/ routes and likes',
  ),
  progressMaxBytes: setting(
    'PROGRESS_MAX_BYTES',
    kind.positive(65_536),
    'Largest saved game progress, in bytes of JSON',
  ),
  commentRateLimit: setting('COMMENT_RATE_LIMIT', kind.positive(10), 'Comments per signed-in user per minute'),
  commentLikeRateLimit: setting(
    'COMMENT_LIKE_RATE_LIMIT',
    kind.positive(60),
    'Comment likes and unlikes per signed-in user per minute',
  ),
  commentDuplicateWindowSeconds: setting(
    'COMMENT_DUPLICATE_WINDOW_SECONDS',
    kind.positive(600),
    'The same user posting the same text on the same game within this window is refused',
  ),
  commentMaxLinks: setting(
    'COMMENT_MAX_LINKS',
    kind.nonNegative(2),
    'Most links one comment may carry; 0 forbids links',
  ),
  feedbackRateLimit: setting(
    'FEEDBACK_RATE_LIMIT',
    kind.positive(5),
    'Feedback messages per signed-in user per 10 minutes',
  ),
  reportAddressLimit: setting('REPORT_ADDRESS_LIMIT', kind.positive(10), 'Broken-game reports per address per hour'),
  reportDeviceLimit: setting('REPORT_DEVICE_LIMIT', kind.positive(3), 'Broken-game reports per device per 10 minutes'),
  upload: Type.Object({
    dir: setting(
      'UPLOAD_DIR',
      kind.optional(kind.text()),
      'Archives received by the API (no S3) and scratch of the archive check; unset → DATA_DIR/uploads',
    ),
    maxBytes: setting('UPLOAD_MAX_BYTES', kind.positive(100 * MB), 'Largest archive accepted, in bytes'),
    maxFiles: setting('UPLOAD_MAX_FILES', kind.positive(1500), 'Most files in an archive'),
    maxUncompressedBytes: setting(
      'UPLOAD_MAX_UNCOMPRESSED_BYTES',
      kind.positive(250 * MB),
      'Largest total uncompressed size of an archive, in bytes',
    ),
    maxCompressionRatio: setting(
      'UPLOAD_MAX_COMPRESSION_RATIO',
      kind.positive(200),
      'An entry (from 1 MiB) inflating more than this many times its size is a zip bomb',
    ),
    urlTtlSeconds: setting('UPLOAD_URL_TTL_SECONDS', kind.positive(900), 'Lifetime of an upload URL'),
    previewTtlSeconds: setting(
      'UPLOAD_PREVIEW_TTL_SECONDS',
      kind.positive(900),
      "Lifetime of a signed preview URL of an unreviewed build (the uploader's and moderators')",
    ),
    urlSecret: setting(
      'UPLOAD_URL_SECRET',
      kind.optional(kind.secret()),
      "HMAC key of the API's own upload URLs; unset → derived from the token secret",
    ),
    urlOrigin: setting(
      'UPLOAD_URL_ORIGIN',
      kind.optional(kind.origin()),
      "Origin put before the API's own upload URLs; unset → a path on the API's origin",
    ),
    preSignRateLimit: setting('UPLOAD_PRESIGN_RATE_LIMIT', kind.positive(30), 'preSign calls per user per hour'),
    rateLimit: setting('UPLOAD_RATE_LIMIT', kind.positive(60), 'Confirm and submit calls per user per minute'),
    putRateLimit: setting('UPLOAD_PUT_RATE_LIMIT', kind.positive(30), 'Upload PUTs per client address per minute'),
    expiryHours: setting(
      'UPLOAD_EXPIRY_HOURS',
      kind.positive(24),
      'Unsubmitted uploads expire this long after their last change',
    ),
    sweepIntervalSeconds: setting(
      'UPLOAD_SWEEP_INTERVAL_SECONDS',
      kind.positive(600),
      'How often each API process runs the expiry sweep',
    ),
    maxHeldBytes: setting(
      'UPLOAD_MAX_HELD_BYTES',
      kind.positive(1024 * MB),
      'Per user: bytes held by uploads not yet reviewed (archives, then measured builds, those waiting for review included)',
    ),
    maxPending: setting('UPLOAD_MAX_PENDING', kind.positive(10), 'Per user: unsubmitted uploads at once'),
    maxInReview: setting('UPLOAD_MAX_IN_REVIEW', kind.positive(3), 'Per user: games waiting for review at once'),
    minFreeBytes: setting(
      'UPLOAD_MIN_FREE_BYTES',
      kind.nonNegative(1024 * MB),
      'Uploads pause while UPLOAD_DIR or the embedded object store has less free disk than this, in bytes; 0 never pauses',
    ),
    moderatorIds: setting('MODERATOR_IDS', kind.optional(kind.text()), 'Moderators by user id, comma-separated'),
    moderatorEmails: setting('MODERATOR_EMAILS', kind.optional(kind.text()), 'Moderators by email, comma-separated'),
    s3: Type.Object({
      ...s3StoreSettings({
        bucket:
          'Selects S3-compatible storage of archives and objects (games/, previews/, remotes/); unset → local disk',
        accessKey: "Access key; unset → the SDK's default credential chain",
      }),
      prefix: setting('S3_PREFIX', kind.text('uploads/'), 'Key prefix of archives in the bucket'),
    }),
  }),
});
