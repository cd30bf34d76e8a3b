// The games origin as a service of its own (docker-compose.yml, the topology test): the games-origin server alone,
// serving the game builds that the API replicas publish into the shared GAMES_DIR. Same code, same headers as the
// listener `npm start` runs beside the API. Built to api/dist/games-origin.js (scripts/build-servers.mjs).
import closeWithGrace from 'close-with-grace';
import { loadConfig } from '../config.js';
import { loadOrExit } from '../env/read-env.js';
import { loadListenConfig } from '../listen-config.js';
import { buildGamesOrigin } from './server.js';

// In its container the games origin listens on every interface unless GAMES_HOST says otherwise.
const { config, listen } = loadOrExit(() => ({
  config: loadConfig(),
  listen: loadListenConfig({ GAMES_HOST: '0.0.0.0', ...process.env }),
}));
const games = await buildGamesOrigin(config, { logger: true });
await games.listen(listen.games);

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) games.log.error({ err }, 'shutting down after an error');
  await games.close();
});
