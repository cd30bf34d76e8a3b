import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { ObjectStore } from '@portal/object-store';
import type { ApiConfig } from '../config.js';
import { GAMES_PREFIX } from '../storage/builds.js';
import { createObjectStore } from '../storage/object-store.js';
import { bridgeSdk } from './bridge-sdk.js';
import { sendStoredFile } from './stored-files.js';
import type { PreviewLinks } from '../modules/upload/preview-links.js';
import { baseHost, gameHosts, previewHosts, type HostFamily } from './hosts.js';
import { servePreviews } from './previews.js';

/**
 * Request headers the listener accepts (Node's default is 16 KiB). The games origin never reads cookies, but a
 * game can fill the browser's jar for its host (and, locally, for every game's parent domain): Chromium sends up to
 * 180 cookies of 4 KiB each for one site. Refusing those requests with 431 would break every game of that browser.
 */
export const GAMES_MAX_HEADER_BYTES = 1024 * 1024;

/** On a game's documents: cookies some game left for this host are dropped, so they cannot pile up (docs/game-makers.md). */
const CLEAR_COOKIES = '"cookies"';

/** Pictures on the base host are shown by the portal's pages, never run: an SVG opened there gets no script. */
const PICTURE_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

declare module 'fastify' {
  interface FastifyRequest {
    /** The host family that serves this request (hosts.ts), set before any route runs. */
    hostFamily: string;
  }
}

/**
 * Version folders are content hashes (seeded builds: 12 hex digits; uploads and thumbnails: 16) or v<n>; only
 * their files never change and may be cached for good.
 */
const VERSION_SEGMENT = /^(?:[0-9a-f]{8,64}|v\d+)$/;

const isVersionedFile = (segments: string[]) => segments[1] !== undefined && VERSION_SEGMENT.test(segments[1]);

/** A path inside a game: no empty, dot or dot-dot segment, no hidden file. */
const isPlainPath = (segments: string[]) => segments.every((segment) => segment !== '' && !segment.startsWith('.'));

/**
 * The second listener: serves game builds from their immutable versions in the object store (games/<slug>/<version>/,
 * streamed), each game on an origin of its own (`<slug>.<GAMES_ORIGIN host>`), so a game's scripts can read neither
 * the portal's storage nor another game's. It routes by Host (hosts.ts), never reads or sets cookies and allows
 * framing only by the portal. As a process of its own it needs only the store's settings (and the token secret,
 * for previews): no disk shared with the API.
 */
export async function buildGamesOrigin(
  config: ApiConfig,
  options: { logger?: boolean; previews?: PreviewLinks; objects?: ObjectStore } = {},
): Promise<FastifyInstance> {
  const objects = options.objects ?? createObjectStore(config);
  const app = Fastify({
    logger: options.logger ?? false,
    http: { maxHeaderSize: GAMES_MAX_HEADER_BYTES },
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

  const families: HostFamily[] = [
    gameHosts(config.gamesOrigin),
    baseHost(config.gamesOrigin),
    previewHosts(config.previewOrigin),
  ];
  app.decorateRequest('hostFamily', '');

  // Whatever answers (a file, a 404, an error): never a cookie, never content sniffing.
  app.addHook('onSend', async (request, reply, payload) => {
    reply.removeHeader('set-cookie');
    reply.header('X-Content-Type-Options', 'nosniff');
    const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    if (request.hostFamily === 'game' && html) reply.header('Clear-Site-Data', CLEAR_COOKIES);
    if (request.hostFamily === 'base' && reply.statusCode < 300) reply.header('Content-Security-Policy', PICTURE_CSP);
    return payload;
  });

  // Unreviewed builds answer on hosts of their own (previews.ts), before any game route or check below.
  servePreviews(app, config, objects, { csp, links: options.previews });
  app.addHook('onRequest', async (request, reply) => {
    // Never read: nothing here depends on who the visitor is.
    delete request.headers.cookie;
    const host = request.headers.host ?? '';
    const pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
    const family = families.find((candidate) => candidate.claims(host));
    if (!family || pathname.includes('\0') || !family.serves(host, pathname))
      return reply.code(404).type('text/plain').send('Not found');
    request.hostFamily = family.name;
  });

  await app.register(bridgeSdk, { csp });

  const fileHeaders = (versioned: boolean) => ({
    'Content-Security-Policy': csp,
    // Thumbnails and media are shown by the portal's pages, so they may be embedded cross-origin.
    'Cross-Origin-Resource-Policy': 'cross-origin',
    'Referrer-Policy': 'no-referrer',
    // A versioned path's content never changes; anything else is revalidated (ETag) each time.
    'Cache-Control': versioned ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  // The host families (above) let through only files of an allowed type inside a game's folder.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const segments = decodeURIComponent(request.url.split('?')[0]!).slice(1).split('/');
      if (!isPlainPath(segments)) return reply.code(404).type('text/plain').send('Not found');
      return sendStoredFile(
        request,
        reply,
        objects,
        `${GAMES_PREFIX}${segments.join('/')}`,
        fileHeaders(isVersionedFile(segments)),
      );
    },
  });
  return app;
}
