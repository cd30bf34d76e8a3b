import { LiveSearchIndex } from './modules/search/engine/live-index.js';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { loadConfig, type ApiConfig } from './config.js';
import type { Db } from './db/db.js';
import { openDatabase } from './db/open.js';
import fastifyRateLimit from '@fastify/rate-limit';
import { CatalogueCache } from './cache/catalogue-cache.js';
import { cacheBusPlugin } from './cache/bus-plugin.js';
import { openInvalidationBus } from './cache/open-bus.js';
import type { InvalidationBus } from './cache/invalidation-bus.js';
import { CounterBuffer } from './modules/counters/buffer.js';
import { registerErrorHandling } from './http/errors.js';
import { inputGuards } from './http/input-guards.js';
import { openApi, tagged } from './http/openapi.js';
import { rateLimitStore } from './http/rate-limit-store.js';
import { authPlugin } from './modules/auth/plugin.js';
import { analyticsRoutes } from './modules/analytics/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { identityRoutes } from './modules/identity/routes.js';
import { userGameRoutes } from './modules/user-games/routes.js';
import { userRoutes } from './modules/users/routes.js';
import { blogRoutes } from './modules/blog/routes.js';
import { commentRoutes } from './modules/comments/routes.js';
import { catalogueRoutes } from './modules/catalogue/routes.js';
import { counterRoutes } from './modules/counters/routes.js';
import { feedbackRoutes } from './modules/feedback/routes.js';
import { remoteHealthRoutes } from './modules/remote-health/routes.js';
import { reportRoutes } from './modules/reports/routes.js';
import { gameRoutes } from './modules/games/routes.js';
import { loggingServerOptions, requestLog } from '@portal/server-kit';
import { healthRoutes } from './modules/health/routes.js';
import { notificationRoutes } from './modules/notifications/routes.js';
import { searchRoutes } from './modules/search/routes.js';
import { seoRoutes } from './modules/seo/routes.js';
import { moderationRoutes } from './modules/moderation/routes.js';
import { uploadRoutes } from './modules/upload/routes.js';
import { deployChangesPlugin, deployRoutes } from './modules/deploy/routes.js';
import { opsRoutes } from './modules/ops/routes.js';
import { ensureDemoAccounts } from './modules/studio/demo-accounts.js';
import { studioRoutes } from './modules/studio/routes.js';
import { seedCatalogue } from './seed/seed.js';
import type { ObjectStore } from '@portal/object-store';
import { createObjectStore } from './storage/object-store.js';

export { loadConfig, type ApiConfig } from './config.js';
export type { Db } from './db/db.js';
export { buildGamesOrigin } from './games-origin/server.js';
// The deploy tokens the API accepts (set, or generated once in DATA_DIR): the embedded edge reads and publishes with them.
export { configuredTokens } from './modules/deploy/auth.js';

/** Every product route lies under this prefix (product §7). */
export const API_PREFIX = '/app/api/v1';

export interface ApiContext {
  config: ApiConfig;
  db: Db;
  /** The process's catalogue cache: shared by every mount of the API and cleared by any catalogue write. */
  cache: CatalogueCache;
  /** Carries the cache's writes to the other replicas and theirs to it (PostgreSQL NOTIFY or Redis pub/sub). */
  bus: InvalidationBus;
  /** Views, plays and likes on their way to the games table (flushed every COUNTER_FLUSH_MS and on close). */
  counters: CounterBuffer;
  /** The process's search index (read when the API is ready, kept current from the database's change log). */
  search: LiveSearchIndex;
  /**
   * Files every replica must see (storage/object-store.ts: S3 or the embedded disk store): game builds, thumbnails,
   * checked uploads, and the remotes' released versions (the deploy API).
   */
  objects: ObjectStore;
}

/** Opens the database, applies migrations and seeds the shipped catalogue (idempotent). */
export async function createApiContext(
  overrides: Partial<ApiConfig> = {},
  options: { seed?: boolean; db?: Db; objects?: ObjectStore } = {},
): Promise<ApiContext> {
  const config = { ...loadConfig(), ...overrides };
  // `db`: one the caller opened and migrated (tests start from a template copy).
  const db = options.db ?? (await openDatabase(config));
  // `objects`: another store than the configuration's (tests of the archive backend against a stand-in for S3).
  const objects = options.objects ?? createObjectStore(config);
  const seeded = options.seed !== false && (await seedCatalogue(db, config, objects));
  if (config.studioDemoAccounts) await ensureDemoAccounts(db, config, objects);
  const cache = new CatalogueCache({ ttlMs: config.cacheTtlMs, flushMs: config.counterFlushMs });
  const counters = new CounterBuffer(
    db,
    config.counterFlushMs,
    (games) => cache.reordered(games.map(({ slug, before, after }) => ({ slug, was: before, now: after }))),
    (error) => process.emitWarning(`Counter flush failed, retrying: ${(error as Error).message}`),
  );
  const bus = await openInvalidationBus(config, db, cache);
  // A new seed (a release's catalogue, blog or SEO texts) changed what the replicas already running have cached.
  if (seeded) cache.invalidate();
  return { config, db, cache, bus, counters, search: new LiveSearchIndex(db), objects };
}

