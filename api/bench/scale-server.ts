// What bench:scale's parts share: the bench server (bench/server.ts) on a seeded database, and serial latencies.
import { createInterface } from 'node:readline';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startNode } from './harness.js';
import { BENCH_LIMITS } from './mix.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const serialCount = Number(process.env.BENCH_SERIAL ?? 100);

/** The bench server on `databaseUrl` (`env` added), on an ephemeral port; `stop` ends it. */
export async function startServer(databaseUrl: string, env: Record<string, string> = {}) {
  const server = startNode(
    ['--import', 'tsx', path.join(here, 'server.ts')],
    { DATABASE_URL: databaseUrl, ...BENCH_LIMITS, ...env },
    'pipe',
  );
  const port = await new Promise<number>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    createInterface({ input: server.stdout! }).once('line', (line) => resolve(JSON.parse(line).port));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    },
  };
}

export interface Serial {
  name: string;
  p50: number;
  p99: number;
  failures: number;
}

/** BENCH_SERIAL requests (100) one after the other (each path from `next`), after 5 unmeasured ones. */
export async function serial(
  base: string,
  name: string,
  next: () => string,
  headers: Record<string, string> = {},
): Promise<Serial> {
  const times: number[] = [];
  let failures = 0;
  for (let i = 0; i < serialCount + 5; i += 1) {
    const started = performance.now();
    const res = await fetch(base + next(), { headers });
    await res.arrayBuffer();
    if (i >= 5) times.push(performance.now() - started);
    if (!res.ok) failures += 1;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { name, p50: at(0.5), p99: at(0.99), failures };
}

/** A latency in ms as the tables print it. */
export const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
