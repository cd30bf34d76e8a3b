// `npm run bench:edge` (also the last part of `npm run bench:api`): throughput of pages rendered on the server by the
// edge (docs/server-rendering.md), next to a trivial route of the same server measured in the same run (/health),
// with autocannon at BENCH_CONNECTIONS (50) for BENCH_DURATION seconds (10) after a 1 s warm-up. Runs the built
// portal (`npm run build` first) with the embedded API on a fresh database, twice: with the 1 s page micro-cache
// (SSR_CACHE_TTL_MS, the default) and with every request rendered (SSR_CACHE_TTL_MS=0). A benchmark, not a test.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { becameReady, portalEnv } from './bench/portal.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 18990);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUTES = [
  ['trivial edge route', '/health'],
  ['home, rendered on the server', '/'],
  ['game page, rendered on the server', '/games/snake'],
];

if (!existsSync(path.join(root, 'shell/dist/server/index.js'))) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

async function startPortal(cacheTtlMs) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-edge-'));
  const server = spawn('npm', ['run', '--silent', 'serve'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: portalEnv(PORT, dataDir, { SSR_CACHE_TTL_MS: String(cacheTtlMs) }),
    detached: true,
  });
  if (await becameReady(server, PORT, 240)) return { server, dataDir };
  throw new Error(`The portal did not become ready on port ${PORT}`);
}

async function stop({ server, dataDir }) {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  process.kill(-server.pid, 'SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}

const rows = [];
for (const [label, ttl] of [
  ['1 s page cache', 1000],
  ['every request rendered', 0],
]) {
  const portal = await startPortal(ttl);
  try {
    let trivial = null;
    for (const [name, url] of ROUTES) {
      const options = { url: `http://localhost:${PORT}${url}`, connections };
      await autocannon({ ...options, duration: 1 });
      const result = await autocannon({ ...options, duration });
      trivial ??= result.requests.average;
      rows.push(
        `| ${name} (${label}) | ${Math.round(result.requests.average)} | ${(result.requests.average / trivial).toFixed(2)}× | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} | ${result.errors + result.timeouts} |`,
      );
    }
  } finally {
    await stop(portal);
  }
}

console.log(
  `## ${new Date().toISOString().slice(0, 10)}: bench:edge, ${connections} connections, ${duration} s per route\n`,
);
console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.version}.\n`);
console.log('| route | req/s | ratio to trivial | p50 (ms) | p99 (ms) | non-2xx | errors |');
console.log('|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
