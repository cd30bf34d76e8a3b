import type { FastifyPluginAsync } from 'fastify';
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

/**
 * /remotes/<name>/<version>/…: each registered remote's versioned builds. The name is looked up in the registry on
 * every request, so a remote registered at runtime is served at once. Entry files (remoteEntry.js and the
 * manifests) are revalidated; every other file has a content hash in its name and is immutable.
 * Needs @fastify/static's reply.sendFile (decorated by the shell's static files).
 */
export const remoteFiles: FastifyPluginAsync<{ registry: RemotesRegistry }> = async (app, { registry }) => {
  app.get<{ Params: { name: string; '*': string } }>('/remotes/:name/*', async (request, reply) => {
    const dist = registry.distDir(request.params.name);
    const file = request.params['*'];
    if (!dist || !isPublicRemoteFile(file)) return reply.callNotFound();
    const entryFile = /(remoteEntry\.js|mf-manifest\.json|mf-stats\.json|portal-manifest\.json)$/.test(file);
    reply.header('Cache-Control', entryFile ? NO_CACHE : IMMUTABLE);
    reply.header('Access-Control-Allow-Origin', '*');
    return reply.sendFile(file, dist);
  });
};
