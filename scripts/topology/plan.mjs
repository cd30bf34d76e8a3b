// Where each service of docker-compose.yml listens when the topology runs as local processes. Compose gives every
// container its own address and the same port; here every service has a loopback address of its own (Linux
// routes all of 127.0.0.0/8 to lo), the ports come from TOPOLOGY_PORT_BASE, and a small DNS server answers the
// compose service names with those addresses, so nginx resolves `api` to three replicas as Docker's DNS does.
import { randomBytes } from 'node:crypto';

export function topologyPlan(env = process.env) {
  const base = Number(env.TOPOLOGY_PORT_BASE ?? 28000);
  if (!Number.isInteger(base) || base < 1024 || base > 65000)
    throw new Error(`TOPOLOGY_PORT_BASE must be a port number from 1024 to 65000 (got ${env.TOPOLOGY_PORT_BASE})`);
  const run = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return {
    run,
    /** The proxy's public ports (compose publishes 8080, 8081, 9000) and its health port (8088). */
    front: { portal: base, games: base + 1, s3: base + 2, health: base + 8 },
    /** Ports inside the topology, in compose: api 8082, edge 8080, games-origin 8081, minio 9000. */
    ports: {
      api: base + 10,
      apiGames: base + 11,
      edge: base + 20,
      gamesOrigin: base + 21,
      s3: base + 30,
    },
    dnsPort: base + 53,
    replicas: ['127.0.1.1', '127.0.1.2', '127.0.1.3'],
    /** Two edges (`--scale edge=2`), each with its own data folder: releases reach both through the deploy API. */
    edges: ['127.0.2.1', '127.0.2.4'],
    addresses: {
      'games-origin': '127.0.2.2',
      minio: '127.0.2.3',
    },
    portalOrigin: `http://localhost:${base}`,
    /** The games base origin: each game on <slug>.games.localhost (Chromium resolves it; Node: http.mjs getOnHost). */
    gamesOrigin: `http://games.localhost:${base + 1}`,
    database: `topology_${run}`,
    postgres: env.TOPOLOGY_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432',
    redisUrl: env.TOPOLOGY_REDIS_URL ?? 'redis://127.0.0.1:6379',
  };
}
