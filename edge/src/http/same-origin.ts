import type { FastifyRequest } from 'fastify';

/**
 * Whether a state-changing request (a form's POST) came from the portal's own pages: Sec-Fetch-Site, which browsers
 * set and pages cannot, says same-origin; without it (older browsers), the Origin header names the portal. A request
 * with neither is refused: a browser always sends one of them with a POST.
 */
export function isSameOriginRequest(request: FastifyRequest, portalOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = request.headers.origin;
  return typeof origin === 'string' && origin === new URL(portalOrigin).origin;
}
