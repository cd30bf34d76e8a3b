import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { openPglite } from '../../db/pglite.js';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
// tsx, the modules, PGlite on disk and the seed load first: seconds on a busy machine.
const BUDGET_MS = 180_000;

/** A port nothing listens on right now (the OS picks it). */
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describe('counters on SIGTERM', { timeout: BUDGET_MS }, () => {
  it('writes every acknowledged like before the process exits', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-sigterm-'));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      API_PORT: String(await freePort()),
      GAMES_PORT: String(await freePort()),
      LOG_LEVEL: 'info',
      // Never flushed by the timer during the test: only the shutdown can write the counts.
      COUNTER_FLUSH_MS: '3600000',
    };
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: apiDir, env });
    try {
      const origin = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
          if (match) resolve(match[1]!);
        });
        child.on('exit', (code) => reject(new Error(`exited with ${code} before listening`)));
      });
      const likes = await Promise.all(
        ['snake', 'sudoku', 'solitaire'].map(async (slug) => {
          const device = { 'x-device-id': 'device-sigterm-0001' };
          // Plays and likes carry the game's counter token, so that counters count people, not requests.
          const issued = await fetch(`${origin}/app/api/v1/g/${slug}/counter-token`, {
            method: 'POST',
            headers: device,
          });
          const { token } = ((await issued.json()) as { data: { token: string } }).data;
          const res = await fetch(`${origin}/app/api/v1/g/${slug}/like`, {
            method: 'POST',
            headers: { ...device, 'x-counter-token': token },
          });
          assert.equal(res.status, 200);
          return ((await res.json()) as { data: { likes: number } }).data.likes;
        }),
      );
      assert.deepEqual(likes, [1, 1, 1]);
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      child.kill('SIGTERM');
      assert.equal(await exited, 0);
      const db = await openPglite(path.join(dataDir, 'pglite'));
      try {
        const rows = await db.query<{ slug: string; likes: number }>(
          `SELECT slug, likes FROM games WHERE slug IN ('snake', 'sudoku', 'solitaire') ORDER BY slug`,
        );
        assert.deepEqual(
          rows.map((row) => [row.slug, Number(row.likes)]),
          [
            ['snake', 1],
            ['solitaire', 1],
            ['sudoku', 1],
          ],
        );
      } finally {
        await db.close();
      }
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
