import type { CookieSerializeOptions } from '@fastify/cookie';

/** The edge's own cookies (bucket, pins): first party, Path=/, SameSite=Lax, HttpOnly, Secure over TLS. */
export const firstPartyCookie = (maxAgeSeconds: number, secure: boolean): CookieSerializeOptions => ({
  path: '/',
  maxAge: Math.max(0, Math.floor(maxAgeSeconds)),
  sameSite: 'lax',
  httpOnly: true,
  secure,
});
