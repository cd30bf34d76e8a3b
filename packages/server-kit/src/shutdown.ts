import { setTimeout as sleep } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/**
 * HTTP servers that are shutting down. Keyed by the Node server, which a Fastify instance shares with every plugin
 * mounted in it, so the API's /ready inside the edge process sees the edge's shutdown too.
 */
const draining = new WeakSet<object>();

export const isDraining = (app: FastifyInstance): boolean => draining.has(app.server);

/**
 * Shuts servers down without cutting requests: readiness answers 503 at once, the listeners stay open for the
 * drain (`drainMs`, or until a promise settles: tests end it when they have looked) so a load balancer polling
 * readiness stops sending traffic, then close() stops accepting connections, answers 503 on kept-alive ones, and
 * resolves once every in-flight request has been answered.
 */
export async function drainAndClose(servers: FastifyInstance[], drain: number | Promise<unknown>): Promise<void> {
  for (const server of servers) draining.add(server.server);
  if (typeof drain !== 'number') await drain;
  else if (drain > 0) await sleep(drain);
  await Promise.all(servers.map((server) => server.close()));
}

/** SHUTDOWN_DRAIN_MS and SHUTDOWN_GRACE_MS (README, operations). */
export interface ShutdownTiming {
  drainMs: number;
  graceMs: number;
}

/**
 * On SIGTERM/SIGINT (or an uncaught error): drainAndClose, then exit 0. The drain time (default 0: nothing polls
 * readiness on a developer machine, and Docker's health checks do not take a container out of DNS) and the grace
 * time (default 10 s for in-flight requests) bound it; past both, close-with-grace exits with 1.
 */
export function closeOnSignal(
  servers: FastifyInstance[],
  log: FastifyBaseLogger,
  { drainMs, graceMs }: ShutdownTiming,
): void {
  closeWithGrace({ delay: drainMs + graceMs, logger: log }, async ({ signal, err }) => {
    if (err) log.error({ err }, 'shutting down after an error');
    else log.info({ signal, drainMs, graceMs }, 'shutting down: readiness answers 503, in-flight requests finish');
    await drainAndClose(servers, err ? 0 : drainMs);
    log.info('shut down');
  });
}
