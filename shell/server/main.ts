import closeWithGrace from 'close-with-grace';
import { API_PREFIX, apiPlugin, buildGamesOrigin, createApiContext, loadConfig } from '@portal/api';
import { loadEdgeConfig } from './config.js';
import { buildEdgeServer } from './edge.js';

/**
 * `npm start`: one process serving the portal on PORT (shell, remotes, API) and game files on GAMES_PORT,
 * on the embedded defaults (PGlite under ./data unless DATABASE_URL is set).
 */
const edgeConfig = loadEdgeConfig();
const apiConfig = { ...loadConfig(), portalOrigin: edgeConfig.portalOrigin, gamesOrigin: edgeConfig.gamesOrigin };
const context = await createApiContext(apiConfig);

const edge = await buildEdgeServer(edgeConfig, { api: { plugin: apiPlugin as never, options: { context }, prefix: API_PREFIX } });
const games = await buildGamesOrigin(apiConfig);
edge.addHook('onClose', () => context.db.close());

await edge.listen({ port: edgeConfig.port, host: edgeConfig.host });
await games.listen({ port: edgeConfig.gamesPort, host: edgeConfig.gamesHost });
edge.log.info(`portal on ${edgeConfig.portalOrigin}, games on ${edgeConfig.gamesOrigin}`);

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) edge.log.error({ err }, 'shutting down after an error');
  await games.close();
  await edge.close();
});
