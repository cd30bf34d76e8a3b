import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** The actor of a signed-in user: their likes sit in the same table as devices' likes, so counts stay consistent. */
const userActor = (userId: string) => `u:${userId}`;

/**
 * Who is counting a view, play or like, so that repeating the call changes nothing: the signed-in user ("u:…")
 * where the route authenticated one, else the device ("d:…"), or, when no device id is sent, a hash of address
 * and user agent ("a:…"), which is coarser but never stores either.
 */
export function requestActor(request: FastifyRequest): string {
  if (request.user) return userActor(request.user.id);
  const device = request.headers['x-device-id'];
  if (typeof device === 'string' && device.length > 0) return `d:${device}`;
  const fingerprint = `${request.ip}\n${request.headers['user-agent'] ?? ''}`;
  return `a:${createHash('sha256').update(fingerprint).digest('hex').slice(0, 32)}`;
}
