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
  /** Analytics batches (POST /analytics/events, up to 50 events each) allowed per client address per minute. */
  analyticsRateLimit: number;
  /** How long a catalogue answer may be served from this process's cache (writes here clear it at once). */
  cacheTtlMs: number;
  /** Rate-limit store: in memory per process by default; Redis (shared by replicas) when set. */
  redisUrl: string | undefined;
  /** Prefix of the rate-limit keys in Redis, so several deployments (or test runs) can share one server. */
  rateLimitNamespace: string;
  /** HS256 secret of access and provider tokens; unset → generated once and kept in <dataDir>/jwt-secret. */
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  /** How long after expiry an access token may still be exchanged at /auth/refresh. */
  refreshGraceSeconds: number;
  /** Lifetime of the provider token the identity provider hands the front end for /auth/login. */
  providerTokenTtlSeconds: number;
  identitySessionDays: number;
  /** Secure flag of the identity cookie: true, false, or 'auto' (set when the request came over HTTPS). */
  identityCookieSecure: boolean | 'auto';
  passwordResetTtlMinutes: number;
  /** Locale-neutral portal page the reset link opens, with `?reset_token=` (the locale prefix is added per mail). */
  passwordResetPath: string;
  /** SMTP for password-reset mail; unset host → the link is written to the server log instead. */
  smtp: {
    host: string | undefined;
    port: number;
    secure: boolean;
    user: string | undefined;
    pass: string | undefined;
    from: string;
  };
  /** Sign-in attempts per client address per minute, and per account (email) per 15 minutes. */
  signInIpLimit: number;
  signInAccountLimit: number;
  /** Sign-ups and password-reset requests per client address per hour. */
  signUpIpLimit: number;
  passwordResetIpLimit: number;
  /** Writes per signed-in user per minute on /user/ routes (favourites, likes, progress, profile). */
  userWriteRateLimit: number;
  /** Largest save data accepted by /user/g/report, in bytes of JSON. */
  progressMaxBytes: number;
  /** Comments per signed-in user per minute, and comment likes/unlikes per user per minute. */
  commentRateLimit: number;
  commentLikeRateLimit: number;
  /** The same user posting the same (normalised) text on the same game within this window is refused. */
  commentDuplicateWindowSeconds: number;
  /** Most links (URLs, www. or bare common-TLD domains) one comment may carry; 0 forbids links. */
  commentMaxLinks: number;
  /** Feedback messages per signed-in user per 10 minutes. */
  feedbackRateLimit: number;
  upload: UploadConfig;
}

/** Game uploads: where archives wait, how big they may be, how long an upload URL lives, who moderates. */
export interface UploadConfig {
  /** Storage root of incoming archives and extraction work folders (local disk). */
  dir: string;
  /** Largest archive accepted, in bytes (declared at preSign and enforced while the bytes stream in). */
  maxBytes: number;
  maxFiles: number;
  maxUncompressedBytes: number;
  /** An entry inflating to more than this many times its compressed size (from 1 MiB up) is a zip bomb. */
  maxCompressionRatio: number;
  urlTtlSeconds: number;
  /** HMAC secret of the API's own upload URLs; unset → derived from the token secret. */
  urlSecret: string | undefined;
  /** Origin prepended to the API's own upload URLs (e.g. https://api.example.com); unset → a path on the API's origin. */
  urlOrigin: string | undefined;
  /** preSign calls per user per hour; confirm/submit calls per user per minute; PUTs per client address per minute. */
  preSignRateLimit: number;
  rateLimit: number;
  putRateLimit: number;
  /** Moderators by configuration, besides users whose role the CLI set (user ids and emails, compared case-insensitively). */
  moderatorIds: string[];
  moderatorEmails: string[];
  /** S3-compatible archive storage; unset (no S3_BUCKET) → local disk under `dir`. */
  s3: S3Config | undefined;
}

export interface S3Config {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2 …); unset → AWS. */
  endpoint: string | undefined;
  forcePathStyle: boolean;
  /** Unset → the SDK's default credential chain (environment, profile, instance role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Key prefix of archives in the bucket. */
  prefix: string;
}

