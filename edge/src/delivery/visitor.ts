import type { FastifyReply, FastifyRequest } from 'fastify';
import { isBotUserAgent } from '@portal/shared/errors/bots';
import type { RemotesRegistry } from './registry.js';
import { readRemotes, type PinnedVersions } from './remotes.js';
import { BUCKET_COOKIE, BUCKET_COOKIE_MAX_AGE_S, isVisitorId, newVisitorId } from './bucket.js';
import { firstPartyCookie } from './cookies.js';
import { PIN_COOKIE_PREFIX, verifyPinToken } from '@portal/release';
import { resolveForVisitor, type Registry } from './resolve.js';
import type { PinKey } from './pin-key.js';
import type { Visit } from './server-signals.js';

/** Stands in for a crawler's id: resolveForVisitor gives it no canary. */
const STABLE_VISITOR = '0000000000000000';

export interface VisitorOptions {
  registry: RemotesRegistry;
  clientDir: string;
  pinKey: PinKey;
  /** Cookies get Secure when the portal is served over TLS. */
  secureOrigin: boolean;
}

export const isSecureRequest = (request: FastifyRequest, secureOrigin: boolean): boolean =>
  secureOrigin || request.protocol === 'https';

/**
 * The visitor's valid pins (signature and time checked); tampered or expired cookies are ignored, and so are those
 * holding longer than a pin may.
 */
export function pinsOf(
  cookies: Partial<Record<string, string>>,
  key: PinKey,
  names: readonly string[],
  now = Date.now(),
): PinnedVersions {
  const pins: PinnedVersions = {};
  for (const name of names) {
    const token = cookies[`${PIN_COOKIE_PREFIX}${name}`];
    const pin = token ? verifyPinToken(key.secret, name, token, now, key.maxMinutes) : null;
    if (pin) pins[name] = pin.version;
  }
  return pins;
}

const visits = new WeakMap<FastifyRequest, Visit>();

/** The visit a request's registry was resolved for (after createVisitorRegistry's function ran); none for crawlers. */
export const visitOf = (request: FastifyRequest): Visit | undefined => visits.get(request);

/**
 * The registry for this request's visitor (pages inline it, /remotes.json sends it): their bucket cookie decides
 * canaries, created on the first visit (a year, first party, SameSite=Lax, Secure over TLS); their pins override.
 */
export function createVisitorRegistry({ registry, clientDir, pinKey, secureOrigin }: VisitorOptions) {
  return async function visitorRegistry(request: FastifyRequest, reply: FastifyReply): Promise<Registry> {
    const { cookies } = request;
    // Crawlers keep no cookies: they get the current versions, never a canary, and no cookie.
    const crawler = isBotUserAgent(request.headers['user-agent']);
    let visitorId = crawler ? STABLE_VISITOR : cookies[BUCKET_COOKIE];
    if (!isVisitorId(visitorId)) {
      visitorId = newVisitorId();
      reply.setCookie(
        BUCKET_COOKIE,
        visitorId,
        firstPartyCookie(BUCKET_COOKIE_MAX_AGE_S, isSecureRequest(request, secureOrigin)),
      );
    }
    // The answer depends on the visitor's cookies: no shared cache may give it to another.
    const vary = reply.getHeader('Vary');
    if (!String(vary ?? '').includes('Cookie')) reply.header('Vary', vary ? `${String(vary)}, Cookie` : 'Cookie');
    if (!crawler) visits.set(request, { visitor: visitorId, address: request.ip });
    const pins = crawler ? {} : pinsOf(cookies, pinKey, registry.names());
    const discovery = await readRemotes(registry, clientDir, pins);
    return resolveForVisitor(discovery, visitorId, { canaries: !crawler });
  };
}
