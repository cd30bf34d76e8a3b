import { errors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Queryable } from '../../db/db.js';
import { tokenExpired, tokenInvalid, tokenRevoked } from './errors.js';

export const TOKEN_ISSUER = 'playnook';
/** Audience of the portal's access tokens; the identity provider's tokens carry a different one. */
export const ACCESS_AUDIENCE = 'playnook-api';
/** Only this algorithm is accepted: no "none", no asymmetric/symmetric confusion. */
const ALGORITHMS = ['HS256'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AccessToken {
  token: string;
  /** Unix time in milliseconds (what the front end stores, product §3). */
  expiresAt: number;
}

export interface VerifiedAccess {
  userId: string;
  version: number;
}

/** The claims of a token whose signature, issuer and audience were checked once. */
interface CheckedClaims {
  sub: string;
  ver: number;
  /** Unix time in seconds. */
  exp: number;
}

export class AccessTokens {
  /**
   * Tokens already checked, by their exact text: a signed-in player sends the same token with every request, and
   * its signature, issuer and audience cannot change, so they are checked once; expiry and the token version are
   * checked on every request.
   */
  private readonly checked = new LRUCache<string, CheckedClaims>({ max: 50_000 });

  constructor(
    private readonly key: Uint8Array,
    private readonly ttlSeconds: number,
    private readonly db: Queryable,
    /** Cached versions (token-versions.ts); without it each check reads the users table. */
    private readonly versions?: { current(userId: string): Promise<number | null> },
  ) {}

  async issue(userId: string, version: number): Promise<AccessToken> {
    const now = Math.floor(Date.now() / 1000);
    const exp = now + this.ttlSeconds;
    const token = await new SignJWT({ ver: version })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(ACCESS_AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .sign(this.key);
    return { token, expiresAt: exp * 1000 };
  }

  /**
   * Checks signature, algorithm, issuer, audience and expiry (allowing `graceSeconds` past it, for refresh), then
   * that the user still exists and has not logged out since the token was issued (from the cached versions, see
   * token-versions.ts: no query per request).
   */
  async verify(token: string, graceSeconds = 0): Promise<VerifiedAccess> {
    let claims = this.checked.get(token);
    if (claims && Date.now() / 1000 > claims.exp + graceSeconds) throw tokenExpired();
    claims ??= await this.check(token, graceSeconds);
    const version = this.versions ? await this.versions.current(claims.sub) : await this.storedVersion(claims.sub);
    if (version === null || version !== claims.ver) throw tokenRevoked();
    return { userId: claims.sub, version: claims.ver };
  }

  /** The full check of a token not seen before; remembered when it passes. */
  private async check(token: string, graceSeconds: number): Promise<CheckedClaims> {
    let payload: { sub?: unknown; ver?: unknown; exp?: unknown };
    try {
      ({ payload } = await jwtVerify(token, this.key, {
        algorithms: ALGORITHMS,
        issuer: TOKEN_ISSUER,
        audience: ACCESS_AUDIENCE,
        clockTolerance: graceSeconds,
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch (error) {
      throw error instanceof errors.JWTExpired ? tokenExpired() : tokenInvalid();
    }
    const { sub, ver, exp } = payload;
    if (typeof sub !== 'string' || !UUID.test(sub) || !Number.isInteger(ver) || typeof exp !== 'number')
      throw tokenInvalid();
    const claims = { sub, ver: ver as number, exp };
    this.checked.set(token, claims);
    return claims;
  }

  private async storedVersion(userId: string): Promise<number | null> {
    const [row] = await this.db.query<{ token_version: number }>('SELECT token_version FROM users WHERE id = $1', [
      userId,
    ]);
    return row ? row.token_version : null;
  }
}
