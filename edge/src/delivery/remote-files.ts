import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { BUCKET_COOKIE, isVisitorId } from './bucket.js';
import type { RemoteFailure, Visit } from './server-signals.js';
import { createVersionFiles } from './version-files.js';
import type { RemotesRegistry } from './registry.js';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Only version folders are public; the pointer, the history, unfinished builds (dot folders), the server builds
 * inside them and source maps (older versions kept theirs inside) are not.
 */
export function isPublicRemoteFile(file: string): boolean {
  return (
    /^[\w-][\w.-]*\/[^/]/.test(file) &&
    !file.split('/').some((segment) => segment.startsWith('.')) &&
    !/^[^/]+\/server\//.test(file) &&
    !file.endsWith('.map')
  );
}

interface Options {
  registry: RemotesRegistry;
  /** A version's file failed to serve (5xx, or missing though the version names it): counts against that version. */
  onFailure?: (failure: RemoteFailure, visit: Visit | undefined) => void;
}

/** The visitor asking for a file, from their bucket cookie (the page's own requests carry it). */
function visitOf(request: FastifyRequest): Visit | undefined {
  const visitor = request.cookies[BUCKET_COOKIE];
  return isVisitorId(visitor) ? { visitor, address: request.ip } : undefined;
}

const exists = (file: string) =>
  stat(file).then(
    (entry) => entry.isFile(),
    () => false,
  );

/**
 * /remotes/<name>/<version>/…: each registered remote's versioned builds. The name is looked up in the registry on
 * every request, so a remote registered at runtime is served at once. Entry files (remoteEntry.js and the
 * manifests) are revalidated; every other file has a content hash in its name and is immutable.
 * Needs @fastify/static's reply.sendFile (decorated by the shell's static files).
 */
export const remoteFiles: FastifyPluginAsync<Options> = async (app, { registry, onFailure }) => {
  const missingByFault = createVersionFiles();
  type Route = { Params: { name: string; '*': string } };
  const failed = (request: FastifyRequest<Route>, message: string) => {
    const [version = ''] = request.params['*'].split('/');
    onFailure?.({ remote: request.params.name, version, kind: 'file-error', message }, visitOf(request));
  };

  app.get<Route>(
    '/remotes/:name/*',
    {
      onResponse: async (request, reply) => {
        if (reply.statusCode >= 500) failed(request, `${reply.statusCode} ${request.params['*']}`);
      },
    },
    async (request, reply) => {
      const dist = registry.distDir(request.params.name);
      const file = request.params['*'];
      if (!dist || !isPublicRemoteFile(file)) return reply.callNotFound();
      if (onFailure && !(await exists(path.join(dist, file)))) {
        if (await missingByFault(dist, file)) failed(request, `404 ${file}`);
        return reply.callNotFound();
      }
      const entryFile = /(remoteEntry\.js|mf-manifest\.json|mf-stats\.json|portal-manifest\.json)$/.test(file);
      reply.header('Cache-Control', entryFile ? NO_CACHE : IMMUTABLE);
      reply.header('Access-Control-Allow-Origin', '*');
      return reply.sendFile(file, dist);
    },
  );
};
