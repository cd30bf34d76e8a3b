import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SIGNED_IN_COOKIE } from '@portal/server-kit';

/** How shared caches may keep a guest's page (PAGE_S_MAXAGE_S, PAGE_STALE_WHILE_REVALIDATE_S). */
export interface PageCachePolicy {
  sharedMaxAgeS: number;
  staleWhileRevalidateS: number;
}

export const DEFAULT_PAGE_CACHE_POLICY: PageCachePolicy = { sharedMaxAgeS: 10, staleWhileRevalidateS: 30 };

/** A page only its visitor may keep, and must check again before each use. */
export const PRIVATE_PAGE = 'private, no-cache';

/**
 * A guest's page: any shared cache (a CDN, the proxy's) may keep it `sharedMaxAgeS` and serve it stale while it
 * revalidates; browsers always revalidate (`max-age=0`), cheaply, with its ETag.
 */
export const sharedPageCacheControl = ({ sharedMaxAgeS, staleWhileRevalidateS }: PageCachePolicy): string =>
  `public, max-age=0, s-maxage=${sharedMaxAgeS}, stale-while-revalidate=${staleWhileRevalidateS}`;

/**
 * A page's strong validator, from its bytes: they hold its path, language, data and the versions of the remotes it
 * names (the inlined registry), so a release or rollback, like any change of content, is a new ETag.
 */
export const pageEtag = (html: string): string =>
  `"${createHash('sha256').update(html).digest('base64url').slice(0, 32)}"`;

/** The validator of one encoding of the page: each encoding is a representation of its own. */
export const encodedEtag = (etag: string, encoding: 'br' | 'gzip' | 'identity'): string =>
  encoding === 'identity' ? etag : `${etag.slice(0, -1)}-${encoding}"`;

/** If-None-Match names `etag` (or is `*`): the visitor's copy is current. Weak comparison, as RFC 9110 asks. */
export function matchesIfNoneMatch(header: string | string[] | undefined, etag: string): boolean {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return false;
  return value
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * Whether a page may be shared: not for a visitor with a session (SIGNED_IN_COOKIE), one whose versions are their
 * own (a canary or a pin: `personal`), nor an answer that sets a cookie.
 */
export function isSharedPage(request: FastifyRequest, reply: FastifyReply, personal: boolean): boolean {
  if (personal || request.cookies?.[SIGNED_IN_COOKIE]) return false;
  return !reply.hasHeader('set-cookie');
}
