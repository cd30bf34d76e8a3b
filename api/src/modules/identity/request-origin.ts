import type { FastifyRequest } from 'fastify';

/**
 * Whether a cookie-authenticated request comes from the portal's own pages: its Origin, when sent, is the portal's
 * (or the API's own, when the API is reached directly); else its Sec-Fetch-Site, when sent, says same-origin or a
 * navigation the user started. Requests with neither header are not from a browser page (scripts, tests, curl):
 * they carry no victim's cookie by accident, so they pass.
 */
export function fromPortal(request: FastifyRequest, portalOrigin: string): boolean {
  const origin = request.headers.origin;
  if (typeof origin === 'string') {
    if (origin === portalOrigin) return true;
    return origin === `${request.protocol}://${request.host}`;
  }
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'none';
  return true;
}
