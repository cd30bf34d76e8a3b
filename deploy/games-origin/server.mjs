// The games origin as a service of its own (deploy/docker-compose.yml): the API package's games-origin server
// alone, serving the game builds that the API replicas publish into the shared GAMES_DIR. Same code, same headers
// as the listener `npm start` runs beside the API.
import closeWithGrace from 'close-with-grace';
import { loadConfig } from '../../api/src/config.ts';
import { loadOrExit } from '../../api/src/env/read-env.ts';
import { buildGamesOrigin } from '../../api/src/games-origin/server.ts';
import { loadListenConfig } from '../../api/src/listen-config.ts';

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
