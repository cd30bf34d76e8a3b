import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { subOriginPattern } from '@portal/shared/catalogue/gameOrigins';

/** Where the portal's pages may load from and talk to, besides their own origin. */
export interface PolicyOrigins {
  /** Base origin of game files: thumbnails come from it, each game's frame from its own sub-domain of it. */
  gamesOrigin: string;
  /** Base of the preview origins: every unreviewed build is framed from `<file id>.<its host>`. */
  previewOrigin?: string;
  /** The API base the browser uses: a path (same origin) or a URL on another origin. */
  apiBase: string;
  /** Sentry-compatible DSN the browser reports errors to, if any. */
  errorDsn?: string;
  /** More origins pages send requests to (CSP_CONNECT_ORIGINS: an S3 endpoint for upload PUTs, a CDN of remotes). */
  connectOrigins?: string[];
}

/** Where browsers send CSP violation reports (report-uri and the Reporting API's endpoint). */
export const CSP_REPORT_PATH = '/csp-report';
/** Largest violation report accepted; real ones are well under 2 KB. */
const REPORT_BODY_LIMIT = 8 * 1024;
const REPORTS_PER_MINUTE = 30;

/** A fresh nonce for one response's inline scripts: 128 random bits. */
export const cspNonce = (): string => randomBytes(16).toString('base64');

