import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { composePages, type PageEntry } from '../../../shell/src/routing/pages.js';
import { DEFAULT_LOCALE } from '@portal/shared/i18n/locales';
import { pageQuery } from '@portal/shared/ssr/pageQuery';
import { viewHintsFromCookies } from '@portal/shared/ssr/viewHints';
import { redirectTarget } from '@portal/shared/utils/sameOriginPath';
import type { PageContext } from './html.js';
import { cleanPath, rootLocaleDecision } from '../http/page-redirects.js';
import type { SeoHeadResult } from '../seo/seo-head.js';
import { duringVisit, type Visit } from '../delivery/server-signals.js';
import { collectPage, createHtmlCache, keptPage, type KeptPage } from './html-cache.js';
import type { ServerRenderInput } from './render-page.js';
import { STARTER_SCRIPT_HASH } from './deferred-start.js';
import { pageReads, type ApiAccess } from '../http/api-access.js';
import { sendKeptPage } from '../http/page-compression.js';
import {
  DEFAULT_PAGE_CACHE_POLICY,
  isSharedPage,
  PRIVATE_PAGE,
  sharedPageCacheControl,
  type PageCachePolicy,
} from '../http/page-caching.js';

/** Permanent redirects to a path's one spelling may be cached a day by browsers and CDNs. */
const REDIRECT_CACHE = 'public, max-age=86400';

export interface PageViewOptions {
  /** The portal's public origin: every redirect names a path on it (shared/utils/sameOriginPath). */
  portalOrigin: string;
  /** The product API; a page reads each of its resources once (pageReads), for its head and its render alike. */
  api: ApiAccess;
  seoHead: (pathname: string, search: string, pages: readonly PageEntry[], api: ApiAccess) => Promise<SeoHeadResult>;
  /**
   * The registry resolved for this request's visitor (delivery/visitor.ts): inlined, and what the server renders.
   * Asked not to give a first visitor a bucket: a page must set no cookie to be shared.
   */
  remotes: (
    request: FastifyRequest,
    reply: FastifyReply,
    options: { assignBucket: boolean },
  ) => Promise<PageContext['remotes']>;
  /** The visitor's versions are their own (a canary, a pin): their page is private (delivery/visitor.ts). */
  personal?: (request: FastifyRequest) => boolean;
  /** How shared caches may keep guests' pages. */
  cachePolicy?: PageCachePolicy;
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
  log?: { warn: (details: object, message: string) => void };
}

/** The inline scripts a page runs (security-headers.ts): the deferred starter only, the same in every page. */
const PAGE_SCRIPT_HASHES = [STARTER_SCRIPT_HASH] as const;

/** "/" answers by language and locale cookie (its redirect): shared caches keep one copy per both. */
const ROOT_VARY = 'Accept-Language, Cookie';

/**
 * The answer to a GET of any page: a 301 to the path's clean spelling, the locale redirect of "/", or the
 * shell's HTML with the page's SEO head and status (404 for unknown paths, malformed slugs and missing things).
 *
 * The page is the same for every visitor of its address and language (docs/server-rendering.md, "One page for
 * every visitor"): no device, no nonce, no visitor's token in it. A guest's is public for shared caches
 * (`s-maxage`), a signed-in or canary/pinned visitor's private; both carry a strong ETag and answer 304 to it.
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
  personal,
  cachePolicy = DEFAULT_PAGE_CACHE_POLICY,
  log,
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
      reply.header('Vary', ROOT_VARY);
      const decision = rootLocaleDecision(request.headers);
      if (decision?.setCookie) reply.header('Set-Cookie', decision.setCookie);
      if (decision && decision.locale !== DEFAULT_LOCALE) {
        return reply.header('Cache-Control', 'no-store').redirect(local(`/${decision.locale}${search}`), 302);
      }
    }

    // Rendered with the parameters pages read and no other, so a cache-buster is one more hit, not one more page.
    const renderSearch = pageQuery(search);
    const pageRemotes = await remotes(request, reply, { assignBucket: false });
    // What the visitor's browser keeps for their first view (the games they were playing, theatre mode, their name):
    // only the server render reads them, and a page rendered with them is theirs alone.
    const viewHints = renderOnServer ? viewHintsFromCookies(request.cookies) : {};
    const hinted = Object.keys(viewHints).length > 0;
    const shared = !hinted && isSharedPage(request, reply, personal?.(request) ?? false);
    // A shared page varies by nothing of the visitor's but the encoding they accept (and "/" by its redirect's
    // inputs): no Cookie, no User-Agent. A private one keeps what the registry's resolution added (Cookie).
    if (shared) {
      if (pathname === '/') reply.header('Vary', ROOT_VARY);
      else reply.removeHeader('Vary');
    }
    reply.header('Cache-Control', shared ? sharedPageCacheControl(cachePolicy) : PRIVATE_PAGE);
    reply.type('text/html; charset=utf-8');
    // No nonce in a page every visitor may get: its one inline script, the starter, is allowed by its hash.
    reply.cspScriptHashes = PAGE_SCRIPT_HASHES;
    // The resolved versions and the view hints are part of the key: a canary's, a pinned or a hinted visitor's page
    // is never another's.
    const key = `${pathname}${renderSearch}\n${JSON.stringify(pageRemotes)}${hinted ? `\n${JSON.stringify(viewHints)}` : ''}`;
    const cached = renderOnServer && cache.get(key);
    if (cached) return sendKeptPage(request, reply, cached);

    // The shell's pages and the registered remotes' (their manifests): what the browser's router will have too.
    const pages = composePages(pageRemotes);
    const pageApi = pageReads(api);
    const seo = await seoHead(pathname, renderSearch, pages, pageApi);
    const { html } = await render({ pathname, seoHead: seo.head, config: runtimeConfig, remotes: pageRemotes });
    const input = { document: html, pathname, search: renderSearch, remotes: pageRemotes, pages, viewHints };
    const visit = visitOf?.(request);
    // A remote failing in this render counts for this visitor's session (delivery/server-signals.ts).
    const renderPage = renderOnServer && (() => renderOnServer(input, pageApi));
    const rendered = renderPage && (await (visit ? duringVisit(visit, renderPage) : renderPage()));
    // Whole before it is sent: its ETag is of its bytes, and the page is kept for the next requests.
    const page = rendered ? await wholePage(key, seo.status, rendered, html) : keptPage(seo.status, html);
    return sendKeptPage(request, reply, page);
  };

  /** The rendered page, kept; the plain document should its render fail on the way (the browser renders it). */
  async function wholePage(key: string, status: number, rendered: Readable, plain: string): Promise<KeptPage> {
    try {
      return cache.keep(key, status, await collectPage(rendered));
    } catch (error) {
      log?.warn({ err: error }, 'server render failed on the way; the browser renders the page');
      return keptPage(status, plain);
    }
  }
}
