import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApiServer, createApiContext, type ApiContext } from '../app.js';
import { openInvalidationBus } from '../cache/open-bus.js';
import { loadConfig, type ApiConfig } from '../config.js';
import { client } from './http.js';
import { postgresFromTemplate } from './template.js';

export interface Replica {
  app: FastifyInstance;
  context: ApiContext;
  api: ReturnType<typeof client>;
}

/** A PostgreSQL server nobody listens on: a bus pointed there stays down. */
const NOWHERE = 'postgres://postgres@127.0.0.1:1/nowhere';

/**
 * Two API replicas (two contexts, caches and buses, as two processes would have) on one fresh PostgreSQL database
 * (DATABASE_URL's server), for the enclosing describe(). `busDown`: the second replica's bus never connects.
 * Their fields are filled once the tests run.
 */
export function useReplicas(
  overrides: Partial<ApiConfig> = {},
  options: { busDown?: boolean } = {},
): [Replica, Replica] {
  // Filled in before the tests run (the caller destructures them when it declares its tests).
  const replicas: [Replica, Replica] = [{} as Replica, {} as Replica];
  let cleanup = async () => {};
  before(async () => {
    const database = await postgresFromTemplate(process.env.DATABASE_URL!);
    const gamesDir = await mkdtemp(path.join(os.tmpdir(), 'portal-replicas-'));
    // One namespace for both (their Redis channel), apart from every other test.
    const rateLimitNamespace = `test-${randomUUID()}:`;
    const config = {
      ...loadConfig(),
      databaseUrl: database.url,
      dataDir: 'memory://',
      gamesDir,
      logLevel: 'silent' as const,
      rateLimitNamespace,
      ...overrides,
    };
    for (const index of [0, 1]) {
      const context = await createApiContext(config);
      if (index === 1 && options.busDown) {
        await context.bus.close();
        context.bus = await openInvalidationBus(
          { ...config, redisUrl: undefined, databaseUrl: NOWHERE },
          context.db,
          context.cache,
        );
      }
      const app = await buildApiServer(context, { logger: false });
      await app.ready();
      Object.assign(replicas[index]!, { app, context, api: client(app) });
    }
    cleanup = async () => {
      for (const replica of replicas) await replica.app.close();
      await rm(gamesDir, { recursive: true, force: true });
      await database.drop();
    };
  });
  after(() => cleanup());
  return replicas;
}

/**
 * Polls `read` (every 20 ms) until `done` holds of what it answers, for at most `budgetMs` (generous: the machine
 * may be loaded); answers how long that took, or throws with the last value.
 */
export async function within<T>(
  budgetMs: number,
  read: () => Promise<T>,
  done: (value: T) => boolean,
): Promise<number> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return Date.now() - started;
    if (Date.now() - started > budgetMs) throw new Error(`not within ${budgetMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
