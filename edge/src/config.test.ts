import assert from 'node:assert/strict';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { loadEdgeConfig } from './config.js';

const shellDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'shell');

function problemsOf(env: NodeJS.ProcessEnv): string {
  try {
    loadEdgeConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  assert.fail(`${JSON.stringify(env)} was accepted`);
}

describe('edge server configuration', () => {
  it('keeps its documented defaults when nothing is set', () => {
    assert.deepEqual(loadEdgeConfig({}), {
      port: 8080,
      host: 'localhost',
      trustProxy: false,
      gamesPort: 8081,
      gamesHost: '127.0.0.1',
      portalOrigin: 'http://localhost:8080',
      previewOrigin: 'http://preview.localhost:8081',
      gamesOrigin: 'http://games.localhost:8081',
      apiBase: '/app/api/v1',
      apiInternalUrl: undefined,
      clientDir: path.join(shellDir, 'dist', 'client'),
      serverDir: path.join(shellDir, 'dist', 'server'),
      serverRender: true,
      ssrBudgetMs: 300,
      ssrDeadlineMs: 1000,
      ssrWorkers: Math.max(2, os.availableParallelism()),
      ssrCacheTtlMs: 1000,
      ssrCacheMaxBytes: 16 * 1024 * 1024,
      pinSecret: undefined,
      pinMaxMinutes: 1440,
      pageSharedMaxAgeS: 10,
      pageStaleWhileRevalidateS: 30,
      dataDir: 'data',
      healthSecret: 'playnook-local-health-secret',
      canaryPolicy: { minFailing: 5, marginPct: 5, confidence: 0.99 },
      canaryCheckIntervalMs: 15_000,
      releaseWatchMs: 600_000,
      localesDir: path.join(shellDir, 'locales'),
      remotesRoot: path.resolve(shellDir, '..'),
      remotesRegistry: path.resolve(shellDir, '..', 'portal.remotes.json'),
      releasesFrom: 'deploy-api',
      deployEdgeToken: undefined,
      deployOperatorToken: undefined,
      objectStore: { dir: path.resolve('data', 'objects'), s3: undefined },
      remotesCacheDir: path.resolve('data', 'remotes-cache'),
      socialLinks: [],
      errorDsn: undefined,
      connectOrigins: [],
      buildId: 'local',
      sitemapPartSize: 20_000,
      logLevel: 'info',
      shutdown: { drainMs: 0, graceMs: 10_000 },
    });
  });

  it('derives the default origins from the ports', () => {
    const config = loadEdgeConfig({ PORT: '9000', GAMES_PORT: '9001' });
    assert.equal(config.portalOrigin, 'http://localhost:9000');
    assert.equal(config.gamesOrigin, 'http://games.localhost:9001');
  });

  it('reads every variable of the README configuration table', () => {
    const samples: Record<string, string> = {
      PORT: '9000',
      HOST: '0.0.0.0',
      TRUST_PROXY: 'true',
      GAMES_PORT: '9001',
      GAMES_HOST: '0.0.0.0',
      PORTAL_ORIGIN: 'https://play.example.com',
      GAMES_ORIGIN: 'https://games.example.net',
      API_BASE: 'https://api.example.com/app/api/v1',
      API_INTERNAL_URL: 'http://api:8082/app/api/v1',
      SHELL_CLIENT_DIR: '/srv/shell',
      SHELL_SERVER_DIR: '/srv/shell-server',
      SSR: 'false',
      SSR_BUDGET_MS: '150',
      SSR_DEADLINE_MS: '2000',
      SSR_WORKERS: '0',
      SSR_CACHE_TTL_MS: '0',
      REMOTES_ROOT: '/srv/remotes',
      RELEASE_PIN_SECRET: 'a-pin-secret-of-at-least-32-characters',
      RELEASE_PIN_MAX_MINUTES: '30',
      DATA_DIR: '/srv/data',
      HEALTH_TOKEN_SECRET: 'another-health-secret',
      CANARY_MIN_FAILING: '3',
      RELEASE_WATCH_MS: '60000',
      SOCIAL_LINKS: 'Mastodon=https://social.example/@games',
      ERROR_DSN: 'https://key@errors.example.com/42',
      CSP_CONNECT_ORIGINS: 'https://s3.example.com, http://localhost:9000',
      BUILD_ID: 'release-7',
      SITEMAP_PART_SIZE: '1000',
      LOG_LEVEL: 'warn',
      SHUTDOWN_DRAIN_MS: '5000',
      SHUTDOWN_GRACE_MS: '2000',
    };
    for (const [name, value] of Object.entries(samples))
      assert.notDeepEqual(loadEdgeConfig({ [name]: value }), loadEdgeConfig({}), `${name} is read`);
  });

  it("reads versions from the API's bucket once S3_BUCKET is set, else from the disk store", () => {
    const s3 = {
      S3_REGION: 'eu-west-3',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'edge-reader',
      S3_SECRET_ACCESS_KEY: 'edge-reader-secret',
    };
    // Without a bucket the other S3 settings select nothing.
    assert.deepEqual(loadEdgeConfig({ ...s3, OBJECT_STORE_DIR: '/srv/objects' }).objectStore, {
      dir: path.resolve('/srv/objects'),
      s3: undefined,
    });
    assert.deepEqual(loadEdgeConfig({ ...s3, S3_BUCKET: 'playnook' }).objectStore.s3, {
      bucket: 'playnook',
      region: 'eu-west-3',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      accessKeyId: 'edge-reader',
      secretAccessKey: 'edge-reader-secret',
    });
    assert.deepEqual(loadEdgeConfig({ S3_BUCKET: 'playnook' }).objectStore.s3, {
      bucket: 'playnook',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      accessKeyId: undefined,
      secretAccessKey: undefined,
    });
    assert.match(problemsOf({ S3_ENDPOINT: 'minio:9000' }), /S3_ENDPOINT="minio:9000": expected a URL/);
    assert.match(problemsOf({ S3_FORCE_PATH_STYLE: 'on' }), /S3_FORCE_PATH_STYLE="on": expected true or false/);
  });

  it('reads the footer links, keeping "=" inside their URLs', () => {
    assert.deepEqual(
      loadEdgeConfig({ SOCIAL_LINKS: 'Discord=https://discord.gg/x, Blog = https://blog.example/?a=1&b=2' })
        .socialLinks,
      [
        { name: 'Discord', url: 'https://discord.gg/x' },
        { name: 'Blog', url: 'https://blog.example/?a=1&b=2' },
      ],
    );
  });

  it('refuses an invalid value, naming the variable, the value and what is expected', () => {
    const cases: [name: string, value: string, expected: string][] = [
      ['PORT', 'abc', 'a port number from 1 to 65535'],
      ['PORT', '0', 'a port number from 1 to 65535'],
      ['GAMES_PORT', '65536', 'a port number from 1 to 65535'],
      ['PORTAL_ORIGIN', 'https://play.example.com/', 'an origin such as https://example.com'],
      ['API_BASE', 'app/api/v1', 'a path starting with / or a URL starting with http:// or https://'],
      ['API_INTERNAL_URL', 'api:8082', 'a URL starting with http:// or https://'],
      ['ERROR_DSN', 'not a dsn', 'a URL starting with http:// or https://'],
      ['CSP_CONNECT_ORIGINS', 'https://s3.example.com/path', 'origins (http(s)://host[:port]) separated by commas'],
      ['SOCIAL_LINKS', 'Evil=javascript:alert(1)', 'Name=https://… links separated by commas'],
      ['SOCIAL_LINKS', 'https://example.com', 'Name=https://… links separated by commas'],
      ['LOG_LEVEL', 'verbose', 'one of fatal, error, warn, info, debug, trace, silent'],
      ['SHUTDOWN_DRAIN_MS', '-1', 'a whole number of at least 0'],
      ['SSR', 'yes', 'true or false'],
      ['SSR_CACHE_TTL_MS', '-5', 'a whole number of at least 0'],
      ['SSR_WORKERS', 'many', 'a whole number of at least 0'],
    ];
    for (const [name, value, expected] of cases) {
      const message = problemsOf({ [name]: value });
      assert.ok(message.includes(`\n  ${name}=${JSON.stringify(value)}: expected ${expected}`), message);
    }
  });

  it('refuses a guessable pin secret, the old public default included, without echoing it', () => {
    for (const value of ['playnook-local-pin-secret', 'short']) {
      const message = problemsOf({ RELEASE_PIN_SECRET: value });
      assert.match(message, /RELEASE_PIN_SECRET/);
      assert.ok(!message.includes(value), message);
    }
    assert.match(problemsOf({ RELEASE_PIN_MAX_MINUTES: '0' }), /RELEASE_PIN_MAX_MINUTES="0": expected a whole number/);
  });

  it('refuses a games origin equal to the portal origin', () => {
    assert.match(
      problemsOf({ PORTAL_ORIGIN: 'http://games.localhost:8081' }),
      /GAMES_ORIGIN="http:\/\/games\.localhost:8081": expected an origin other than the portal's/,
    );
  });
});
