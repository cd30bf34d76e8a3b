// What bench:scale's parts share: the bench server (bench/server.ts) on a seeded database.
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startNode } from './harness.js';
import { BENCH_LIMITS } from './mix.js';
import { API } from './scale-requests.js';
import { memoryOf } from './scale-search.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** BENCH_SCALE_SEARCH=0: lists, tags, recommendations, details and sitemap slices only, the server without its search index. */
export const withSearch = process.env.BENCH_SCALE_SEARCH !== '0';

/** The bench server on `databaseUrl` (`env` added), on an ephemeral port; `stop` ends it. */
export async function startServer(databaseUrl: string, env: Record<string, string> = {}) {
  const spawned = Date.now();
  let search: { from: string; ms: number } | null = null;
  const server = startNode(
    ['--import', 'tsx', path.join(here, 'server.ts')],
    { DATABASE_URL: databaseUrl, ...BENCH_LIMITS, ...(withSearch ? {} : { BENCH_SEARCH: '0' }), ...env },
    'pipe',
  );
  const port = await new Promise<number>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    createInterface({ input: server.stdout! }).once('line', (line) => {
      const ready = JSON.parse(line) as { port: number; search: { from: string; ms: number } | null };
      search = ready.search;
      resolve(ready.port);
    });
  });
  return {
    base: `http://127.0.0.1:${port}`,
    /** From spawning the process to its listening (the API listens once its search index is loaded: ready). */
    readyMs: Date.now() - spawned,
    /** The search index's own part of that: read from a snapshot or built from the database. */
    search,
    memory: () => memoryOf(server.pid!),
    stop: async () => {
      if (server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    },
  };
}

export const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));

const compiled = path.join(here, '../dist/server.js');
/** The port of the compiled replica (bench:scale's range on a shared machine: BENCH_REPLICA_PORT, its games origin one up). */
const replicaPort = Number(process.env.BENCH_REPLICA_PORT ?? 19150);

/**
 * A new replica as production starts it: the compiled API (api/dist/server.js, `npm run build` at the repo root),
 * from spawning it to /ready answering 200 (its search index read), and its resident memory then. Null when it is
 * not built.
 */
export async function startReplica(
  databaseUrl: string,
  env: Record<string, string>,
): Promise<{ readyMs: number; rssMb: number; peakMb: number } | null> {
  if (!existsSync(compiled)) return null;
  const spawned = Date.now();
  const server = startNode(['--enable-source-maps', compiled], {
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    API_PORT: String(replicaPort),
    GAMES_PORT: String(replicaPort + 1),
    LOG_LEVEL: 'warn',
    ...env,
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    for (;;) {
      if (server.exitCode !== null) throw new Error(`replica exited with ${server.exitCode}`);
      const status = await fetch(`http://127.0.0.1:${replicaPort}${API}/ready`).then(
        (res) => res.status,
        () => 0,
      );
      if (status === 200) return { readyMs: Date.now() - spawned, ...memoryOf(server.pid!) };
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
}