const originOf = (value: string | undefined): string[] => {
  if (!value || !/^https?:\/\//.test(value)) return [];
  try {
    return [new URL(value).origin];
  } catch {
    return [];
  }
};

/**
 * Every origin under a base at once, as a source expression: each game's (`http://*.games.localhost:8081`), each
 * preview's (`http://*.preview.localhost:8081`); none for a missing or bad base.
 */
const subOriginsOf = (base: string | undefined): string[] => originOf(base).map(subOriginPattern);

/**
 * The portal's Content-Security-Policy for one response. Scripts: the portal's own files (the shell and every remote
 * is served under /_shell/ and /remotes/ of this origin, see remotes.ts) and the inline scripts the response allows:
 * a nonce (`'nonce-…'`) or, in pages, which every visitor shares, the hashes of the few fixed scripts they run
 * (`'sha256-…'`); no 'unsafe-inline' or eval. Styles allow inline style attributes (server-rendered markup may
 * carry them); scripts never.
 */
export function contentSecurityPolicy(origins: PolicyOrigins, inlineScripts: string): string {
  const games = originOf(origins.gamesOrigin);
  // Unreviewed builds (the upload page's previews) and their thumbnails, each on an origin of its own.
  const previews = subOriginsOf(origins.previewOrigin);
  const frames = subOriginsOf(origins.gamesOrigin);
  const connect = [
    ...new Set([
      ...originOf(origins.apiBase),
      ...originOf(origins.errorDsn),
      ...games,
      ...(origins.connectOrigins ?? []).flatMap(originOf),
    ]),
  ];
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScripts}`,
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', ...games, ...previews].join(' '),
    "font-src 'self' data:",
    ['connect-src', "'self'", ...connect].join(' '),
    // The player frames each game on its own origin (a sub-domain of the base); the upload page and the review queue
    // frame an unreviewed build on its preview origin.
    ['frame-src', ...frames, ...previews].join(' '),
    ['media-src', "'self'", 'blob:', ...games].join(' '),
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    `report-uri ${CSP_REPORT_PATH}`,
    'report-to csp',
  ].join('; ');
}

/**
 * Powerful features are off for the portal and anything it frames, except what the game frame's `allow` attribute
 * grants the game's own origin (GamePlayer.tsx: fullscreen, gamepad, autoplay), named by the wildcard of every game
 * origin, which Chromium accepts in this header; a preview runs in the same frame, so it gets the same. The clipboard
 * stays with the portal itself (share box); Web Share is the portal's by default, and naming it would make Chromium
 * without it (Linux) warn on every page ("Unrecognized feature"): the header names only features browsers know.
 */
export function permissionsPolicy(gamesOrigin: string, previewOrigin?: string): string {
  const games = [...subOriginsOf(gamesOrigin), ...subOriginsOf(previewOrigin)].map((origin) => `"${origin}"`);
  const toGames = `(self ${games.join(' ')})`;
  return [
    'accelerometer=()',
    'camera=()',
    'display-capture=()',
    'geolocation=()',
    'gyroscope=()',
    'hid=()',
    'magnetometer=()',
    'microphone=()',
    'midi=()',
    'payment=()',
    'serial=()',
    'usb=()',
    `autoplay=${toGames}`,
    `fullscreen=${toGames}`,
    `gamepad=${toGames}`,
    'clipboard-write=(self)',
  ].join(', ');
}

/** Over TLS, directly or behind a proxy that says so. */
const overTls = (request: FastifyRequest) =>
  request.protocol === 'https' || request.headers['x-forwarded-proto']?.toString().split(',')[0]?.trim() === 'https';

declare module 'fastify' {
  interface FastifyReply {
    /** The nonce of this response's inline scripts, named in its Content-Security-Policy (the offline page's). */
    cspNonce: string;
    /**
     * The inline scripts a response allows by hash instead of the nonce: a page, which a shared cache may give to
     * every visitor, carries no nonce (ssr/page-view.ts). Null: the nonce.
     */
    cspScriptHashes: readonly string[] | null;
  }
}

/** The violation as one log line: which directive blocked what, on which page. */
function violationSummary(body: unknown): Record<string, unknown>[] {
  const reports = Array.isArray(body) ? body : [body];
  return reports.slice(0, 10).map((report) => {
    const legacy = (report as { 'csp-report'?: Record<string, unknown> } | null)?.['csp-report'];
    const modern = (report as { body?: Record<string, unknown> } | null)?.body;
    const fields = legacy ?? modern ?? {};
    const pick = (...names: string[]) => {
      const value = names.map((name) => fields[name]).find((v) => typeof v === 'string');
      return typeof value === 'string' ? value.slice(0, 300) : undefined;
    };
    return {
      directive: pick('effective-directive', 'effectiveDirective', 'violated-directive'),
      blocked: pick('blocked-uri', 'blockedURL'),
      page: pick('document-uri', 'documentURL'),
      source: pick('source-file', 'sourceFile'),
    };
  });
}

/** POST /csp-report: violation reports, logged; size- and rate-limited, as anyone can send them. */
async function cspReportRoute(app: FastifyInstance): Promise<void> {
  await app.register(fastifyRateLimit, { max: REPORTS_PER_MINUTE, timeWindow: '1 minute' });
  app.addContentTypeParser(
    ['application/csp-report', 'application/reports+json'],
    { parseAs: 'string', bodyLimit: REPORT_BODY_LIMIT },
    app.getDefaultJsonParser('ignore', 'ignore'),
  );
  app.post(CSP_REPORT_PATH, { bodyLimit: REPORT_BODY_LIMIT }, async (request, reply) => {
    request.log.warn({ cspViolations: violationSummary(request.body) }, 'content security policy violation');
    return reply.code(204).send();
  });
}

/**
 * Security headers on every answer of the edge server: the CSP with a per-response nonce (reply.cspNonce) or, for
 * pages, the hashes of their fixed inline scripts (reply.cspScriptHashes), no framing by other sites, no content sniffing, a short referrer to
 * other origins, the Permissions-Policy, a separate browsing context group, and HSTS over TLS; and the CSP report
 * endpoint.
 */
export const securityHeaders = fp(
  async (app: FastifyInstance, origins: PolicyOrigins) => {
    const permissions = permissionsPolicy(origins.gamesOrigin, origins.previewOrigin);
    app.decorateReply('cspNonce', '');
    app.decorateReply('cspScriptHashes', null);
    app.addHook('onRequest', async (_request, reply: FastifyReply) => {
      reply.cspNonce = cspNonce();
    });
    app.addHook('onSend', async (request, reply, payload) => {
      const inline = reply.cspScriptHashes ? reply.cspScriptHashes.join(' ') : `'nonce-${reply.cspNonce}'`;
      reply.header('Content-Security-Policy', contentSecurityPolicy(origins, inline));
      reply.header('Reporting-Endpoints', `csp="${CSP_REPORT_PATH}"`);
      reply.header('X-Frame-Options', 'SAMEORIGIN');
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
      reply.header('Permissions-Policy', permissions);
      reply.header('Cross-Origin-Opener-Policy', 'same-origin');
      if (overTls(request)) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
      return payload;
    });
    await app.register(cspReportRoute);
  },
  { name: 'portal-security-headers' },
);
