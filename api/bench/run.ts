// `npm run bench:api`: requests/s and p99 latency of hot lists, a game page's data and a search, each next to a
// trivial Fastify route measured in the same run on the same server, with the ratio. The server runs in its own
// process so the load generator does not steal its CPU. BENCH_DURATION (s) and BENCH_CONNECTIONS tune the run.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const here = path.dirname(fileURLToPath(import.meta.url));

const server = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'server.ts')], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '' },
});
const port = await new Promise<number>((resolve, reject) => {
  server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  createInterface({ input: server.stdout! }).once('line', (line) => resolve(JSON.parse(line).port));
});
const base = `http://127.0.0.1:${port}`;

const targets: Array<[string, string]> = [
  ['trivial Fastify route', '/bench/trivial'],
  ['GET /c/hot', '/app/api/v1/c/hot'],
  ['GET /g/{slug}', '/app/api/v1/g/snake'],
  ['GET /g/search?q=…', '/app/api/v1/g/search?q=brick%20braeker'],
];

interface Row { name: string; rps: number; p99: number; errors: number }
const rows: Row[] = [];
try {
  for (const [name, url] of targets) {
    // Warm up (JIT, caches), then measure.
    await autocannon({ url: base + url, connections, duration: 1 });
    const result = await autocannon({ url: base + url, connections, duration });
    const errors = result.errors + result.timeouts + result.non2xx;
    rows.push({ name, rps: result.requests.average, p99: result.latency.p99, errors });
  }
} finally {
  server.kill('SIGTERM');
}

const baseline = rows[0]!;
console.log(`\nAPI benchmark: ${connections} connections, ${duration} s per route, server pid ${server.pid}\n`);
console.log(['route'.padEnd(24), 'req/s'.padStart(10), 'p99 ms'.padStart(8), 'errors'.padStart(7), 'vs trivial'.padStart(11)].join(' '));
for (const row of rows) {
  console.log(
    [
      row.name.padEnd(24),
      row.rps.toFixed(0).padStart(10),
      row.p99.toFixed(1).padStart(8),
      String(row.errors).padStart(7),
      `${((row.rps / baseline.rps) * 100).toFixed(0)}%`.padStart(11),
    ].join(' '),
  );
}
if (rows.some((row) => row.errors > 0)) {
  console.error('\nSome requests failed; the numbers above are not meaningful.');
  process.exitCode = 1;
}
