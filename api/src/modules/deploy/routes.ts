import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { configuredTokens, deployAuth } from './auth.js';
import { DeployChanges } from './changes.js';
import { fileRoutes } from './file-routes.js';
import { historyRoutes } from './history-routes.js';
import { moveRoutes } from './move-routes.js';
import { pruneRoutes } from './prune-routes.js';
import { registryRoutes } from './registry-routes.js';
import { remoteRoutes } from './remote-routes.js';
import { tokenRoutes } from './token-routes.js';
import { sweepStaleStaging } from './upload.js';

/** How often each API process looks for staged uploads a crashed process left behind. */
const STAGING_SWEEP_MS = 60 * 60 * 1000;

/** What every deploy plugin is given: the token check and the change bus of this API instance. */
export interface DeployOptions {
  auth: ReturnType<typeof deployAuth>;
  changes: DeployChanges;
}

/**
 * The registry's change bus of this API instance, shared by the deploy routes and the operations console's moves
 * (fastify-plugin: its siblings see the decoration).
 */
export const deployChangesPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app;
  const changes = new DeployChanges(
    app.db,
    config.redisUrl ? { url: config.redisUrl, channel: `${config.rateLimitNamespace}deploy-registry` } : undefined,
  );
  await changes.start();
  app.addHook('onClose', () => changes.close());
  // Held long polls answer at once when the server closes, so shutdown waits for none of them.
  app.addHook('preClose', () => changes.close());
  app.decorate('deployChanges', changes);
});

/**
 * The deploy API (docs/api.md#deploy): the registry of remotes and their releases, in the database, behind deploy
 * tokens. Each concern is its own plugin; this one wires them to one token check and the instance's change bus.
 */
export const deployRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const sweep = () =>
    void sweepStaleStaging(app.objects).catch((err: unknown) => app.log.error({ err }, 'deploy staging sweep failed'));
  const sweeping = setInterval(sweep, STAGING_SWEEP_MS).unref();
  app.addHook('onReady', async () => sweep());
  app.addHook('onClose', async () => clearInterval(sweeping));
  const options: DeployOptions = { auth: deployAuth(app.db, configuredTokens(app.config)), changes: app.deployChanges };
  await app.register(registryRoutes, options);
  await app.register(historyRoutes, options);
  await app.register(remoteRoutes, options);
  await app.register(fileRoutes, options);
  await app.register(moveRoutes, options);
  await app.register(pruneRoutes, options);
  await app.register(tokenRoutes, options);
};
