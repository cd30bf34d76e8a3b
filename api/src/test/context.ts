import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApiServer, createApiContext, type ApiContext } from '../app.js';
import { loadConfig, type ApiConfig } from '../config.js';
import { client } from './http.js';

/**
 * A fresh database for one test file: in-memory PGlite, or — when DATABASE_URL is set (CI's second pass) — the
 * given PostgreSQL database with its public schema dropped and recreated first.
 */
export async function createTestApi(overrides: Partial<ApiConfig> = {}): Promise<{ app: FastifyInstance; context: ApiContext; cleanup: () => Promise<void> }> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
    await client.end();
  }
  const gamesDir = await mkdtemp(path.join(os.tmpdir(), 'portal-games-'));
  // A namespace per test API: with REDIS_URL set, rate-limit counts must not leak between test files or runs.
  const rateLimitNamespace = `test-${randomUUID()}:`;
  const context = await createApiContext({
    ...loadConfig(),
    databaseUrl,
    dataDir: 'memory://',
    gamesDir,
    logLevel: 'silent',
    rateLimitNamespace,
    ...overrides,
  });
  const app = await buildApiServer(context, { logger: false });
  await app.ready();
  return {
    app,
    context,
    cleanup: async () => {
      await app.close();
      await rm(gamesDir, { recursive: true, force: true });
    },
  };
}

export interface TestApi {
  app: FastifyInstance;
  context: ApiContext;
  api: ReturnType<typeof client>;
}

/**
 * A fresh API for the enclosing describe(): created before its tests, closed after. The returned object's fields
 * are filled once the tests run.
 */
export function useTestApi(overrides: Partial<ApiConfig> = {}): TestApi {
  const handle = {} as TestApi;
  let cleanup = async () => {};
  before(async () => {
    const made = await createTestApi(overrides);
    cleanup = made.cleanup;
    Object.assign(handle, { app: made.app, context: made.context, api: client(made.app) });
  });
  after(() => cleanup());
  return handle;
}