function positiveInt(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

function nonNegativeInt(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback;
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

const MB = 1024 * 1024;

function loadUploadConfig(env: NodeJS.ProcessEnv, dataDir: string): UploadConfig {
  return {
    dir: path.resolve(env.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    maxBytes: positiveInt(env.UPLOAD_MAX_BYTES, 100 * MB),
    maxFiles: positiveInt(env.UPLOAD_MAX_FILES, 1500),
    maxUncompressedBytes: positiveInt(env.UPLOAD_MAX_UNCOMPRESSED_BYTES, 250 * MB),
    maxCompressionRatio: positiveInt(env.UPLOAD_MAX_COMPRESSION_RATIO, 200),
    urlTtlSeconds: positiveInt(env.UPLOAD_URL_TTL_SECONDS, 900),
    urlSecret: env.UPLOAD_URL_SECRET || undefined,
    urlOrigin: env.UPLOAD_URL_ORIGIN || undefined,
    preSignRateLimit: positiveInt(env.UPLOAD_PRESIGN_RATE_LIMIT, 30),
    rateLimit: positiveInt(env.UPLOAD_RATE_LIMIT, 60),
    putRateLimit: positiveInt(env.UPLOAD_PUT_RATE_LIMIT, 30),
    moderatorIds: list(env.MODERATOR_IDS),
    moderatorEmails: list(env.MODERATOR_EMAILS),
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION ?? 'us-east-1',
          endpoint: env.S3_ENDPOINT || undefined,
          forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
          accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
          prefix: env.S3_PREFIX ?? 'uploads/',
        }
      : undefined,
  };
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
    analyticsRateLimit: positiveInt(env.ANALYTICS_RATE_LIMIT, 300),
    cacheTtlMs: positiveInt(env.CACHE_TTL_MS, 30_000),
    redisUrl: env.REDIS_URL || undefined,
    rateLimitNamespace: env.RATE_LIMIT_NAMESPACE ?? 'portal-rl:',
    jwtSecret: env.JWT_SECRET || undefined,
    accessTokenTtlSeconds: positiveInt(env.ACCESS_TOKEN_TTL_SECONDS, 86_400),
    refreshGraceSeconds: positiveInt(env.REFRESH_GRACE_SECONDS, 86_400),
    providerTokenTtlSeconds: positiveInt(env.IDENTITY_TOKEN_TTL_SECONDS, 120),
    identitySessionDays: positiveInt(env.IDENTITY_SESSION_DAYS, 30),
    identityCookieSecure:
      env.IDENTITY_COOKIE_SECURE === 'true' ? true : env.IDENTITY_COOKIE_SECURE === 'false' ? false : 'auto',
    passwordResetTtlMinutes: positiveInt(env.PASSWORD_RESET_TTL_MINUTES, 60),
    passwordResetPath: env.PASSWORD_RESET_PATH ?? '/account',
    smtp: {
      host: env.SMTP_HOST || undefined,
      port: positiveInt(env.SMTP_PORT, 587),
      secure: env.SMTP_SECURE === 'true',
      user: env.SMTP_USER || undefined,
      pass: env.SMTP_PASS || undefined,
      from: env.SMTP_FROM ?? 'Playnook <no-reply@playnook.local>',
    },
    signInIpLimit: positiveInt(env.SIGN_IN_IP_LIMIT, 20),
    signInAccountLimit: positiveInt(env.SIGN_IN_ACCOUNT_LIMIT, 10),
    signUpIpLimit: positiveInt(env.SIGN_UP_IP_LIMIT, 30),
    passwordResetIpLimit: positiveInt(env.PASSWORD_RESET_IP_LIMIT, 10),
    userWriteRateLimit: positiveInt(env.USER_WRITE_RATE_LIMIT, 240),
    progressMaxBytes: positiveInt(env.PROGRESS_MAX_BYTES, 65_536),
    commentRateLimit: positiveInt(env.COMMENT_RATE_LIMIT, 10),
    commentLikeRateLimit: positiveInt(env.COMMENT_LIKE_RATE_LIMIT, 60),
    commentDuplicateWindowSeconds: positiveInt(env.COMMENT_DUPLICATE_WINDOW_SECONDS, 600),
    commentMaxLinks: nonNegativeInt(env.COMMENT_MAX_LINKS, 2),
    feedbackRateLimit: positiveInt(env.FEEDBACK_RATE_LIMIT, 5),
    upload: loadUploadConfig(env, dataDir),
  };
}
