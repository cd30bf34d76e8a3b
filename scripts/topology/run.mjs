// `npm run test:topology`: the production topology of docker-compose.yml, run as local processes on this machine
// and tested through the nginx front door. Debian's nginx with the deployment's own configs (deploy/nginx/), the
// machine's PostgreSQL (a fresh database, dropped afterwards) and Redis, s3rver as the S3 service, three API
// replicas under a supervisor, the games origin, each remote's one-off publisher (its build into the deploy API)
// and two edge servers reading releases from the deploy API and the bucket, each started with its image's command
// (the Dockerfile's CMD). Then: the smoke, releases and rollbacks through the deploy API on both edges, what must hold
// across replicas, failover (kill -9 under load) and a rolling restart (SIGTERM each replica under load).
// Docs: docs/operations.md.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import S3rver from 's3rver';
import { findNginx } from '../deploy/nginx-checks.mjs';
import { startDns } from './dns.mjs';
import { API_PREFIX, getOnHost, isReady, waitFor } from './http.mjs';
import { imageCommand } from './image.mjs';
import { renderProxy } from './nginx.mjs';
import { topologyPlan } from './plan.mjs';
import { replicaChecks } from './replicas.mjs';
import { describeLoad, failover, rollingRestart } from './resilience.mjs';
import { pageCacheChecks } from './page-cache.mjs';
import { releaseChecks } from './releases.mjs';
import { smoke } from './smoke.mjs';
import { Supervised } from './supervisor.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const started = Date.now();
const plan = topologyPlan();
const remotes = Object.keys(JSON.parse(readFileSync(path.join(repoRoot, 'portal.remotes.json'), 'utf8')));
// Long, so that only the invalidation bus can make a write on one replica show on another within a second.
const CACHE_TTL_MS = 60_000;
const SIGN_IN_LIMIT = 20;
// What a killed replica's restart may take: its figure is reported; the bound only catches one that never comes back
// (on a busy two-core host a restart has taken 20 s, and no visitor waits on it: the others answer meanwhile).
const RESTART_WITHIN_MS = 60_000;
/** Guests' pages kept by the proxy this long (PAGE_S_MAXAGE_S): a release shows in the cached page within it. */
const PAGE_S_MAXAGE_S = 2;
const RELEASE_WITHIN_MS = 10_000;
const LOAD = { rate: Number(process.env.TOPOLOGY_LOAD_RATE ?? 60), connections: 8 };
const S3_BUCKET = 'playnook-uploads';
const MODERATOR_EMAIL = `topology-moderator-${plan.run}@example.test`;
/** The deploy API's configured tokens, as compose sets them on the API, the publishers and the edges. */
const tokens = { operator: randomBytes(32).toString('hex'), edge: randomBytes(32).toString('hex') };

const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const say = (line) => console.log(`[topology ${elapsed()}] ${line}`);
const results = [];
async function step(name, run) {
  const begun = Date.now();
  try {
    const detail = await run();
    results.push({ name, ok: true, ms: Date.now() - begun, detail });
    say(`✔ ${name}${typeof detail === 'string' ? ` — ${detail}` : ''}`);
    return detail;
  } catch (error) {
    results.push({ name, ok: false, ms: Date.now() - begun, error });
    say(`✖ ${name}\n    ${String(error?.stack ?? error).replace(/\n/g, '\n    ')}`);
    throw error;
  }
}

const imageOf = (dockerfile) => imageCommand(readFileSync(path.join(repoRoot, 'deploy/docker', dockerfile), 'utf8'));

