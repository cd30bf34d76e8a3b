import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived proof that a play or like comes from a page that asked for it: HMAC-SHA256 over game, actor (device,
 * or address fingerprint) and expiry, written `<expiry unix s>.<mac base64url>`. Tokens are handed out under a
 * per-address cap on new actors (device-cap.ts), so a script minting device ids cannot count beyond that cap.
 */
export class CounterTokens {
  private readonly key: Uint8Array;

  constructor(
    accessKey: Uint8Array,
    private readonly ttlSeconds: number,
  ) {
    this.key = new Uint8Array(createHmac('sha256', accessKey).update('counter token').digest());
  }

  private mac(slug: string, actor: string, expires: number): Buffer {
    return createHmac('sha256', this.key).update(`${slug}\n${actor}\n${expires}`).digest();
  }

  issue(slug: string, actor: string, nowMs = Date.now()): { token: string; expires_at: string } {
    const expires = Math.floor(nowMs / 1000) + this.ttlSeconds;
    return {
      token: `${expires}.${this.mac(slug, actor, expires).toString('base64url')}`,
      expires_at: new Date(expires * 1000).toISOString(),
    };
  }

  /** Whether `token` was issued for this game and actor and has not expired. */
  valid(token: string | undefined, slug: string, actor: string, nowMs = Date.now()): boolean {
    const match = /^(\d{1,12})\.([\w-]{43})$/.exec(token ?? '');
    if (!match) return false;
    const expires = Number(match[1]);
    if (expires * 1000 <= nowMs) return false;
    const given = Buffer.from(match[2]!, 'base64url');
    const expected = this.mac(slug, actor, expires);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
