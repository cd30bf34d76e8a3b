import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { redirectTarget } from '@portal/shared/utils/sameOriginPath';
import { PIN_COOKIE_PREFIX, pinToken, verifyPin, type Pin } from '@portal/release';
import type { RemotesRegistry } from './registry.js';
import { firstPartyCookie } from './cookies.js';
import { isSecureRequest } from './visitor.js';
import type { PinKey } from './pin-key.js';
import { createPinPages } from './pin-page.js';
import { isSameOriginRequest } from '../http/same-origin.js';

interface Options {
  registry: RemotesRegistry;
  pinKey: PinKey;
  portalOrigin: string;
  secureOrigin: boolean;
  /** The shell's messages (shell/locales): the pin pages are translated with them. */
  localesDir: string;
}

interface PinFields {
  remote?: string;
  version?: string;
  until?: string;
  sig?: string;
  next?: string;
}

const fields = {
  type: 'object',
  properties: {
    remote: { type: 'string', maxLength: 32 },
    version: { type: 'string', maxLength: 128 },
    until: { type: 'string', maxLength: 20 },
    sig: { type: 'string', maxLength: 64 },
    next: { type: 'string', maxLength: 512 },
  },
} as const;
const nextOnly = { type: 'object', properties: { next: fields.properties.next } } as const;
/** A form's fields are a few hundred bytes; nothing bigger is read. */
const FORM_LIMIT = 4096;

/**
 * The pin link `npm run pin` prints, /_pin?remote&version&until&sig&next, and the way back, /_pin/clear:
 * - GET /_pin shows a confirmation page naming the remote, the version and until when, with a button; a link alone
 *   never pins a browser (one planted on another site would otherwise pin its visitors). A link that does not check
 *   out (signature, time, remote) goes on to `next` and sets nothing.
 * - POST /_pin, the button, from the portal's own page only, sets the pin cookie and goes on to `next` (303).
 * - POST /_pin/clear (the pinned badge's "leave") and GET /_pin/clear (a link support may send) drop every pin.
 * `next` is always a path on the portal (shared/utils/sameOriginPath), "/" otherwise.
 */
export const pinRoutes: FastifyPluginAsync<Options> = async (app, options) => {
  const { registry, pinKey, portalOrigin, secureOrigin } = options;
  const pages = createPinPages(options.localesDir);
  const nextOf = (next: unknown) => redirectTarget(next, portalOrigin);
  const goOn = (reply: FastifyReply, next: string, status: 302 | 303) =>
    reply.header('Cache-Control', 'no-store').redirect(next, status);

  // Forms post urlencoded fields; only these routes read them (the plugin's scope).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const checked = ({ remote, version = '', until = '', sig = '' }: PinFields): Pin | null =>
    typeof remote === 'string' && registry.names().includes(remote)
      ? verifyPin(pinKey.secret, remote, version, until, sig, Date.now(), pinKey.maxMinutes)
      : null;

  /** A POST from another site (or no browser page at all) changes nothing: a translated 403. */
  const refuse = async (request: FastifyRequest, reply: FastifyReply, next: string) => {
    request.log.warn(
      { origin: request.headers.origin, site: request.headers['sec-fetch-site'] },
      'cross-site pin refused',
    );
    return reply
      .code(403)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(await pages.refusal(request, next));
  };

  app.get<{ Querystring: PinFields }>('/_pin', { schema: { querystring: fields } }, async (request, reply) => {
    const next = nextOf(request.query.next);
    const pin = checked(request.query);
    if (!pin) {
      request.log.warn({ remote: request.query.remote, version: request.query.version }, 'pin link refused');
      return goOn(reply, next, 302);
    }
    return reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(await pages.confirmation(request, pin, request.query.sig!, next));
  });

  app.post<{ Body: PinFields | undefined }>('/_pin', { schema: { body: fields } }, async (request, reply) => {
    const body = request.body ?? {};
    const next = nextOf(body.next);
    if (!isSameOriginRequest(request, portalOrigin)) return refuse(request, reply, next);
    const pin = checked(body);
    if (pin) {
      reply.setCookie(
        `${PIN_COOKIE_PREFIX}${pin.remote}`,
        pinToken(pinKey.secret, pin),
        firstPartyCookie((pin.until - Date.now()) / 1000, isSecureRequest(request, secureOrigin)),
      );
    } else {
      request.log.warn({ remote: body.remote, version: body.version }, 'pin refused');
    }
    return goOn(reply, next, 303);
  });

  const clearPins = (request: FastifyRequest, reply: FastifyReply) => {
    const secure = isSecureRequest(request, secureOrigin);
    // Every pin cookie, of any remote (registered or not any more).
    for (const name of Object.keys(request.cookies))
      if (name.startsWith(PIN_COOKIE_PREFIX)) reply.setCookie(name, '', firstPartyCookie(0, secure));
  };

  app.get<{ Querystring: { next?: string } }>(
    '/_pin/clear',
    { schema: { querystring: nextOnly } },
    async (request, reply) => {
      clearPins(request, reply);
      return goOn(reply, nextOf(request.query.next), 302);
    },
  );

  app.post<{ Body: { next?: string } | undefined }>(
    '/_pin/clear',
    { schema: { body: nextOnly } },
    async (request, reply) => {
      const next = nextOf(request.body?.next);
      if (!isSameOriginRequest(request, portalOrigin)) return refuse(request, reply, next);
      clearPins(request, reply);
      return goOn(reply, next, 303);
    },
  );
};
