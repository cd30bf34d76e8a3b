import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ApiConfig } from '../config.js';
import { GAME_CONTENT_TYPES } from './content-types.js';
import { bridgeSdk } from './bridge-sdk.js';
import type { PreviewLinks } from '../modules/upload/preview-links.js';
import { servePreviews } from './previews.js';

/** Only files inside a game's version folder: /<slug>/<version>/<file>. */
const GAME_FILE_PATH = /^\/[a-z0-9]+(?:-[a-z0-9]+)*\/[\w.-]+\/[^\0]+$/;

/**
 * Version folders are content hashes (seeded builds: 12 hex digits; uploads and thumbnails: 16) or v<n>; only
 * their files never change and may be cached for good.
 */
const VERSION_SEGMENT = /^(?:[0-9a-f]{8,64}|v\d+)$/;

function isVersionedFile(gamesDir: string, filePath: string): boolean {
  const [, version] = path.relative(gamesDir, filePath).split(path.sep);
  return version !== undefined && VERSION_SEGMENT.test(version);
}

/**
 * The second listener: serves game builds from their immutable version folders on an origin of their own, so a
 * game's scripts can never read the portal's storage or cookies. It sets no cookies and allows framing only by
 * the portal.
 */
export async function buildGamesOrigin(
  config: ApiConfig,
  options: { logger?: boolean; previews?: PreviewLinks } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // A malformed URL is refused before any hook runs; it still gets nosniff.
    frameworkErrors: (_error, _request, reply: FastifyReply) =>
      reply.code(400).header('X-Content-Type-Options', 'nosniff').type('text/plain').send('Bad request'),
  });
  const csp = [
    "default-src 'self' data: blob:",
    "script-src 'self' 'unsafe-inline' 'unsafe-eval' 'wasm-unsafe-eval' blob:",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "connect-src 'self' data: blob:",
    `frame-ancestors ${config.portalOrigin}`,
  ].join('; ');

  // Whatever answers (a file, a 404, an error): never a cookie, never content sniffing.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.removeHeader('set-cookie');
    reply.header('X-Content-Type-Options', 'nosniff');
    return payload;
  });

  // Unreviewed builds answer on hosts of their own, before any game route or check below.
  servePreviews(app, config, options.previews);
  app.addHook('onRequest', async (request, reply) => {
    const pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
    const type = GAME_CONTENT_TYPES[path.extname(pathname).toLowerCase()];
    if (!type || !GAME_FILE_PATH.test(pathname) || pathname.includes('\0'))
      return reply.code(404).type('text/plain').send('Not found');
  });

  await app.register(bridgeSdk, { csp });

  await app.register(fastifyStatic, {
    root: config.gamesDir,
    prefix: '/',
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    // Media seek with Range requests (206, Content-Range; 416 when out of bounds).
    acceptRanges: true,
    setHeaders(res, filePath) {
      const type = GAME_CONTENT_TYPES[path.extname(filePath).toLowerCase()];
      if (type) res.setHeader('Content-Type', type);
      res.setHeader('Content-Security-Policy', csp);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      // Thumbnails and media are shown by the portal's pages, so they may be embedded cross-origin.
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      res.setHeader('Referrer-Policy', 'no-referrer');
      // A versioned path's content never changes; anything else is revalidated (ETag / Last-Modified) each time.
      res.setHeader(
        'Cache-Control',
        isVersionedFile(config.gamesDir, filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return app;
}
