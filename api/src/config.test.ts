import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { loadConfig } from './config.js';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MB = 1024 * 1024;

/** The message loadConfig's ConfigError carries for an environment. */
function problemsOf(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  assert.fail(`${JSON.stringify(env)} was accepted`);
}

describe('API configuration', () => {
  it('keeps its documented defaults when nothing is set', () => {
    const data = path.resolve('data');
    assert.deepEqual(loadConfig({}), {
      databaseUrl: undefined,
      databasePoolSize: 10,
      databaseStatementTimeoutMs: 5000,
      deployOperatorToken: undefined,
      deployEdgeToken: undefined,
      dataDir: data,
      objectsDir: path.join(data, 'objects'),
      portalOrigin: 'http://localhost:8080',
      gamesOrigin: 'http://games.localhost:8081',
      previewOrigin: 'http://preview.localhost:8081',
      seedDir: path.join(apiDir, 'seed'),
      logLevel: 'info',
      shutdown: { drainMs: 0, graceMs: 10_000 },
      counterRateLimit: 120,
      counterTokenTtlSeconds: 1800,
      counterActorsPerAddressHour: 20,
      analyticsRateLimit: 300,
      analyticsRetentionDays: 90,
      studioRollupIntervalMs: 60_000,
      studioDemoAccounts: false,
      searchSnapshots: true,
      operators: { ids: [], emails: [] },
      remoteHealthRateLimit: 120,
      remoteHealthSessionsPerAddress: 3,
      healthTokenSecret: 'playnook-local-health-secret',
      reportAddressLimit: 10,
      reportDeviceLimit: 3,
      cacheTtlMs: 30_000,
      cacheFallbackTtlMs: 1000,
      counterFlushMs: 500,
      trustProxy: false,
      redisUrl: undefined,
      rateLimitNamespace: 'portal-rl:',
      jwtSecret: undefined,
      accessTokenTtlSeconds: 86_400,
      refreshGraceSeconds: 86_400,
      providerTokenTtlSeconds: 120,
      identitySessionDays: 30,
      identityCookieSecure: 'auto',
      passwordResetTtlMinutes: 60,
      passwordResetPath: '/account',
      smtp: {
        host: undefined,
        port: 587,
        secure: false,
        user: undefined,
        pass: undefined,
        from: 'Playnook <no-reply@playnook.local>',
      },
      signInIpLimit: 20,
      signInAccountLimit: 10,
      signUpIpLimit: 30,
      passwordResetIpLimit: 10,
      userWriteRateLimit: 240,
      progressMaxBytes: 65_536,
      commentRateLimit: 10,
      commentLikeRateLimit: 60,
      commentDuplicateWindowSeconds: 600,
      commentMaxLinks: 2,
      feedbackRateLimit: 5,
      upload: {
        dir: path.join(data, 'uploads'),
        maxBytes: 100 * MB,
        maxFiles: 1500,
        maxUncompressedBytes: 250 * MB,
        maxCompressionRatio: 200,
        urlTtlSeconds: 900,
        previewTtlSeconds: 900,
        urlSecret: undefined,
        urlOrigin: undefined,
        preSignRateLimit: 30,
        rateLimit: 60,
        putRateLimit: 30,
        expirySeconds: 86_400,
        sweepIntervalSeconds: 600,
        maxHeldBytes: 1024 * 1024 * 1024,
        maxPending: 10,
        maxInReview: 3,
        minFreeBytes: 1024 * 1024 * 1024,
        moderatorIds: [],
        moderatorEmails: [],
        s3: undefined,
      },
    });
  });

  it('treats an empty or blank variable as unset, and ignores white space around a value', () => {
    assert.deepEqual(loadConfig({ COUNTER_RATE_LIMIT: '', LOG_LEVEL: '  ', DATABASE_URL: '' }), loadConfig({}));
    assert.equal(loadConfig({ COUNTER_RATE_LIMIT: ' 50 ' }).counterRateLimit, 50);
  });

  it('reads every variable of the README configuration tables', () => {
    // One valid value per variable; each must change what loadConfig answers.
    const samples: Record<string, string> = {
      DATABASE_URL: 'postgres://portal@db:5432/portal',
      DATABASE_POOL_SIZE: '4',
      DATA_DIR: '/srv/portal',
      OBJECTS_DIR: '/srv/objects',
      SEED_DIR: '/srv/seed',
      PORTAL_ORIGIN: 'https://play.example.com',
      GAMES_ORIGIN: 'https://games.example.net',
      LOG_LEVEL: 'debug',
      SHUTDOWN_DRAIN_MS: '5000',
      SHUTDOWN_GRACE_MS: '2000',
      COUNTER_RATE_LIMIT: '7',
      COUNTER_TOKEN_TTL_SECONDS: '300',
      COUNTER_ACTORS_PER_ADDRESS_HOUR: '3',
      ANALYTICS_RATE_LIMIT: '8',
      REMOTE_HEALTH_ADDRESS_LIMIT: '9',
      HEALTH_TOKEN_SECRET: 'another-health-secret',
      CACHE_TTL_MS: '1000',
      COUNTER_FLUSH_MS: '250',
      DATABASE_STATEMENT_TIMEOUT_MS: '2500',
      TRUST_PROXY: 'true',
      REDIS_URL: 'redis://cache:6379',
      RATE_LIMIT_NAMESPACE: 'other:',
      JWT_SECRET: 's'.repeat(32),
      ACCESS_TOKEN_TTL_SECONDS: '60',
      REFRESH_GRACE_SECONDS: '61',
      IDENTITY_TOKEN_TTL_SECONDS: '62',
      IDENTITY_SESSION_DAYS: '7',
      IDENTITY_COOKIE_SECURE: 'true',
      PASSWORD_RESET_TTL_MINUTES: '15',
      PASSWORD_RESET_PATH: '/reset',
      SMTP_HOST: 'mail.example.com',
      SMTP_PORT: '465',
      SMTP_SECURE: 'true',
      SMTP_USER: 'mailer',
      SMTP_PASS: 'mail-password',
      SMTP_FROM: 'Games <games@example.com>',
      SIGN_IN_IP_LIMIT: '1',
      SIGN_IN_ACCOUNT_LIMIT: '2',
      SIGN_UP_IP_LIMIT: '3',
      PASSWORD_RESET_IP_LIMIT: '4',
      USER_WRITE_RATE_LIMIT: '5',
      PROGRESS_MAX_BYTES: '1024',
      COMMENT_RATE_LIMIT: '6',
      COMMENT_LIKE_RATE_LIMIT: '7',
      COMMENT_DUPLICATE_WINDOW_SECONDS: '8',
      COMMENT_MAX_LINKS: '0',
      FEEDBACK_RATE_LIMIT: '9',
      UPLOAD_DIR: '/srv/uploads',
      UPLOAD_MAX_BYTES: '1000',
      UPLOAD_MAX_FILES: '10',
      UPLOAD_MAX_UNCOMPRESSED_BYTES: '2000',
      UPLOAD_MAX_COMPRESSION_RATIO: '50',
      UPLOAD_URL_TTL_SECONDS: '60',
      UPLOAD_URL_SECRET: 'upload-secret',
      UPLOAD_URL_ORIGIN: 'https://api.example.com',
      UPLOAD_PRESIGN_RATE_LIMIT: '1',
      UPLOAD_RATE_LIMIT: '2',
      UPLOAD_PUT_RATE_LIMIT: '3',
      UPLOAD_EXPIRY_HOURS: '2',
      UPLOAD_SWEEP_INTERVAL_SECONDS: '60',
      UPLOAD_MAX_HELD_BYTES: '5000',
      UPLOAD_MAX_PENDING: '3',
      UPLOAD_MAX_IN_REVIEW: '2',
      UPLOAD_MIN_FREE_BYTES: '0',
      MODERATOR_IDS: 'u-1, U-2',
      MODERATOR_EMAILS: 'Ada@Example.com',
      S3_BUCKET: 'archives',
    };
    // The S3 settings apply once S3_BUCKET selects that backend.
    const s3Samples: Record<string, string> = {
      S3_REGION: 'eu-west-3',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'key-secret',
      S3_PREFIX: 'incoming/',
    };
    for (const [name, value] of Object.entries(samples))
      assert.notDeepEqual(loadConfig({ [name]: value }), loadConfig({}), `${name} is read`);
    const s3 = { S3_BUCKET: 'archives' };
    for (const [name, value] of Object.entries(s3Samples))
      assert.notDeepEqual(loadConfig({ ...s3, [name]: value }), loadConfig(s3), `${name} is read`);

    const all = loadConfig({ ...samples, ...s3Samples });
    assert.equal(all.identityCookieSecure, true);
    assert.equal(loadConfig({ IDENTITY_COOKIE_SECURE: 'false' }).identityCookieSecure, false);
    assert.deepEqual(all.upload.moderatorIds, ['u-1', 'u-2']);
    assert.deepEqual(all.upload.s3, {
      bucket: 'archives',
      region: 'eu-west-3',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      accessKeyId: 'key-id',
      secretAccessKey: 'key-secret',
      prefix: 'incoming/',
    });
  });

  it('refuses an invalid value, naming the variable, the value and what is expected', () => {
    const origin = 'an origin such as https://example.com or http://localhost:8080 (no path, no trailing slash)';
    const cases: [name: string, value: string, expected: string][] = [
      ['COUNTER_RATE_LIMIT', 'abc', 'a whole number of at least 1'],
      ['COUNTER_RATE_LIMIT', '-5', 'a whole number of at least 1'],
      ['CACHE_TTL_MS', '0', 'a whole number of at least 1'],
      ['UPLOAD_MAX_BYTES', '1.5', 'a whole number of at least 1'],
      ['UPLOAD_MAX_FILES', '1e3', 'a whole number of at least 1'],
      ['DATABASE_POOL_SIZE', '0x10', 'a whole number of at least 1'],
      ['COMMENT_MAX_LINKS', '-1', 'a whole number of at least 0'],
      ['SHUTDOWN_GRACE_MS', 'ten', 'a whole number of at least 0'],
      ['SMTP_PORT', '70000', 'a port number from 1 to 65535'],
      ['LOG_LEVEL', 'loud', 'one of fatal, error, warn, info, debug, trace, silent'],
      ['IDENTITY_COOKIE_SECURE', 'yes', 'one of auto, true, false'],
      ['TRUST_PROXY', '1', 'true or false'],
      ['SMTP_SECURE', 'TRUE', 'true or false'],
      ['S3_FORCE_PATH_STYLE', 'on', 'true or false'],
      ['PORTAL_ORIGIN', 'localhost:8080', origin],
      ['GAMES_ORIGIN', 'http://127.0.0.1:8081/games', origin],
      ['UPLOAD_URL_ORIGIN', 'https://api.example.com/', origin],
      ['S3_ENDPOINT', 'minio:9000', 'a URL starting with http:// or https://'],
      ['PASSWORD_RESET_PATH', 'account', 'a path starting with /'],
    ];
    for (const [name, value, expected] of cases)
      assert.equal(
        problemsOf({ [name]: value }),
        `Invalid configuration; fix these environment variables and start again:\n  ${name}=${JSON.stringify(value)}: expected ${expected}`,
      );
  });

  it('never prints a secret, and lists every invalid variable at once', () => {
    const message = problemsOf({
      DATABASE_URL: 'mysql://portal:db-password@db/portal',
      REDIS_URL: 'http://:redis-password@cache',
      JWT_SECRET: 'short-jwt-secret',
      COUNTER_RATE_LIMIT: '-1',
    });
    assert.deepEqual(message.split('\n').slice(1), [
      '  DATABASE_URL=(secret, not shown): expected a URL starting with postgres:// or postgresql://',
      '  COUNTER_RATE_LIMIT="-1": expected a whole number of at least 1',
      '  REDIS_URL=(secret, not shown): expected a URL starting with redis:// or rediss://',
      '  JWT_SECRET=(secret, not shown): expected a secret of at least 32 characters',
    ]);
  });

  it('refuses a games origin equal to the portal origin: game files must not run on the portal', () => {
    assert.match(
      problemsOf({ PORTAL_ORIGIN: 'https://play.example.com', GAMES_ORIGIN: 'https://play.example.com' }),
      /GAMES_ORIGIN="https:\/\/play\.example\.com": expected an origin other than the portal's \(PORTAL_ORIGIN\)/,
    );
  });

  it('refuses a games base origin that cannot give each game a sub-domain, or that holds the portal', () => {
    assert.match(problemsOf({ GAMES_ORIGIN: 'http://127.0.0.1:8081' }), /expected a host name, not an address/);
    assert.match(problemsOf({ GAMES_ORIGIN: 'http://[::1]:8081' }), /expected a host name, not an address/);
    assert.match(
      problemsOf({ PORTAL_ORIGIN: 'https://www.games.example', GAMES_ORIGIN: 'https://games.example' }),
      /GAMES_ORIGIN="https:\/\/games\.example": expected a host the portal's \(PORTAL_ORIGIN\) is not a sub-domain of/,
    );
  });
});
