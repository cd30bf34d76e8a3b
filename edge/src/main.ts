import { closeOnSignal, exitOnConfigError, loadOrExit } from '@portal/server-kit';
import { loadEdgeConfig } from './config.js';
import { buildPortal } from './portal.js';

/**
 * `npm start`: one process serving the portal on PORT (shell, remotes, API) and game files on GAMES_PORT,
 * on the embedded defaults (PGlite under ./data unless DATABASE_URL is set). With API_INTERNAL_URL set, the edge
 * server alone (the API and the games origin are deployed on their own). An invalid setting, the edge's or the
 * embedded API's, ends the process at once with a message naming it.
 */
const edgeConfig = loadOrExit(() => loadEdgeConfig());
const { edge, games } = await buildPortal(edgeConfig).catch(exitOnConfigError);

await edge.listen({ port: edgeConfig.port, host: edgeConfig.host });
await games?.listen({ port: edgeConfig.gamesPort, host: edgeConfig.gamesHost });
edge.log.info(
  games
    ? `portal on ${edgeConfig.portalOrigin}, games on ${edgeConfig.gamesOrigin}`
    : `portal on ${edgeConfig.portalOrigin}, API at ${edgeConfig.apiInternalUrl}`,
);

// SIGTERM: /ready answers 503, in-flight requests finish, then the process exits (SHUTDOWN_DRAIN_MS, SHUTDOWN_GRACE_MS).
closeOnSignal(games ? [edge, games] : [edge], edge.log, edgeConfig.shutdown);
