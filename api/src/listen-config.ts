import { port, readEnv, text } from '@portal/server-kit';

/** Where the API on its own (src/server.ts) and its games origin listen. */
const listenEnv = {
  API_PORT: port(8082),
  HOST: text('0.0.0.0'),
  GAMES_PORT: port(8081),
  GAMES_HOST: text('127.0.0.1'),
};

export interface Listener {
  port: number;
  host: string;
}

export function loadListenConfig(env: NodeJS.ProcessEnv = process.env): { api: Listener; games: Listener } {
  const settings = readEnv(listenEnv, env);
  return {
    api: { port: settings.API_PORT, host: settings.HOST },
    games: { port: settings.GAMES_PORT, host: settings.GAMES_HOST },
  };
}
