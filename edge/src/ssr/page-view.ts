import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isMobileUserAgent } from '../../../shell/src/layout/device.js';
import { composePages, type PageEntry } from '../../../shell/src/routing/pages.js';
import { DEFAULT_LOCALE } from '@portal/shared/i18n/locales';
import { pageQuery } from '@portal/shared/ssr/pageQuery';
import { redirectTarget } from '@portal/shared/utils/sameOriginPath';
import type { PageContext } from './html.js';
import { cleanPath, rootLocaleDecision } from '../http/page-redirects.js';
import type { SeoHeadResult } from '../seo/seo-head.js';
import { withScript } from '../delivery/health-tokens.js';
import { duringVisit, type Visit } from '../delivery/server-signals.js';
import { createHtmlCache } from './html-cache.js';
import type { ServerRenderInput } from './render-page.js';
import { pageReads, type ApiAccess } from '../http/api-access.js';
import { sendPage } from '../http/page-compression.js';

/** Permanent redirects to a path's one spelling may be cached a day by browsers and CDNs. */
const REDIRECT_CACHE = 'public, max-age=86400';

export interface PageViewOptions {
  /** The portal's public origin: every redirect names a path on it (shared/utils/sameOriginPath). */
  portalOrigin: string;
  /** The product API; a page reads each of its resources once (pageReads), for its head and its render alike. */
  api: ApiAccess;
  seoHead: (pathname: string, search: string, pages: readonly PageEntry[], api: ApiAccess) => Promise<SeoHeadResult>;
  /** The registry resolved for this request's visitor (delivery/visitor.ts): inlined, and what the server renders. */
  remotes: (request: FastifyRequest, reply: FastifyReply) => Promise<PageContext['remotes']>;
  render: (page: PageContext) => Promise<{ html: string }>;
  runtimeConfig: PageContext['config'];
  /** Renders the page's first view into the document (server rendering); null leaves it to the browser. */
  renderOnServer?: (input: ServerRenderInput, api: ApiAccess) => Promise<Readable | null>;
  /** How long a server-rendered page is served again as is (SSR_CACHE_TTL_MS; 0: never). */
  cacheTtlMs?: number;
  /** What the kept pages may weigh together (SSR_CACHE_MAX_BYTES). */
  cacheMaxBytes?: number;
  /** Whose visit the request is (none for crawlers), after `remotes` resolved it (delivery/visitor.ts). */
  visitOf?: (request: FastifyRequest) => Visit | undefined;
  /** The page's health tokens for that visit (delivery/health-tokens.ts). */
  healthTokens?: (remotes: PageContext['remotes'], visit: Visit) => string;
}

/**
 * The answer to a GET of any page: a 301 to the path's clean spelling, the locale redirect of "/", or the
 * shell's HTML with the page's SEO head and status (404 for unknown paths, malformed slugs and missing things).
 */
export function createPageView({
  portalOrigin,
  api,
  seoHead,
  remotes,
  render,
  runtimeConfig,
  renderOnServer,
  cacheTtlMs,
  cacheMaxBytes,
  visitOf,
  healthTokens,
}: PageViewOptions) {
  const cache = createHtmlCache({ ttlMs: cacheTtlMs, maxBytes: cacheMaxBytes });
  const local = (target: string) => redirectTarget(target, portalOrigin);
  return async function pageView(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const queryStart = request.url.indexOf('?');
    const pathname = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
    const search = queryStart === -1 || queryStart === request.url.length - 1 ? '' : request.url.slice(queryStart);

    const clean = cleanPath(pathname);
    if (clean) return reply.header('Cache-Control', REDIRECT_CACHE).redirect(local(`${clean}${search}`), 301);

    if (pathname === '/') {
      // The answer depends on both: no shared cache may give one visitor's redirect to another.
      reply.header('Vary', 'Accept-Language, Cookie');
      const decision = rootLocaleDecision(request.headers);
      if (decision?.setCookie) reply.header('Set-Cookie', decision.setCookie);
      if (decision && decision.locale !== DEFAULT_LOCALE) {
        return reply.header('Cache-Control', 'no-store').redirect(local(`/${decision.locale}${search}`), 302);
      }
    }

    // Rendered with the parameters pages read and no other, so a cache-buster is one more hit, not one more page.
    const renderSearch = pageQuery(search);
    const mobile = isMobileUserAgent(request.headers['user-agent'] ?? '');
    const pageRemotes = await remotes(request, reply);
    // The layout chosen from the user agent differs by device.
    const vary = reply.getHeader('Vary');
    reply
      .header('Vary', vary ? `${String(vary)}, User-Agent` : 'User-Agent')
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8');
    // The resolved versions are part of the key: a canary's or a pinned visitor's page is never another's.
    const key = `${pathname}${renderSearch}\n${mobile}\n${JSON.stringify(pageRemotes)}`;
    // This response's CSP nonce (security-headers.ts): every inline script carries it, a cached page's too.
    const nonce = reply.cspNonce;
    const visit = visitOf?.(request);
    // Added to each answer, never kept in the cache: the tokens name this visitor.
    const tokens = visit && healthTokens ? healthTokens(pageRemotes, visit) : '';
    const cached = renderOnServer && cache.get(key);
    if (cached) return sendPage(request, reply.code(cached.status), withScript(cache.htmlFor(cached, nonce), tokens));

    // The shell's pages and the registered remotes' (their manifests): what the browser's router will have too.
    const pages = composePages(pageRemotes);
    const pageApi = pageReads(api);
    const seo = await seoHead(pathname, renderSearch, pages, pageApi);
    const { html } = await render({ pathname, seoHead: seo.head, config: runtimeConfig, remotes: pageRemotes, nonce });
    const input = { document: html, pathname, search: renderSearch, remotes: pageRemotes, pages, mobile, nonce };
    // A remote failing in this render counts for this visitor's session (delivery/server-signals.ts).
    const renderPage = renderOnServer && (() => renderOnServer(input, pageApi));
    const rendered = renderPage && (await (visit ? duringVisit(visit, renderPage) : renderPage()));
    const page = rendered ? cache.keep(key, seo.status, rendered, nonce) : html;
    return sendPage(request, reply.code(seo.status), withScript(page, tokens));
  };
}
