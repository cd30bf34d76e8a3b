import { closeOnSignal, loadOrExit } from '@portal/server-kit';
import { buildApiServer, buildGamesOrigin, createApiContext, loadConfig } from './app.js';
import { loadListenConfig } from './listen-config.js';

/** The API alone (production behind a reverse proxy); `npm start` at the root runs it inside the edge server. */
const { config, listen } = loadOrExit(() => ({ config: loadConfig(), listen: loadListenConfig() }));
const context = await createApiContext(config);
const api = await buildApiServer(context);
const games = await buildGamesOrigin(config);
await api.listen(listen.api);
await games.listen(listen.games);

// SIGTERM: /ready answers 503, in-flight requests finish, then the process exits (SHUTDOWN_DRAIN_MS, SHUTDOWN_GRACE_MS).
closeOnSignal([api, games], api.log, config.shutdown);