function sh(command, args, what) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${what}: ${result.stderr || result.stdout || result.error}`);
  return result.stdout;
}

const running = [];
const cleanups = [];
let runDir;
// The whole run has a budget; past it, everything is stopped and the run fails.
const watchdog = setTimeout(() => {
  say('✖ the run took over 5 minutes');
  process.exitCode = 1;
  void stopEverything().then(() => process.exit(1));
}, 5 * 60_000).unref();

// Interrupted (Ctrl-C, CI cancelling): stop what was started and drop the database all the same.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    say(`✖ ${signal}: stopping everything`);
    process.exitCode = 1;
    void stopEverything().then(() => process.exit(1));
  });

async function stopEverything() {
  for (const service of running.reverse()) await service.stop().catch(() => {});
  running.length = 0;
  for (const cleanup of cleanups.reverse())
    await Promise.resolve(cleanup()).catch((error) => say(`cleanup: ${error.message}`));
  cleanups.length = 0;
}

function supervise(name, command, env) {
  const service = new Supervised({
    name,
    command,
    cwd: repoRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', ...env },
    logFile: path.join(runDir, `${name}.log`),
  }).start();
  running.push(service);
  return service;
}

async function startTopology() {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed: apt-get install -y nginx-light');
  sh('pg_isready', ['-q', '-d', `${plan.postgres}/postgres`], `PostgreSQL at ${plan.postgres}`);
  sh('redis-cli', ['-u', plan.redisUrl, 'ping'], `Redis at ${plan.redisUrl}`);
  const built = ['shell/dist/client/index.html', ...remotes.map((remote) => `mfe-${remote}/dist/current.json`)];
  if (!built.every((file) => existsSync(path.join(repoRoot, file)))) {
    say('no front-end build: npm run build');
    sh('npm', ['run', 'build'], 'npm run build');
  } else sh(process.execPath, [path.join(repoRoot, 'scripts/build-servers.mjs')], 'npm run build:servers');

  runDir = mkdtempSync(path.join(os.tmpdir(), 'portal-topology-'));
  // nginx workers run as an unprivileged user when the master is root.
  chmodSync(runDir, 0o755);
  const dataDir = path.join(runDir, 'data');
  mkdirSync(dataDir, { recursive: true });
  cleanups.push(() => !process.exitCode && rmSync(runDir, { recursive: true, force: true }));

  sh('psql', ['-q', '-d', `${plan.postgres}/postgres`, '-c', `CREATE DATABASE ${plan.database}`], 'create database');
  cleanups.push(() =>
    sh(
      'psql',
      ['-q', '-d', `${plan.postgres}/postgres`, '-c', `DROP DATABASE IF EXISTS ${plan.database} WITH (FORCE)`],
      'drop database',
    ),
  );
  const namespace = `topology-${plan.run}:`;
  cleanups.push(() => {
    const keys = sh('redis-cli', ['-u', plan.redisUrl, '--scan', '--pattern', `${namespace}*`], 'redis scan')
      .split('\n')
      .filter(Boolean);
    if (keys.length) sh('redis-cli', ['-u', plan.redisUrl, 'del', ...keys], 'redis del');
  });

  const dns = await startDns({
    port: plan.dnsPort,
    records: {
      api: plan.replicas,
      edge: plan.edges,
      ...Object.fromEntries(Object.entries(plan.addresses).map(([name, address]) => [name, [address]])),
    },
  });
  cleanups.push(() => dns.stop());
  const s3 = new S3rver({
    address: plan.addresses.minio,
    port: plan.ports.s3,
    silent: true,
    directory: path.join(runDir, 's3'),
    configureBuckets: [{ name: S3_BUCKET }],
  });
  await s3.run();
  cleanups.push(() => s3.close());

  const origins = { PORTAL_ORIGIN: plan.portalOrigin, GAMES_ORIGIN: plan.gamesOrigin, LOG_LEVEL: 'warn' };
  // Every process its own data folder: no disk is shared, the bucket holds every file the replicas share.
  const dataOf = (name) => path.join(dataDir, name);
  const s3Env = {
    S3_BUCKET,
    S3_PREFIX: 'uploads/',
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: `http://127.0.0.1:${plan.front.s3}`,
    S3_FORCE_PATH_STYLE: 'true',
    // s3rver's fixed credentials.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
  const apiEnv = (address, index) => ({
    ...origins,
    HOST: address,
    API_PORT: String(plan.ports.api),
    GAMES_HOST: address,
    GAMES_PORT: String(plan.ports.apiGames),
    TRUST_PROXY: 'true',
    DATABASE_URL: `${plan.postgres}/${plan.database}`,
    DATABASE_POOL_SIZE: '5',
    REDIS_URL: plan.redisUrl,
    RATE_LIMIT_NAMESPACE: namespace,
    JWT_SECRET: jwtSecret,
    HEALTH_TOKEN_SECRET: healthSecret,
    DEPLOY_OPERATOR_TOKEN: tokens.operator,
    DEPLOY_EDGE_TOKEN: tokens.edge,
    DATA_DIR: dataOf(`api-${index + 1}`),
    ...s3Env,
    MODERATOR_EMAILS: MODERATOR_EMAIL,
    CACHE_TTL_MS: String(CACHE_TTL_MS),
    SIGN_IN_IP_LIMIT: String(SIGN_IN_LIMIT),
  });
  const jwtSecret = randomBytes(32).toString('hex');
  const healthSecret = randomBytes(32).toString('hex');
  const apiCommand = imageOf('api.Dockerfile');
  const replicas = plan.replicas.map((address, index) =>
    supervise(`api-${index + 1}`, apiCommand, apiEnv(address, index)),
  );
  const replicaUrls = plan.replicas.map((address) => `http://${address}:${plan.ports.api}`);
  supervise('games-origin', imageOf('games-origin.Dockerfile'), {
    ...origins,
    GAMES_HOST: plan.addresses['games-origin'],
    GAMES_PORT: String(plan.ports.gamesOrigin),
    // Previews of unreviewed builds: signed with a key derived from the API's secret.
    JWT_SECRET: jwtSecret,
    // Game builds and previews from the bucket; its own (empty) data folder.
    DATA_DIR: dataOf('games-origin'),
    ...s3Env,
  });
  // The front door from the start: the replicas reach the bucket through it (S3_ENDPOINT).
  const nginxCommand = (config) => [nginx, '-p', runDir, '-c', config, '-e', 'stderr', '-g', 'daemon off;'];
  supervise('proxy', nginxCommand(renderProxy({ nginxDir: path.join(repoRoot, 'deploy/nginx'), runDir, plan })), {});
  // As compose orders them: the publishers once the API answers, the edges once they have published.
  await waitUntilReady(replicaUrls.map((url) => [`${url}${API_PREFIX}/ready`, 'API replica']));
  const apiReady = Date.now();
  await Promise.all(
    remotes.map((remote, index) => publish(remote, `${replicaUrls[index % replicaUrls.length]}${API_PREFIX}`)),
  );
  const published = Date.now();
  const pinSecret = randomBytes(32).toString('hex');
  plan.edges.forEach((address, index) =>
    supervise(`edge-${index + 1}`, imageOf('edge.Dockerfile'), {
      ...origins,
      HOST: address,
      PORT: String(plan.ports.edge),
      API_BASE: API_PREFIX,
      API_INTERNAL_URL: `http://127.0.0.1:${plan.front.portal}${API_PREFIX}`,
      BUILD_ID: `topology-${plan.run}`,
      TRUST_PROXY: 'true',
      HEALTH_TOKEN_SECRET: healthSecret,
      RELEASE_PIN_SECRET: pinSecret,
      PAGE_S_MAXAGE_S: String(PAGE_S_MAXAGE_S),
      // As in docker-compose.yml: the registry from the deploy API, the versions from the API's bucket, mirrored into
      // the edge's own data folder.
      RELEASES_FROM: 'deploy-api',
      DEPLOY_EDGE_TOKEN: tokens.edge,
      DATA_DIR: dataOf(`edge-${index + 1}`),
      ...s3Env,
    }),
  );

  await waitUntilReady([
    [`${plan.gamesOrigin}/sdk/v1/portal-bridge.js`, 'games origin', plan.addresses['games-origin']],
    ...plan.edges.map((address) => [`http://${address}:${plan.ports.edge}/ready`, 'edge']),
    [`http://127.0.0.1:${plan.front.health}/healthz`, 'proxy'],
    [`${plan.portalOrigin}${API_PREFIX}/ready`, 'the API through the front door'],
  ]);
  const phases = { apiMs: apiReady - started, publishMs: published - apiReady, edgesMs: Date.now() - published };
  return { replicas, replicaUrls, phases };
}

