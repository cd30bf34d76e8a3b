// The games origin as a service of its own (deploy/docker-compose.yml): the API package's games-origin server
// alone, serving the game builds that the API replicas publish into the shared GAMES_DIR. Same code, same headers
// as the listener `npm start` runs beside the API.
import closeWithGrace from 'close-with-grace';
import { loadConfig } from '../../api/src/config.ts';
import { buildGamesOrigin } from '../../api/src/games-origin/server.ts';

const games = await buildGamesOrigin(loadConfig(), { logger: true });
await games.listen({ port: Number(process.env.GAMES_PORT ?? 8081), host: process.env.GAMES_HOST ?? '0.0.0.0' });

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) games.log.error({ err }, 'shutting down after an error');
  await games.close();
});