/**
 * Closes what createApiContext opened: first the counter buffer, so every count acknowledged to a client reaches
 * the database (SIGTERM included), then the bus (the other replicas hear of that last flush), then the database.
 */
export async function closeApiContext(context: ApiContext): Promise<void> {
  await context.counters.close();
  await context.bus.close();
  await context.db.close();
}

/** The product API as an encapsulated plugin: mounted by the edge server in one process, or alone by buildApiServer. */
export async function apiPlugin(app: FastifyInstance, { context }: { context: ApiContext }): Promise<void> {
  app.decorate('db', context.db);
  app.decorate('config', context.config);
  app.decorate('catalogueCache', context.cache);
  app.decorate('counterBuffer', context.counters);
  app.decorate('searchIndex', context.search);
  app.decorate('objects', context.objects);
  app.addHook('onReady', async () => {
    await context.search.loaded();
  });
  registerErrorHandling(app);
  const rateLimitStorage = rateLimitStore(context.config);
  app.addHook('onClose', rateLimitStorage.close);
  // Opt-in per route (`config.rateLimit`): only writes anyone may call are limited here.
  await app.register(fastifyRateLimit, {
    ...rateLimitStorage.options,
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests; try again in ${Math.ceil(context.ttl / 1000)} s`,
    }),
  });
  await app.register(authPlugin);
  await app.register(cacheBusPlugin, { bus: context.bus });
  await app.register(inputGuards);
  // Before the routes: the document lists the routes registered after it.
  await app.register(openApi, { docsPage: process.env.NODE_ENV !== 'production' });
  const redis = 'redis' in rateLimitStorage.options ? rateLimitStorage.options.redis : undefined;
  await app.register(tagged('health', healthRoutes, { redis }));
  await app.register(tagged('catalogue', catalogueRoutes));
  await app.register(tagged('games', gameRoutes));
  await app.register(tagged('search', searchRoutes));
  await app.register(tagged('counters', counterRoutes));
  await app.register(tagged('blog', blogRoutes));
  await app.register(tagged('seo', seoRoutes));
  await app.register(tagged('identity', identityRoutes, { redis }), { prefix: '/identity' });
  await app.register(tagged('auth', authRoutes));
  await app.register(tagged('users', userRoutes));
  await app.register(tagged('user-games', userGameRoutes));
  await app.register(tagged('comments', commentRoutes));
  await app.register(tagged('notifications', notificationRoutes));
  await app.register(tagged('feedback', feedbackRoutes));
  await app.register(tagged('reports', reportRoutes));
  await app.register(tagged('analytics', analyticsRoutes));
  await app.register(tagged('remote-health', remoteHealthRoutes));
  await app.register(tagged('upload', uploadRoutes));
  await app.register(tagged('moderation', moderationRoutes));
  await app.register(deployChangesPlugin);
  await app.register(tagged('deploy', deployRoutes), { prefix: '/deploy' });
  await app.register(tagged('studio', studioRoutes));
  await app.register(tagged('ops', opsRoutes));
}

export const serverOptions = (config: ApiConfig): FastifyServerOptions => ({
  ...loggingServerOptions(config.logLevel),
  // Behind the reverse proxy in production; requests carry X-Forwarded-For.
  trustProxy: config.trustProxy,
  ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } },
  return503OnClosing: true,
});

/**
 * The API alone on its own Fastify instance (tests, or `npm start -w api` behind a proxy). `instrument` adds hooks
 * that must see every route (tests that check each route's schemas and answers); it runs before the routes exist.
 */
export async function buildApiServer(
  context: ApiContext,
  options: FastifyServerOptions = {},
  instrument?: (app: FastifyInstance) => void,
): Promise<FastifyInstance> {
  const app = Fastify({ ...serverOptions(context.config), ...options }).withTypeProvider<TypeBoxTypeProvider>();
  instrument?.(app);
  await app.register(requestLog);
  await app.register(apiPlugin, { prefix: API_PREFIX, context });
  app.addHook('onClose', () => closeApiContext(context));
  return app;
}