/**
 * One remote's publisher, as its container runs (deploy/docker/remote-publisher.Dockerfile: its CMD, a registry of
 * that one remote): its build into the deploy API at `apiUrl`; fails unless it exits 0.
 */
async function publish(remote, apiUrl) {
  const registry = path.join(runDir, `publish-${remote}.remotes.json`);
  writeFileSync(registry, JSON.stringify({ [remote]: `mfe-${remote}` }));
  const [file, ...args] = imageOf('remote-publisher.Dockerfile');
  const log = openSync(path.join(runDir, `publish-${remote}.log`), 'a');
  const child = spawn(file, args, {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      API_INTERNAL_URL: apiUrl,
      DEPLOY_OPERATOR_TOKEN: tokens.operator,
      REMOTES_ROOT: repoRoot,
      REMOTES_REGISTRY: registry,
    },
    stdio: ['ignore', log, log],
  });
  const [code] = await once(child, 'exit');
  closeSync(log);
  if (code !== 0)
    throw new Error(
      `publish-${remote} exited ${code}: ${readFileSync(path.join(runDir, `publish-${remote}.log`), 'utf8')}`,
    );
}

async function waitUntilReady(checks) {
  await Promise.all(
    checks.map(([url, what, address]) =>
      waitFor(
        `${what} (${url})`,
        // The games origin answers by host: its base host, asked at its own address and port.
        () =>
          address
            ? getOnHost(url, { address, port: plan.ports.gamesOrigin }).then(({ status }) => status === 200)
            : isReady(url),
        { timeoutMs: 90_000, intervalMs: 250 },
      ),
    ),
  );
}

