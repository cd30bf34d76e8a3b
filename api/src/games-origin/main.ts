// The games origin as a service of its own (docker-compose.yml, the topology test): the games-origin server alone,
// serving the game builds the API replicas publish into the object store (S3, or OBJECTS_DIR). Same code, same headers as the
// listener `npm start` runs beside the API. Built to api/dist/games-origin.js (scripts/build-servers.mjs).
import { loadConfig } from '../config.js';
import { closeOnSignal, loadOrExit } from '@portal/server-kit';
import { loadListenConfig } from '../listen-config.js';
import { buildGamesOrigin } from './server.js';

// In its container the games origin listens on every interface unless GAMES_HOST says otherwise.
const { config, listen } = loadOrExit(() => ({
  config: loadConfig(),
  listen: loadListenConfig({ GAMES_HOST: '0.0.0.0', ...process.env }),
}));
const games = await buildGamesOrigin(config, { logger: true });
await games.listen(listen.games);

// Nothing polls its readiness: no drain, then 10 s for the files in flight.
closeOnSignal([games], games.log, { drainMs: 0, graceMs: 10_000 });
