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

/**
 * Set while a visitor's versions differ from everyone's (a canary or a pin): the proxy's cache (deploy/nginx) passes
 * their pages to the edge rather than answer them from the shared copy. Set and cleared by every answer that
 * resolves the visitor with their bucket (/remotes.json, /health-tokens.json, their pages), so it follows a canary
 * that starts or ends within a page view. It says nothing secret: the bucket decides, the edge checks it again.
 */
export const PERSONAL_DELIVERY_COOKIE = 'pn_delivery';

const visits = new WeakMap<FastifyRequest, Visit>();
const personal = new WeakSet<FastifyRequest>();

/** The request's registry differs from everyone's (a canary or a pin): its page is the visitor's own. */
export const isPersonalDelivery = (request: FastifyRequest): boolean => personal.has(request);

/** How a resolution treats a visitor without a bucket cookie. */
export interface VisitorResolution {
  /**
   * Give them a bucket (Set-Cookie) and resolve canaries for it; false (pages, which a shared cache keeps for
   * everyone) resolves them as everyone else, with no cookie: their bucket comes with their page's first request
   * that is never cached (the shell's /health-tokens.json).
   */
  assignBucket?: boolean;
}

/** The visit a request's registry was resolved for (after createVisitorRegistry's function ran); none for crawlers. */
export const visitOf = (request: FastifyRequest): Visit | undefined => visits.get(request);

/**
 * The registry for this request's visitor (pages inline it, /remotes.json sends it): their bucket cookie decides
 * canaries, created on the first visit (a year, first party, SameSite=Lax, Secure over TLS); their pins override.
 */
export function createVisitorRegistry({ registry, clientDir, pinKey, secureOrigin }: VisitorOptions) {
  return async function visitorRegistry(
    request: FastifyRequest,
    reply: FastifyReply,
    { assignBucket = true }: VisitorResolution = {},
  ): Promise<Registry> {
    const { cookies } = request;
    const secure = isSecureRequest(request, secureOrigin);
    // Crawlers keep no cookies: they get the current versions, never a canary, and no cookie.
    const crawler = isBotUserAgent(request.headers['user-agent']);
    let visitorId = crawler ? STABLE_VISITOR : cookies[BUCKET_COOKIE];
    const everyones = !isVisitorId(visitorId) && !assignBucket;
    if (everyones) visitorId = STABLE_VISITOR;
    else if (!isVisitorId(visitorId)) {
      visitorId = newVisitorId();
      reply.setCookie(BUCKET_COOKIE, visitorId, firstPartyCookie(BUCKET_COOKIE_MAX_AGE_S, secure));
    }
    // The answer depends on the visitor's cookies: no shared cache may give it to another. (A page everyone gets
    // alike drops this again: ssr/page-view.ts.)
    const vary = reply.getHeader('Vary');
    if (!String(vary ?? '').includes('Cookie')) reply.header('Vary', vary ? `${String(vary)}, Cookie` : 'Cookie');
    if (!crawler && !everyones) visits.set(request, { visitor: visitorId!, address: request.ip });
    const pins = crawler ? {} : pinsOf(cookies, pinKey, registry.names());
    const discovery = await readRemotes(registry, clientDir, pins);
    const resolved = resolveForVisitor(discovery, visitorId!, { canaries: !crawler && !everyones });
    const own = Object.values(resolved).some((entry) => entry.track !== undefined);
    if (own) personal.add(request);
    if (own && !cookies[PERSONAL_DELIVERY_COOKIE])
      reply.setCookie(PERSONAL_DELIVERY_COOKIE, '1', { ...firstPartyCookie(0, secure), maxAge: undefined });
    else if (!own && cookies[PERSONAL_DELIVERY_COOKIE])
      reply.setCookie(PERSONAL_DELIVERY_COOKIE, '', firstPartyCookie(0, secure));
    return resolved;
  };
}
