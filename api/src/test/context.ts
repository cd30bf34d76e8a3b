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
 * A fresh database for one test API: in-memory PGlite, or — when DATABASE_URL is set (CI's second pass) — a new
 * PostgreSQL database on that server, dropped again at cleanup, so test files can run side by side.
 */
export async function createTestApi(
  overrides: Partial<ApiConfig> = {},
  instrument?: (app: FastifyInstance) => void,
): Promise<{ app: FastifyInstance; context: ApiContext; cleanup: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL || undefined;
  const database = serverUrl ? await createDatabase(serverUrl) : undefined;
  const databaseUrl = database?.url;
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
  const app = await buildApiServer(context, { logger: false }, instrument);
  await app.ready();
  return {
    app,
    context,
    cleanup: async () => {
      await app.close();
      await rm(gamesDir, { recursive: true, force: true });
      await database?.drop();
    },
  };
}

/** Runs SQL on the server of `serverUrl`, through its own short connection. */
async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new, empty database beside the one `serverUrl` names (same server and credentials). */
async function createDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `portal_test_${randomUUID().replace(/-/g, '')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
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
export function useTestApi(overrides: Partial<ApiConfig> = {}, instrument?: (app: FastifyInstance) => void): TestApi {
  const handle = {} as TestApi;
  let cleanup = async () => {};
  before(async () => {
    const made = await createTestApi(overrides, instrument);
    cleanup = made.cleanup;
    Object.assign(handle, { app: made.app, context: made.context, api: client(made.app) });
  });
  after(() => cleanup());
  return handle;
}