let figures = {};
try {
  say(`front door ${plan.portalOrigin}, games ${plan.gamesOrigin}, S3 :${plan.front.s3}, database ${plan.database}`);
  let topology;
  await step('start the topology', async () => {
    topology = await startTopology();
    const { apiMs, publishMs, edgesMs } = topology.phases;
    const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
    return (
      `${running.length} supervised processes (API ×3, games origin, edge ×2, nginx), ${remotes.length} publishers run ` +
      `once, s3rver, DNS; API ready at ${seconds(apiMs)}, published in ${seconds(publishMs)}, edges ready in ${seconds(edgesMs)}`
    );
  });
  const { replicas, replicaUrls } = topology;
  const { game, player, moderator } = await smoke({ plan, moderatorEmail: MODERATOR_EMAIL, step });
  await pageCacheChecks({ plan, step });
  figures.releases = await releaseChecks({
    plan,
    step,
    repoRoot,
    operatorToken: tokens.operator,
    releaseWithinMs: RELEASE_WITHIN_MS,
  });
  await replicaChecks({
    plan,
    replicaUrls,
    game,
    player,
    moderator,
    cacheTtlMs: CACHE_TTL_MS,
    signInLimit: SIGN_IN_LIMIT,
    step,
  });
  const context = { plan, replicas, replicaUrls, game, player, load: LOAD, step };
  figures.failover = await failover({ ...context, restartWithinMs: RESTART_WITHIN_MS });
  figures.rolling = await rollingRestart({ ...context, restartWithinMs: RESTART_WITHIN_MS });
} catch {
  process.exitCode = 1;
} finally {
  const services = [...running];
  await stopEverything();
  clearTimeout(watchdog);
  await step('everything stopped', async () => {
    const alive = services.filter((service) => service.child.exitCode === null && service.child.signalCode === null);
    assert.deepEqual(
      alive.map((service) => service.name),
      [],
      'processes still running',
    );
    const front = await fetch(`${plan.portalOrigin}/`).catch(() => null);
    assert.equal(front, null, 'the front door still answers');
    const databases = sh(
      'psql',
      ['-Atq', '-d', `${plan.postgres}/postgres`, '-c', `SELECT 1 FROM pg_database WHERE datname = '${plan.database}'`],
      'list databases',
    );
    assert.equal(databases.trim(), '', `database ${plan.database} still exists`);
    return `${services.length} processes stopped, database ${plan.database} dropped`;
  }).catch(() => (process.exitCode = 1));
}

console.log('\nTopology test figures');
if (figures.releases?.rollback)
  console.log(
    `  deploy API → every edge: release ${figures.releases.release.join(' / ')} ms, rollback ${figures.releases.rollback.join(' / ')} ms (edge 1 / 2; bound 2000 ms); release in the cached page ${figures.releases.cachedPageMs} ms`,
  );
if (figures.failover)
  console.log(
    `  failover (kill -9 api-2): ${describeLoad(figures.failover)}; back in ${figures.failover.detail.backMs} ms`,
  );
if (figures.rolling)
  console.log(
    `  rolling restart (SIGTERM api-1..3): ${describeLoad(figures.rolling)}; each back in ${figures.rolling.detail.restartMs.join(' / ')} ms`,
  );
console.log(
  `\n${results.filter((result) => result.ok).length} of ${results.length} steps passed in ${elapsed()}` +
    (process.exitCode ? `; logs kept in ${runDir}` : ''),
);
