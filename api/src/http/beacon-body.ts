import type { FastifyInstance } from 'fastify';
import { badRequest } from './envelope.js';

/**
 * navigator.sendBeacon sends a string body as text/plain: a plugin whose routes take beacons (analytics, remote
 * health) parses text/plain as JSON, in its own scope only. `shape` names what the body should be in the 400.
 */
export function acceptBeaconBodies(app: FastifyInstance, shape: string): void {
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(badRequest(`Body must be JSON: ${shape}`), undefined);
    }
  });
}
