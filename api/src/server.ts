import { buildApiServer, buildGamesOrigin, closeOnSignal, createApiContext, loadConfig } from './app.js';

/** The API alone (production behind a reverse proxy); `npm start` at the root runs it inside the edge server. */
const config = loadConfig();
const context = await createApiContext(config);
const api = await buildApiServer(context);
const games = await buildGamesOrigin(config);
await api.listen({ port: Number(process.env.API_PORT ?? 8082), host: process.env.HOST ?? '0.0.0.0' });
await games.listen({ port: Number(process.env.GAMES_PORT ?? 8081), host: process.env.GAMES_HOST ?? '127.0.0.1' });

// SIGTERM: /ready answers 503, in-flight requests finish, then the process exits (SHUTDOWN_DRAIN_MS, SHUTDOWN_GRACE_MS).
closeOnSignal([api, games], api.log);
