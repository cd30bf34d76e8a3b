// A stand-in portal for the release commands' tests: its /remotes.json and version files, and the deploy API under
// /app/api/v1/deploy (registry, history, uploads, seal, moves, pins, prune,
// unregistering), in memory, with one accepted token.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Remote {
  current: string | null;
  canary: { version: string; percent: number } | null;
  versions: Array<{ version: string; publishedAt: string }>;
  pins: Array<{ version: string; until: string }>;
}
interface HistoryLine {
  action: string;
  version: string | null;
  previous: string | null;
  at: string;
  actor: string;
  reason: string | null;
  percent?: number;
}

export interface FakePortal {
  origin: string;
  token: string;
  remotes: Record<string, Remote>;
  history: Record<string, HistoryLine[]>;
  /** Every file uploaded, by object key (remotes/<remote>/<version>/<path>). */
  files: Map<string, Buffer>;
  /** What /remotes.json names for a remote; by default the registry's current version. */
  serves?: (remote: string) => string | null;
  close(): Promise<void>;
}

const API = '/app/api/v1/deploy';

const body = (request: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
  });

export async function startFakePortal(names = ['games', 'account', 'blog', 'upload']): Promise<FakePortal> {
  const token = `pdt_${'t'.repeat(43)}`;
  const remotes: Record<string, Remote> = Object.fromEntries(
    names.map((name) => [name, { current: null, canary: null, versions: [], pins: [] }]),
  );
  const history: Record<string, HistoryLine[]> = Object.fromEntries(names.map((name) => [name, []]));
  const files = new Map<string, Buffer>();
  let revision = 1;

  function record(remote: string, line: Omit<HistoryLine, 'at' | 'actor' | 'reason'> & { reason?: string | null }) {
    history[remote]!.unshift({ reason: null, ...line, at: new Date().toISOString(), actor: 'test team' });
    revision += 1;
  }

  function move(remote: string, action: string, input: Record<string, unknown>): [number, unknown] {
    const state = remotes[remote]!;
    const known = (version: unknown) => state.versions.some((entry) => entry.version === version);
    const moved = (data: object) => ({ remote, moved: true, revision, ...data });
    if (action === 'release') {
      if (!known(input.version)) return [404, { message: `${remote} has no sealed version ${input.version}` }];
      const version = input.version as string;
      const percent = input.percent as number | undefined;
      if (percent && percent < 100) {
        state.canary = { version, percent };
        record(remote, { action: 'canary', version, previous: state.current, percent });
      } else {
        record(remote, { action: 'release', version, previous: state.current });
        state.current = version;
      }
      return [200, moved({ version })];
    }
    if (action === 'promote') {
      if (!state.canary) return [409, { message: `${remote} runs no canary` }];
      record(remote, { action: 'promote', version: state.canary.version, previous: state.current });
      state.current = state.canary.version;
      state.canary = null;
      return [200, moved({ version: state.current })];
    }
    if (action === 'rollback') {
      if (!input.version && state.canary) {
        record(remote, { action: 'drop-canary', version: state.canary.version, previous: state.current });
        state.canary = null;
        return [200, moved({ version: state.current })];
      }
      const back =
        (input.version as string | undefined) ??
        history[remote]!.find((line) => ['release', 'promote'].includes(line.action) && line.version === state.current)
          ?.previous;
      if (!back) return [409, { message: `${remote} has no release before ${state.current}` }];
      record(remote, { action: 'rollback', version: back, previous: state.current });
      state.current = back;
      state.canary = null;
      return [200, moved({ version: back })];
    }
    if (action === 'pins') {
      const until = new Date(Date.now() + (input.minutes as number) * 60_000).toISOString();
      state.pins.push({ version: input.version as string, until });
      revision += 1;
      return [200, { version: input.version, until }];
    }
    if (action === 'prune') {
      const keep = input.keep as number;
      const needed = new Set(
        [
          state.current,
          state.canary?.version,
          ...state.pins.map((pin) => pin.version),
          ...history[remote]!.slice(0, keep).flatMap((line) => [line.version, line.previous]),
        ].filter(Boolean),
      );
      const removed = state.versions.filter((entry) => !needed.has(entry.version)).map((entry) => entry.version);
      state.versions = state.versions.filter((entry) => needed.has(entry.version));
      return [200, { kept: state.versions.map((entry) => entry.version), removed }];
    }
    return [404, { message: 'no such move' }];
  }

  /** DELETE /remotes/:remote: refused while it serves a version unless `force=true`, else gone from the registry. */
  function unregister(remote: string, query: URLSearchParams): [number, unknown] {
    const state = remotes[remote]!;
    if ((state.current || state.canary) && query.get('force') !== 'true')
      return [409, { message: `${remote} is served to visitors (current ${state.current})` }];
    delete remotes[remote];
    record(remote, { action: 'unregister', version: state.current, previous: null, reason: query.get('reason') });
    const versions = state.versions.map((entry) => entry.version);
    return [
      200,
      { name: remote, current: state.current, canary: state.canary?.version ?? null, versions, revokedTokens: 0 },
    ];
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url!, 'http://portal');
    const send = (status: number, value: unknown) => {
      const wrapped = status < 300 ? { success: true, code: status, message: 'ok', data: value } : value;
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(wrapped));
    };
    if (url.pathname === '/remotes.json')
      return response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify(
          Object.fromEntries(
            names.flatMap((name) => {
              const version = portal.serves ? portal.serves(name) : remotes[name]!.current;
              return version ? [[name, { version }]] : [];
            }),
          ),
        ),
      );
    const file = /^\/remotes\/([^/]+)\/([^/]+)\/(.+)$/.exec(url.pathname);
    if (file) {
      const bytes = files.get(`remotes/${file[1]}/${file[2]}/${file[3]}`);
      return bytes ? response.writeHead(200).end(bytes) : send(404, { message: 'not found' });
    }
    if (url.pathname === '/app/api/v1/remote-health/summary') return send(200, { versions: [] });
    if (!url.pathname.startsWith(API)) return send(404, { message: 'not found' });
    if (request.headers.authorization !== `Bearer ${token}`)
      return send(401, { message: 'A valid deploy token is required' });
    const route = url.pathname.slice(API.length);
    if (route === '/registry') return send(200, { revision, remotes });
    const [, remote, rest = ''] = /^\/remotes\/([^/]+)\/?(.*)$/.exec(route) ?? [];
    if (!remote || !remotes[remote]) return send(404, { message: `Unknown remote "${remote}"` });
    if (request.method === 'DELETE' && rest === '') return send(...unregister(remote, url.searchParams));
    const bytes = await body(request);
    if (rest === 'history') return send(200, history[remote]);
    const put = /^versions\/([^/]+)\/files\/(.+)$/.exec(rest);
    if (put && request.method === 'PUT') {
      files.set(`remotes/${remote}/${put[1]}/${decodeURIComponent(put[2]!)}`, bytes);
      return send(200, { stored: true });
    }
    const seal = /^versions\/([^/]+)\/seal$/.exec(rest);
    const input = bytes.length ? (JSON.parse(bytes.toString()) as Record<string, unknown>) : {};
    if (seal) {
      const sealed = input.files as Record<string, string>;
      for (const [name, sha] of Object.entries(sealed)) {
        const stored = files.get(`remotes/${remote}/${seal[1]}/${name}`);
        if (!stored || createHash('sha256').update(stored).digest('hex') !== sha)
          return send(422, { message: `${name} is missing or differs` });
      }
      if (!remotes[remote]!.versions.some((entry) => entry.version === seal[1]))
        remotes[remote]!.versions.push({ version: seal[1]!, publishedAt: new Date().toISOString() });
      revision += 1;
      return send(200, { version: seal[1], created: true });
    }
    const [status, data] = move(remote, rest.replace('canary/end', 'rollback'), input);
    return send(status, data);
  }

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const portal: FakePortal = {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    token,
    remotes,
    history,
    files,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return portal;
}
