import { Transform, type Readable } from 'node:stream';
import { addressHash, HEALTH_TOKEN_TTL_MS, signHealthToken } from '@portal/server-kit';
import { inlineJson } from '../ssr/html.js';
import type { Registry } from './resolve.js';
import type { Visit } from './server-signals.js';

/** The element the shell's health reporter reads (shell/src/federation/health.ts). */
export const HEALTH_TOKENS_ID = 'portal-health';
const BODY_END = '</body>';

/**
 * The tokens of one page view: per remote, the version this visitor was served and a token naming remote, version,
 * visitor and (hashed) address, signed with the health secret. Inlined as non-executable JSON, outside the cached
 * part of the page (ssr/html-cache.ts), so a page kept for others never carries another visitor's tokens.
 */
export function healthTokensScript(secret: string, remotes: Registry, visit: Visit, now = Date.now()): string {
  const address = addressHash(secret, visit.address);
  const until = now + HEALTH_TOKEN_TTL_MS;
  const tokens = Object.fromEntries(
    Object.entries(remotes).map(([remote, { version }]) => [
      remote,
      { version, token: signHealthToken(secret, { remote, version, visitor: visit.visitor, address, until }) },
    ]),
  );
  return `<script type="application/json" id="${HEALTH_TOKENS_ID}">${inlineJson(tokens)}</script>`;
}

/** `script` placed before the document's </body> (at its end when it has none), whether a string or a stream. */
export function withScript<T extends string | Readable>(page: T, script: string): T | Transform {
  if (!script) return page;
  if (typeof page === 'string')
    return (page.includes(BODY_END) ? page.replace(BODY_END, `${script}${BODY_END}`) : page + script) as T;
  let placed = false;
  const through = new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      const bytes = Buffer.from(chunk);
      const at = placed ? -1 : bytes.indexOf(BODY_END);
      if (at === -1) return done(null, bytes);
      placed = true;
      done(null, Buffer.concat([bytes.subarray(0, at), Buffer.from(script), bytes.subarray(at)]));
    },
    flush(done) {
      done(null, placed ? undefined : script);
    },
  });
  page.on('error', (error) => through.destroy(error));
  return page.pipe(through);
}
