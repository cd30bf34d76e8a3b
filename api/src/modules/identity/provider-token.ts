import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Queryable } from '../../db/db.js';

/**
 * The token our identity provider hands the front end and /auth/login verifies: the one seam between the two.
 * Replacing the provider means replacing verifyProviderToken (e.g. with an OIDC provider's JWKS check) and
 * returning the same VerifiedIdentity.
 */
export const PROVIDER_ISSUER = 'playnook-identity';
export const PROVIDER_AUDIENCE = 'playnook-login';
/** Prefix of `users.identity` for accounts of this provider. */
export const PROVIDER_NAME = 'playnook';

export interface VerifiedIdentity {
  /** Stable, provider-scoped id: "<provider>:<subject>". */
  identity: string;
  email: string | null;
  /** Name the person chose at the provider, offered as the portal name on first login. */
  name: string | null;
  /** The token's own id and expiry (unix seconds): a token is exchanged once (useProviderToken). */
  tokenId: string;
  expires: number;
}

export interface ProviderAccount {
  id: string;
  email: string;
  display_name: string;
}

export async function issueProviderToken(key: Uint8Array, account: ProviderAccount, ttlSeconds: number) {
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({ email: account.email, name: account.display_name })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(account.id)
    .setIssuer(PROVIDER_ISSUER)
    .setAudience(PROVIDER_AUDIENCE)
    .setJti(randomUUID())
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(key);
  return { token, expiresAt: (now + ttlSeconds) * 1000 };
}

/** Resolves with the identity the token vouches for, or null when it is forged, expired or not one of ours. */
export async function verifyProviderToken(key: Uint8Array, token: string): Promise<VerifiedIdentity | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: PROVIDER_ISSUER,
      audience: PROVIDER_AUDIENCE,
      requiredClaims: ['sub', 'exp', 'jti'],
    });
    if (typeof payload.sub !== 'string' || payload.sub === '' || typeof payload.jti !== 'string') return null;
    return {
      identity: `${PROVIDER_NAME}:${payload.sub}`,
      email: typeof payload.email === 'string' ? payload.email : null,
      name: typeof payload.name === 'string' && payload.name ? payload.name : null,
      tokenId: payload.jti,
      expires: payload.exp!,
    };
  } catch {
    return null;
  }
}

/**
 * Marks a verified provider token used; false when it already was (a token stolen from a log or a referrer cannot be
 * exchanged after its owner did). Rows of expired tokens are dropped on the way.
 */
export async function useProviderToken(db: Queryable, identity: VerifiedIdentity): Promise<boolean> {
  const used = await db.query(
    `INSERT INTO provider_token_uses (token_id, expires_at) VALUES ($1, to_timestamp($2))
     ON CONFLICT DO NOTHING RETURNING 1`,
    [identity.tokenId, identity.expires],
  );
  await db.query('DELETE FROM provider_token_uses WHERE expires_at < now()');
  return used.length > 0;
}
