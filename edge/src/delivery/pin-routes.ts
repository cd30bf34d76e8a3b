import type { FastifyPluginAsync } from 'fastify';
import type { RemotesRegistry } from './registry.js';
import { firstPartyCookie } from './cookies.js';
import { isSecureRequest } from './visitor.js';
import { PIN_COOKIE_PREFIX, pinToken, verifyPin } from '@portal/release';

interface Options {
  registry: RemotesRegistry;
  pinSecret: string;
  secureOrigin: boolean;
}

/** A local path to go on to ("/blog"), never another origin ("//evil.example", "https://…"). */
const localPath = (next: unknown): string =>
  typeof next === 'string' && next.startsWith('/') && !next.startsWith('//') && !next.includes('\\') ? next : '/';

/**
 * /_pin?remote&version&until&sig&next: the link `npm run pin` prints. A valid signature sets the pin cookie (until
 * the pin's time is up); anything else sets nothing. Either way the browser goes on to `next`.
 * /_pin/clear?next: drops every pin of this browser (the pinned-versions badge links here).
 */
export const pinRoutes: FastifyPluginAsync<Options> = async (app, { registry, pinSecret, secureOrigin }) => {
  const isRemote = (name: unknown): name is string => typeof name === 'string' && registry.names().includes(name);
  const query = {
    type: 'object',
    properties: {
      remote: { type: 'string', maxLength: 32 },
      version: { type: 'string', maxLength: 128 },
      until: { type: 'string', maxLength: 20 },
      sig: { type: 'string', maxLength: 64 },
      next: { type: 'string', maxLength: 512 },
    },
  } as const;

  app.get<{ Querystring: { remote?: string; version?: string; until?: string; sig?: string; next?: string } }>(
    '/_pin',
    { schema: { querystring: query } },
    async (request, reply) => {
      const { remote, version = '', until = '', sig = '', next } = request.query;
      const pin = isRemote(remote) ? verifyPin(pinSecret, remote, version, until, sig) : null;
      if (pin) {
        const seconds = (pin.until - Date.now()) / 1000;
        reply.setCookie(
          `${PIN_COOKIE_PREFIX}${pin.remote}`,
          pinToken(pinSecret, pin),
          firstPartyCookie(seconds, isSecureRequest(request, secureOrigin)),
        );
      } else {
        request.log.warn({ remote, version }, 'pin link refused: bad signature or expired');
      }
      return reply.header('Cache-Control', 'no-store').redirect(localPath(next), 302);
    },
  );

  app.get<{ Querystring: { next?: string } }>(
    '/_pin/clear',
    { schema: { querystring: { type: 'object', properties: { next: { type: 'string', maxLength: 512 } } } } },
    async (request, reply) => {
      const secure = isSecureRequest(request, secureOrigin);
      // Every pin cookie, of any remote (registered or not any more).
      for (const name of Object.keys(request.cookies))
        if (name.startsWith(PIN_COOKIE_PREFIX)) reply.setCookie(name, '', firstPartyCookie(0, secure));
      return reply.header('Cache-Control', 'no-store').redirect(localPath(request.query.next), 302);
    },
  );
};
