import { Type } from 'typebox';
import { kind, readSettings, setting } from '@portal/server-kit/settings';

/** Where the API on its own (src/server.ts) and its games origin listen. */
export const ListenSettings = Type.Object({
  api: Type.Object({
    port: setting('API_PORT', kind.port(8082), 'Port of the API alone (src/server.ts, npm run dev -w api)'),
    host: setting('HOST', kind.text('0.0.0.0'), 'Address the API alone listens on'),
  }),
  games: Type.Object({
    port: setting('GAMES_PORT', kind.port(8081), 'Port of the games origin'),
    host: setting('GAMES_HOST', kind.text('127.0.0.1'), 'Address the games origin listens on'),
  }),
});

export const loadListenConfig = (env: NodeJS.ProcessEnv = process.env) => readSettings(ListenSettings, env);
