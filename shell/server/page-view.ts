import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE } from '@portal/shared/i18n/locales';
import type { PageContext } from './html.js';
import { cleanPath, rootLocaleDecision } from './page-redirects.js';
import type { SeoHeadResult } from './seo-head.js';

/** Permanent redirects to a path's one spelling may be cached a day by browsers and CDNs. */
const REDIRECT_CACHE = 'public, max-age=86400';

export interface PageViewOptions {
  seoHead: (pathname: string, search: string) => Promise<SeoHeadResult>;
  remotes: () => Promise<PageContext['remotes']>;
  render: (page: PageContext) => Promise<{ html: string }>;
  runtimeConfig: PageContext['config'];
  firstData?: (pathname: string) => Promise<PageContext['firstData']>;
}

/**
 * The answer to a GET of any page: a 301 to the path's clean spelling, the locale redirect of "/", or the
 * shell's HTML with the page's SEO head and status (404 for unknown paths, malformed slugs and missing things).
 */
export function createPageView({
  seoHead,
  remotes,
  render,
  runtimeConfig,
  firstData = async () => null,
}: PageViewOptions) {
  return async function pageView(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const queryStart = request.url.indexOf('?');
    const pathname = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
    const search = queryStart === -1 || queryStart === request.url.length - 1 ? '' : request.url.slice(queryStart);

    const clean = cleanPath(pathname);
    if (clean) return reply.header('Cache-Control', REDIRECT_CACHE).redirect(`${clean}${search}`, 301);

    if (pathname === '/') {
      // The answer depends on both: no shared cache may give one visitor's redirect to another.
      reply.header('Vary', 'Accept-Language, Cookie');
      const decision = rootLocaleDecision(request.headers);
      if (decision?.setCookie) reply.header('Set-Cookie', decision.setCookie);
      if (decision && decision.locale !== DEFAULT_LOCALE) {
        return reply.header('Cache-Control', 'no-store').redirect(`/${decision.locale}${search}`, 302);
      }
    }

    const [seo, pageRemotes, data] = await Promise.all([seoHead(pathname, search), remotes(), firstData(pathname)]);
    const { html } = await render({
      pathname,
      seoHead: seo.head,
      config: runtimeConfig,
      remotes: pageRemotes,
      firstData: data,
      nonce: reply.cspNonce,
    });
    return reply.code(seo.status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };
}
