import type { FastifyInstance } from 'fastify';
import {
  API_PREFIX,
  apiPlugin,
  buildGamesOrigin,
  closeApiContext,
  configuredTokens,
  createApiContext,
  type ApiConfig,
} from '@portal/api';
import type { EdgeConfig } from './config.js';
import { buildEdgeServer } from './edge.js';

export interface Portal {
  edge: FastifyInstance;
  /** The games origin's listener; absent when the edge runs alone (the games origin is then a service of its own). */
  games?: FastifyInstance;
}

export interface PortalOptions {
  /** Settings of the embedded API over its environment defaults (tests: an in-memory database). */
  api?: Partial<ApiConfig>;
  logger?: boolean;
}

/**
 * What `npm run serve` starts. By default everything in one process: the edge with the API mounted under
 * /app/api/v1 and the games origin beside it. With API_INTERNAL_URL set, the API and the games origin run on their
 * own behind a reverse proxy that routes /app/api/v1 to the API (docker-compose.yml), so the edge opens no
 * database and reads the API over HTTP.
 */
export async function buildPortal(edgeConfig: EdgeConfig, options: PortalOptions = {}): Promise<Portal> {
  const logger = options.logger;
  if (edgeConfig.apiInternalUrl) return { edge: await buildEdgeServer(edgeConfig, { logger }) };
  // Tokens set for the edge are the embedded API's too.
  const given = Object.fromEntries(
    Object.entries({
      deployEdgeToken: edgeConfig.deployEdgeToken,
      deployOperatorToken: edgeConfig.deployOperatorToken,
    }).filter(([, value]) => value !== undefined),
  );
  const context = await createApiContext({
    portalOrigin: edgeConfig.portalOrigin,
    gamesOrigin: edgeConfig.gamesOrigin,
    previewOrigin: edgeConfig.previewOrigin,
    // One process, one key: the API checks the tokens this edge puts in its pages.
    healthTokenSecret: edgeConfig.healthSecret,
    ...given,
    ...options.api,
  });
  // The embedded API's own edge and operator deploy tokens (set, or generated once in DATA_DIR, where an operator
  // reads them to run the release commands against this portal): the edge reads the registry with the one and
  // publishes the local builds with the other. Read only once the API's settings are checked (a bad setting writes
  // nothing).
  const deployTokens = configuredTokens(context.config);
  const edge = await buildEdgeServer(edgeConfig, {
    logger,
    api: { plugin: apiPlugin as never, options: { context }, prefix: API_PREFIX },
    deployTokens,
    // The versions the API in this process seals are in its store.
    objectStore: context.objects,
  });
  edge.addHook('onClose', () => closeApiContext(context));
  return { edge, games: await buildGamesOrigin(context.config, { logger }) };
}
