import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Static, TObject } from 'typebox';
import {
  DEFAULT_HEALTH_SECRET,
  flag,
  httpUrl,
  nonNegative,
  oneOf,
  optional,
  origin,
  port,
  positive,
  processEnv,
  readEnv,
  requireSeparateOrigins,
  secret,
  type ShutdownTiming,
  text,
  url,
} from '@portal/server-kit';

/** Settings from the environment, with safe local defaults (documented in the README's configuration table). */
export interface ApiConfig {
  /** postgres:// URL; unset → embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  /** Connections in the PostgreSQL pool. */
  databasePoolSize: number;
  /** PostgreSQL cancels any statement running longer than this (milliseconds). */
  databaseStatementTimeoutMs: number;
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
  /** On SIGTERM: how long readiness answers 503 before the listeners close, then how long requests get to finish. */
  shutdown: ShutdownTiming;
  /** Counter writes (views, plays, likes) allowed per client address per minute. */
  counterRateLimit: number;
  /** Lifetime of a counter token (the proof a play or like needs), and new actors per address per hour given one. */
  counterTokenTtlSeconds: number;
  counterActorsPerAddressHour: number;
  /** Analytics batches (POST /analytics/events, up to 50 events each) allowed per client address per minute. */
  analyticsRateLimit: number;
  /** Remote health batches (POST /remote-health) allowed per client address per minute. */
  remoteHealthRateLimit: number;
  /** Sessions of one remote version one address may open per hour (the address the token names). */
  remoteHealthSessionsPerAddress: number;
  /** HMAC key of the health tokens the edge puts in pages; the edge must have the same one. */
  healthTokenSecret: string;
  /** How long a catalogue answer may be served from this process's cache (writes here clear it at once). */
  cacheTtlMs: number;
  /** Counted views, plays and likes are added to the games table at most this long after (and on shutdown). */
  counterFlushMs: number;
  /** Behind a reverse proxy: client addresses come from X-Forwarded-For. */
  trustProxy: boolean;
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
  /** Broken-game reports per address per hour, and per device (or address fingerprint) per 10 minutes. */
  reportAddressLimit: number;
  reportDeviceLimit: number;
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
  /** Unsubmitted uploads (pending, received, confirmed) expire this long after their last change; their files go. */
  expirySeconds: number;
  /** How often the expiry sweep runs in each API process. */
  sweepIntervalSeconds: number;
  /** Per user: bytes held in unsubmitted uploads (archives, extracted builds) and unsubmitted uploads at once. */
  maxHeldBytes: number;
  maxPending: number;
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

const MB = 1024 * 1024;

/** Every variable the API reads (README, configuration), with its default; readEnv rejects invalid values. */
const apiEnv = {
  DATABASE_URL: optional(url(['postgres', 'postgresql'], { secret: true })),
  DATABASE_POOL_SIZE: positive(10),
  DATABASE_STATEMENT_TIMEOUT_MS: positive(5000),
  DATA_DIR: text('data'),
  GAMES_DIR: optional(text()),
  SEED_DIR: optional(text()),
  PORTAL_ORIGIN: optional(origin()),
  GAMES_ORIGIN: optional(origin()),
  ...processEnv,
  COUNTER_RATE_LIMIT: positive(120),
  COUNTER_TOKEN_TTL_SECONDS: positive(1800),
  COUNTER_ACTORS_PER_ADDRESS_HOUR: positive(20),
  ANALYTICS_RATE_LIMIT: positive(300),
  REMOTE_HEALTH_RATE_LIMIT: positive(120),
  REMOTE_HEALTH_ADDRESS_LIMIT: positive(3),
  HEALTH_TOKEN_SECRET: optional(secret()),
  CACHE_TTL_MS: positive(30_000),
  COUNTER_FLUSH_MS: positive(500),
  TRUST_PROXY: flag(false),
  REDIS_URL: optional(url(['redis', 'rediss'], { secret: true })),
  RATE_LIMIT_NAMESPACE: text('portal-rl:'),
  JWT_SECRET: optional(secret({ minLength: 32, description: 'a secret of at least 32 characters' })),
  ACCESS_TOKEN_TTL_SECONDS: positive(86_400),
  REFRESH_GRACE_SECONDS: positive(86_400),
  IDENTITY_TOKEN_TTL_SECONDS: positive(120),
  IDENTITY_SESSION_DAYS: positive(30),
  IDENTITY_COOKIE_SECURE: oneOf(['auto', 'true', 'false'], 'auto'),
  PASSWORD_RESET_TTL_MINUTES: positive(60),
  PASSWORD_RESET_PATH: text('/account', { pattern: '^/', description: 'a path starting with /' }),
  SMTP_HOST: optional(text()),
  SMTP_PORT: port(587),
  SMTP_SECURE: flag(false),
  SMTP_USER: optional(text()),
  SMTP_PASS: optional(secret()),
  SMTP_FROM: text('Playnook <no-reply@playnook.local>'),
  SIGN_IN_IP_LIMIT: positive(20),
  SIGN_IN_ACCOUNT_LIMIT: positive(10),
  SIGN_UP_IP_LIMIT: positive(30),
  PASSWORD_RESET_IP_LIMIT: positive(10),
  USER_WRITE_RATE_LIMIT: positive(240),
  PROGRESS_MAX_BYTES: positive(65_536),
  COMMENT_RATE_LIMIT: positive(10),
  COMMENT_LIKE_RATE_LIMIT: positive(60),
  COMMENT_DUPLICATE_WINDOW_SECONDS: positive(600),
  COMMENT_MAX_LINKS: nonNegative(2),
  FEEDBACK_RATE_LIMIT: positive(5),
  REPORT_ADDRESS_LIMIT: positive(10),
  REPORT_DEVICE_LIMIT: positive(3),
  UPLOAD_DIR: optional(text()),
  UPLOAD_MAX_BYTES: positive(100 * MB),
  UPLOAD_MAX_FILES: positive(1500),
  UPLOAD_MAX_UNCOMPRESSED_BYTES: positive(250 * MB),
  UPLOAD_MAX_COMPRESSION_RATIO: positive(200),
  UPLOAD_URL_TTL_SECONDS: positive(900),
  UPLOAD_URL_SECRET: optional(secret()),
  UPLOAD_URL_ORIGIN: optional(origin()),
  UPLOAD_PRESIGN_RATE_LIMIT: positive(30),
  UPLOAD_RATE_LIMIT: positive(60),
  UPLOAD_PUT_RATE_LIMIT: positive(30),
  UPLOAD_EXPIRY_HOURS: positive(24),
  UPLOAD_SWEEP_INTERVAL_SECONDS: positive(600),
  UPLOAD_MAX_HELD_BYTES: positive(1024 * MB),
  UPLOAD_MAX_PENDING: positive(10),
  MODERATOR_IDS: optional(text()),
  MODERATOR_EMAILS: optional(text()),
  S3_BUCKET: optional(text()),
  S3_REGION: text('us-east-1'),
  S3_ENDPOINT: optional(httpUrl()),
  S3_FORCE_PATH_STYLE: flag(false),
  S3_ACCESS_KEY_ID: optional(text()),
  S3_SECRET_ACCESS_KEY: optional(secret()),
  S3_PREFIX: text('uploads/'),
};

type ApiEnv = Static<TObject<typeof apiEnv>>;

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

function uploadConfig(env: ApiEnv, dataDir: string): UploadConfig {
  return {
    dir: path.resolve(env.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    maxBytes: env.UPLOAD_MAX_BYTES,
    maxFiles: env.UPLOAD_MAX_FILES,
    maxUncompressedBytes: env.UPLOAD_MAX_UNCOMPRESSED_BYTES,
    maxCompressionRatio: env.UPLOAD_MAX_COMPRESSION_RATIO,
    urlTtlSeconds: env.UPLOAD_URL_TTL_SECONDS,
    urlSecret: env.UPLOAD_URL_SECRET,
    urlOrigin: env.UPLOAD_URL_ORIGIN,
    preSignRateLimit: env.UPLOAD_PRESIGN_RATE_LIMIT,
    rateLimit: env.UPLOAD_RATE_LIMIT,
    putRateLimit: env.UPLOAD_PUT_RATE_LIMIT,
    expirySeconds: env.UPLOAD_EXPIRY_HOURS * 3600,
    sweepIntervalSeconds: env.UPLOAD_SWEEP_INTERVAL_SECONDS,
    maxHeldBytes: env.UPLOAD_MAX_HELD_BYTES,
    maxPending: env.UPLOAD_MAX_PENDING,
    moderatorIds: list(env.MODERATOR_IDS),
    moderatorEmails: list(env.MODERATOR_EMAILS),
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          prefix: env.S3_PREFIX,
        }
      : undefined,
  };
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** The API's settings from the environment; throws ConfigError naming every invalid variable. */
export function loadConfig(processEnv: NodeJS.ProcessEnv = process.env): ApiConfig {
  const env = readEnv(apiEnv, processEnv);
  const dataDir = path.resolve(env.DATA_DIR);
  const portalOrigin = env.PORTAL_ORIGIN ?? 'http://localhost:8080';
  const gamesOrigin = env.GAMES_ORIGIN ?? 'http://127.0.0.1:8081';
  requireSeparateOrigins(portalOrigin, gamesOrigin);
  return {
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    databaseStatementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    dataDir,
    gamesDir: path.resolve(env.GAMES_DIR ?? path.join(dataDir, 'games')),
    portalOrigin,
    gamesOrigin,
    seedDir: path.resolve(env.SEED_DIR ?? path.join(here, '..', 'seed')),
    logLevel: env.LOG_LEVEL,
    shutdown: { drainMs: env.SHUTDOWN_DRAIN_MS, graceMs: env.SHUTDOWN_GRACE_MS },
    counterRateLimit: env.COUNTER_RATE_LIMIT,
    counterTokenTtlSeconds: env.COUNTER_TOKEN_TTL_SECONDS,
    counterActorsPerAddressHour: env.COUNTER_ACTORS_PER_ADDRESS_HOUR,
    analyticsRateLimit: env.ANALYTICS_RATE_LIMIT,
    remoteHealthRateLimit: env.REMOTE_HEALTH_RATE_LIMIT,
    remoteHealthSessionsPerAddress: env.REMOTE_HEALTH_ADDRESS_LIMIT,
    healthTokenSecret: env.HEALTH_TOKEN_SECRET ?? DEFAULT_HEALTH_SECRET,
    cacheTtlMs: env.CACHE_TTL_MS,
    counterFlushMs: env.COUNTER_FLUSH_MS,
    trustProxy: env.TRUST_PROXY,
    redisUrl: env.REDIS_URL,
    rateLimitNamespace: env.RATE_LIMIT_NAMESPACE,
    jwtSecret: env.JWT_SECRET,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshGraceSeconds: env.REFRESH_GRACE_SECONDS,
    providerTokenTtlSeconds: env.IDENTITY_TOKEN_TTL_SECONDS,
    identitySessionDays: env.IDENTITY_SESSION_DAYS,
    identityCookieSecure: env.IDENTITY_COOKIE_SECURE === 'auto' ? 'auto' : env.IDENTITY_COOKIE_SECURE === 'true',
    passwordResetTtlMinutes: env.PASSWORD_RESET_TTL_MINUTES,
    passwordResetPath: env.PASSWORD_RESET_PATH,
    smtp: {
      host: env.SMTP_HOST,
      port: env.SMTP_PORT,
      secure: env.SMTP_SECURE,
      user: env.SMTP_USER,
      pass: env.SMTP_PASS,
      from: env.SMTP_FROM,
    },
    signInIpLimit: env.SIGN_IN_IP_LIMIT,
    signInAccountLimit: env.SIGN_IN_ACCOUNT_LIMIT,
    signUpIpLimit: env.SIGN_UP_IP_LIMIT,
    passwordResetIpLimit: env.PASSWORD_RESET_IP_LIMIT,
    userWriteRateLimit: env.USER_WRITE_RATE_LIMIT,
    progressMaxBytes: env.PROGRESS_MAX_BYTES,
    commentRateLimit: env.COMMENT_RATE_LIMIT,
    commentLikeRateLimit: env.COMMENT_LIKE_RATE_LIMIT,
    commentDuplicateWindowSeconds: env.COMMENT_DUPLICATE_WINDOW_SECONDS,
    commentMaxLinks: env.COMMENT_MAX_LINKS,
    feedbackRateLimit: env.FEEDBACK_RATE_LIMIT,
    reportAddressLimit: env.REPORT_ADDRESS_LIMIT,
    reportDeviceLimit: env.REPORT_DEVICE_LIMIT,
    upload: uploadConfig(env, dataDir),
  };
}
