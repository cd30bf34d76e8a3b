import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApiServer, createApiContext, type ApiContext } from '../app.js';
import { loadConfig, type ApiConfig } from '../config.js';
import type { ObjectStore } from '@portal/object-store';
import { client } from './http.js';
import { pgliteFromTemplate, postgresFromTemplate } from './template.js';

/**
 * A fresh database for one test API, copied from the migrated and seeded template (./template.ts): in-memory PGlite,
 * or — when DATABASE_URL is set (CI's `npm test`) — a new PostgreSQL database on that server, dropped again at
 * cleanup, so test files can run side by side.
 */
export async function createTestApi(
  overrides: Partial<ApiConfig> = {},
  instrument?: (app: FastifyInstance) => void,
  options: { objects?: ObjectStore; logger?: FastifyServerOptions['logger'] } = {},
): Promise<{ app: FastifyInstance; context: ApiContext; cleanup: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL || undefined;
  const database = serverUrl ? await postgresFromTemplate(serverUrl) : undefined;
  const objectsDir = await mkdtemp(path.join(os.tmpdir(), 'portal-objects-'));
  // A namespace per test API: with REDIS_URL set, rate-limit counts must not leak between test files or runs.
  const rateLimitNamespace = `test-${randomUUID()}:`;
  const context = await createApiContext(
    {
      ...loadConfig(),
      databaseUrl: database?.url,
      dataDir: 'memory://',
      objectsDir,
      logLevel: 'silent',
      rateLimitNamespace,
      ...overrides,
    },
    { db: database ? undefined : await pgliteFromTemplate(), objects: options.objects },
  );
  const app = await buildApiServer(context, { logger: options.logger ?? false }, instrument);
  await app.ready();
  return {
    app,
    context,
    cleanup: async () => {
      await app.close();
      await rm(objectsDir, { recursive: true, force: true });
      await database?.drop();
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
