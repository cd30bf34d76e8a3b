import type { FastifyInstance } from 'fastify';

/** One published (sealed) version of a remote, as the deploy API's registry lists it. */
export interface DeployVersion {
  version: string;
  publishedAt: string;
  integrity?: string;
  manifestIntegrity?: string;
}

/** A remote in the deploy API's registry: the pointer, the canary beside it, its versions and live pins. */
export interface DeployRemote {
  current: string | null;
  canary: { version: string; percent: number } | null;
  versions: DeployVersion[];
  pins: Array<{ version: string; until: string }>;
}

/** `GET /deploy/registry`: the whole registry at one revision (a number that grows on every change). */
export interface DeployRegistry {
  revision: number;
  remotes: Record<string, DeployRemote>;
}

/** One line of a remote's release history, newest first. */
export interface DeployHistoryEntry {
  action: string;
  /** Null for moves of no version (a remote registered). */
  version: string | null;
  previous: string | null;
  at: string;
  actor: string;
  reason?: string | null;
  percent?: number | null;
  health?: unknown;
}

export interface DeployAnswer {
  status: number;
  body: unknown;
}

/** One request to the deploy API (relative to the API prefix), with the edge's token. */
export type DeployCall = (
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
  options?: { timeoutMs?: number; signal?: AbortSignal },
) => Promise<DeployAnswer>;

/** The API wraps successful answers in its envelope ({ success, data }); the contract's shapes are inside. */
export function unwrap<T>(body: unknown): T {
  if (body && typeof body === 'object' && 'success' in body && 'data' in body) return (body as { data: T }).data;
  return body as T;
}

/** A file's raw bytes go as they are; anything else as JSON. */
const contentOf = (body: unknown) =>
  body === undefined
    ? {}
    : Buffer.isBuffer(body)
      ? { type: 'application/octet-stream', payload: body }
      : { type: 'application/json', payload: JSON.stringify(body) };

/** Who the history names beside the token's label (the API's x-deploy-by). */
const byHeader = (by?: string): Record<string, string> => (by ? { 'x-deploy-by': by } : {});

/** The API mounted in this process: no network hop, no port needed before listening. */
export function inProcessDeploy(app: FastifyInstance, prefix: string, token: string, by?: string): DeployCall {
  return async (method, path, body) => {
    const { type, payload } = contentOf(body);
    const res = await app.inject({
      method,
      url: `${prefix}/deploy${path}`,
      headers: { authorization: `Bearer ${token}`, ...byHeader(by), ...(type ? { 'content-type': type } : {}) },
      ...(payload === undefined ? {} : { payload }),
    });
    return { status: res.statusCode, body: res.body ? res.json() : null };
  };
}

/** The API elsewhere (API_INTERNAL_URL). */
export function httpDeploy(baseUrl: string, token: string, by?: string): DeployCall {
  const base = baseUrl.replace(/\/$/, '');
  return async (method, path, body, { timeoutMs = 10_000, signal } = {}) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const { type, payload } = contentOf(body);
    const res = await fetch(`${base}/deploy${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...byHeader(by), ...(type ? { 'content-type': type } : {}) },
      ...(payload === undefined ? {} : { body: typeof payload === 'string' ? payload : new Uint8Array(payload) }),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
  };
}

export class DeployApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'DeployApiError';
  }
}

const failure = (what: string, answer: DeployAnswer) => {
  const message = (answer.body as { message?: unknown } | null)?.message;
  return new DeployApiError(
    answer.status,
    `${what}: ${answer.status}${typeof message === 'string' ? ` ${message}` : ''}`,
  );
};

/** The long poll holds a request up to 25 s; a little more before the edge gives up on it. */
const LONG_POLL_MS = 30_000;

/** What the edge asks of the deploy API: the registry, the history, and its own automatic decisions. */
export function deployClient(call: DeployCall) {
  return {
    /** The registry; with `after`, held until a newer revision (null when the hold ended without one). */
    async registry(after?: number, signal?: AbortSignal): Promise<DeployRegistry | null> {
      const query = after === undefined ? '' : `?after=${after}`;
      const answer = await call('GET', `/registry${query}`, undefined, { timeoutMs: LONG_POLL_MS, signal });
      if (answer.status === 204 || answer.status === 304) return null;
      if (answer.status !== 200) throw failure('registry', answer);
      return unwrap<DeployRegistry>(answer.body);
    },
    async history(remote: string): Promise<DeployHistoryEntry[]> {
      const answer = await call('GET', `/remotes/${encodeURIComponent(remote)}/history`);
      if (answer.status !== 200) throw failure(`history of ${remote}`, answer);
      const history = unwrap<unknown>(answer.body);
      return Array.isArray(history) ? (history as DeployHistoryEntry[]) : [];
    },
    /** A mutating action on one remote (release, promote, canary/end, rollback, pins); answers the API's data. */
    async act(remote: string, action: string, body: object): Promise<unknown> {
      const answer = await call('POST', `/remotes/${encodeURIComponent(remote)}/${action}`, body);
      if (answer.status >= 300) throw failure(`${action} of ${remote}`, answer);
      return unwrap<unknown>(answer.body);
    },
  };
}

export type DeployClient = ReturnType<typeof deployClient>;
