// A stand-in for the API's deploy routes, for the edge's tests: the registry with its long poll, the history and the
// moves, in memory, held to the contract the API keeps (docs/operations.md, "Releases through the deploy API").
import Fastify, { type FastifyInstance } from 'fastify';
import type { DeployHistoryEntry, DeployRegistry, DeployRemote } from './deploy-api.js';

export interface FakeDeployApi {
  app: FastifyInstance;
  url: string;
  /** Every request answers 503 while down (a restart, a network split). */
  setDown(down: boolean): void;
  /** A move as a team's command makes it: changes the registry and wakes the long polls. */
  move(remote: string, change: Partial<DeployRemote>, entry: Omit<DeployHistoryEntry, 'at' | 'previous'>): void;
  publish(remote: string, version: string): void;
  /** As `npm run remotes:unregister`: the remote leaves the registry. */
  unregister(remote: string): void;
  histories: Map<string, DeployHistoryEntry[]>;
  /** What /remote-health/summary answers for each remote: sessions and failing sessions by version. */
  health: Map<string, Array<{ version: string; sessions: number; failing: number }>>;
  close(): Promise<void>;
}

export async function startFakeDeployApi(token: string, holdMs = 25_000): Promise<FakeDeployApi> {
  const state: DeployRegistry = { revision: 1, remotes: {} };
  const histories = new Map<string, DeployHistoryEntry[]>();
  let down = false;
  let waiters: Array<() => void> = [];
  const changed = () => {
    state.revision += 1;
    const wake = waiters;
    waiters = [];
    for (const resolve of wake) resolve();
  };
  const remoteOf = (name: string): DeployRemote =>
    (state.remotes[name] ??= { current: null, canary: null, versions: [], pins: [] });
  const record = (remote: string, entry: Omit<DeployHistoryEntry, 'at'>) =>
    histories.set(remote, [{ ...entry, at: new Date().toISOString() }, ...(histories.get(remote) ?? [])]);

  const health = new Map<string, Array<{ version: string; sessions: number; failing: number }>>();
  const app = Fastify();
  app.addHook('onRequest', async (request, reply) => {
    if (down) return reply.code(503).send({ success: false, code: 503, message: 'down' });
    // The product API's own read (the health numbers) needs no deploy token.
    if (request.url.startsWith('/remote-health/')) return;
    if (request.headers.authorization !== `Bearer ${token}`)
      return reply.code(401).send({ success: false, code: 401, message: 'no token' });
  });
  app.get<{ Querystring: { after?: string } }>('/deploy/registry', async (request, reply) => {
    const after = request.query.after === undefined ? undefined : Number(request.query.after);
    if (after !== undefined && state.revision <= after) {
      const woken = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), holdMs);
        waiters.push(() => {
          clearTimeout(timer);
          resolve(true);
        });
      });
      if (!woken) return reply.code(204).send();
    }
    return { success: true, code: 200, message: 'ok', data: structuredClone(state) };
  });
  app.get<{ Params: { remote: string } }>('/deploy/remotes/:remote/history', async (request) => ({
    success: true,
    code: 200,
    message: 'ok',
    data: histories.get(request.params.remote) ?? [],
  }));
  const unchanged = (name: string) => ({
    success: true,
    code: 200,
    message: 'unchanged',
    data: { remote: name, moved: false, revision: state.revision },
  });
  app.post<{ Params: { remote: string }; Body: { reason?: string; onlyVersion?: string } }>(
    '/deploy/remotes/:remote/canary/end',
    async (request) => {
      const remote = remoteOf(request.params.remote);
      const canary = remote.canary;
      const { onlyVersion } = request.body;
      if (!canary || (onlyVersion && canary.version !== onlyVersion)) return unchanged(request.params.remote);
      remote.canary = null;
      record(request.params.remote, {
        action: 'drop-canary',
        version: canary.version,
        previous: remote.current,
        actor: 'edge (automatic rollback)',
        reason: request.body.reason ?? null,
      });
      changed();
      return { success: true, code: 200, message: 'moved', data: { moved: true, droppedCanary: canary.version } };
    },
  );
  app.post<{ Params: { remote: string }; Body: { version: string; reason?: string; onlyFrom?: string } }>(
    '/deploy/remotes/:remote/rollback',
    async (request) => {
      const remote = remoteOf(request.params.remote);
      const previous = remote.current;
      const { onlyFrom } = request.body;
      if (onlyFrom && previous !== onlyFrom) return unchanged(request.params.remote);
      remote.current = request.body.version;
      record(request.params.remote, {
        action: 'rollback',
        version: request.body.version,
        previous,
        actor: 'edge (automatic rollback)',
        reason: request.body.reason ?? null,
      });
      changed();
      return { success: true, code: 200, message: 'moved', data: { moved: true, version: remote.current, previous } };
    },
  );
  app.get<{ Querystring: { remote: string } }>('/remote-health/summary', async (request) => ({
    success: true,
    code: 200,
    message: 'ok',
    data: { versions: health.get(request.query.remote) ?? [] },
  }));
  const url = await app.listen({ host: '127.0.0.1', port: 0 });

  return {
    app,
    url,
    histories,
    health,
    setDown: (value) => {
      down = value;
    },
    publish(remote, version) {
      remoteOf(remote).versions.push({ version, publishedAt: new Date().toISOString() });
      changed();
    },
    unregister(remote) {
      delete state.remotes[remote];
      histories.delete(remote);
      changed();
    },
    move(name, change, entry) {
      const remote = remoteOf(name);
      const previous = remote.current;
      Object.assign(remote, change);
      record(name, { ...entry, previous });
      changed();
    },
    close: async () => {
      for (const resolve of waiters) resolve();
      await app.close();
    },
  };
}
