import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ApiConfig } from '../config.js';
import { GAME_CONTENT_TYPES } from './content-types.js';

/** Only files inside a game's version folder: /<slug>/<version>/<file>. */
const GAME_FILE_PATH = /^\/[a-z0-9]+(?:-[a-z0-9]+)*\/[\w.-]+\/[^\0]+$/;

/**
 * The second listener: serves game builds from their immutable version folders on an origin of their own, so a
 * game's scripts can never read the portal's storage or cookies. It sets no cookies and allows framing only by
 * the portal.
 */
export async function buildGamesOrigin(config: ApiConfig, options: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  const csp = [
    "default-src 'self' data: blob:",
    "script-src 'self' 'unsafe-inline' 'unsafe-eval' 'wasm-unsafe-eval' blob:",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "connect-src 'self' data: blob:",
    `frame-ancestors ${config.portalOrigin}`,
  ].join('; ');

  app.addHook('onRequest', async (request, reply) => {
    const pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
    const type = GAME_CONTENT_TYPES[path.extname(pathname).toLowerCase()];
    if (!type || !GAME_FILE_PATH.test(pathname) || pathname.includes('\0')) return reply.code(404).type('text/plain').send('Not found');
  });

  await app.register(fastifyStatic, {
    root: config.gamesDir,
    prefix: '/',
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders(res, filePath) {
      const type = GAME_CONTENT_TYPES[path.extname(filePath).toLowerCase()];
      if (type) res.setHeader('Content-Type', type);
      res.setHeader('Content-Security-Policy', csp);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      // Thumbnails and media are shown by the portal's pages, so they may be embedded cross-origin.
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      res.setHeader('Referrer-Policy', 'no-referrer');
      // Every game path holds a version segment (/<slug>/<version>/...): its content never changes.
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  return app;
}
