// What bench:api and bench:soak share: a throwaway PostgreSQL database, the machine's description, and starting an
// API process on loopback and waiting for its readiness.
import { randomUUID } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** A new database beside the one `serverUrl` names (same server and credentials), dropped by `drop`. */
export async function createBenchDatabase(
  serverUrl: string,
): Promise<{ url: string; version: string; drop: () => Promise<void> }> {
  const name = `portal_bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const [{ server_version: version }] = (await run('SHOW server_version')) as [{ server_version: string }];
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    version,
    drop: async () => void (await run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

/** The installed PGlite's version (its package.json is not exported, so it is read beside the entry point). */
export function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const root = entry.slice(
    0,
    entry.lastIndexOf(`${path.sep}@electric-sql${path.sep}pglite${path.sep}`) + `/@electric-sql/pglite/`.length,
  );
  return (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;
}

/** "2 × Intel(R) Xeon(R) Processor, 23.4 GiB RAM, Node v20.20.2": enough to compare runs across machines. */
export function describeMachine(): string {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB RAM, Node ${process.version}, ${os.type()} ${os.release()}`;
}

/** Polls `url` until it answers 200, or fails after `seconds`. */
export async function waitUntilReady(url: string, child: ChildProcess, seconds = 120): Promise<void> {
  for (let i = 0; i < seconds * 4; i += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} was not ready within ${seconds} s`);
}

/** Starts `args` under this Node with `env` added, its stderr passed through. */
/**
 * The V8 flags production servers run with (`npm run serve`, `api` start, deploy/docker/*.Dockerfile): young
 * generation semi-spaces of 32 MB instead of 16, so a request-heavy process collects its short-lived garbage half as
 * often (varied searches at 100,000 games: about 10 % more per second here).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32'];

export const startNode = (
  args: string[],
  env: Record<string, string>,
  stdout: 'pipe' | 'ignore' = 'ignore',
): ChildProcess =>
  spawn(process.execPath, [...SERVER_NODE_FLAGS, ...args], {
    stdio: ['ignore', stdout, 'inherit'],
    env: { ...process.env, ...env },
  });
