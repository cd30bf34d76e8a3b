import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { loadEdgeConfig } from '../config.js';
import { edgeAlone } from '../testing.js';
import { contentSecurityPolicy, permissionsPolicy } from './security-headers.js';

const TEMPLATE = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';

describe('edge security headers', () => {
  let edge: FastifyInstance;
  let clientDir: string;

  before(async () => {
    clientDir = await mkdtemp(path.join(os.tmpdir(), 'edge-client-'));
    await writeFile(path.join(clientDir, 'index.html'), TEMPLATE);
    edge = await edgeAlone({
      ...loadEdgeConfig({
        GAMES_ORIGIN: 'https://games.example',
        PREVIEW_ORIGIN: 'https://preview.example',
        CSP_CONNECT_ORIGINS: 'https://s3.example:9000',
      }),
      clientDir,
    });
  });
  after(async () => {
    await edge.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  it('sends the headers on every page, allowing its inline scripts by hash: no nonce, the same for everyone', async () => {
    const policies = new Set<string>();
    for (const url of ['/', '/games/snake', '/account', '/fr/account', '/no-such-page']) {
      const res = await edge.inject({ url, headers: { cookie: 'i18n_redirected=en' } });
      assert.match(res.headers['content-type'] as string, /text\/html/, url);
      const csp = res.headers['content-security-policy'] as string;
      policies.add(csp);
      assert.doesNotMatch(csp, /'nonce-/, `${url}: a page a shared cache keeps carries no nonce`);
      assert.doesNotMatch(res.body, /nonce=/, url);
      assert.match(csp, /frame-ancestors 'self'/);
      // Each game on its own sub-domain of the base, and every unreviewed build's preview on its own origin.
      assert.match(csp, /frame-src https:\/\/\*\.games\.example https:\/\/\*\.preview\.example(;|$)/);
      assert.match(csp, /connect-src 'self' https:\/\/games\.example https:\/\/s3\.example:9000/);
      const scriptSrc = csp.split(';').find((d) => d.includes('script-src'))!;
      assert.doesNotMatch(scriptSrc, /unsafe/);
      // The page's data is JSON, never run; every script that runs inline is one the policy names by its hash.
      assert.match(res.body, /<script type="application\/json" id="portal-config">/, url);
      for (const [, code] of res.body.matchAll(
        /<script(?![^>]*(?:\bsrc=|type="application\/(?:ld\+)?json"))[^>]*>(.*?)<\/script>/gs,
      )) {
        const hash = `'sha256-${createHash('sha256').update(code!).digest('base64')}'`;
        assert.ok(scriptSrc.includes(hash), `${url}: ${code!.slice(0, 60)}… is allowed by ${scriptSrc}`);
      }
      assert.equal(res.headers['x-frame-options'], 'SAMEORIGIN');
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin');
      assert.equal(res.headers['cross-origin-opener-policy'], 'same-origin');
      assert.match(
        res.headers['permissions-policy'] as string,
        /fullscreen=\(self "https:\/\/\*\.games\.example" "https:\/\/\*\.preview\.example"\)/,
      );
      assert.doesNotMatch(res.headers['permissions-policy'] as string, /web-share/);
      assert.equal(res.headers['strict-transport-security'], undefined, 'no HSTS over plain HTTP');
    }
    assert.equal(policies.size, 1, 'one policy for every page and visitor');
  });

  it('gives any other answer a fresh nonce (the offline page runs an inline script of its own)', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await edge.inject('/remotes.json');
      const nonce = /'nonce-([^']+)'/.exec(res.headers['content-security-policy'] as string)?.[1];
      assert.ok(nonce);
      nonces.add(nonce);
    }
    assert.equal(nonces.size, 3);
  });

  it('never redirects to another site through a backslash or doubled slashes', async () => {
    // Over a real socket: inject() would normalise the backslash away before the server sees it.
    await edge.listen({ port: 0, host: '127.0.0.1' });
    const { port } = edge.server.address() as AddressInfo;
    const redirectOf = (path: string) =>
      new Promise<{ status?: number; location?: string }>((resolve, reject) => {
        const request = http.get({ host: '127.0.0.1', port, path }, (response) => {
          response.resume();
          resolve({ status: response.statusCode, location: response.headers.location });
        });
        request.on('error', reject);
      });
    for (const path of ['/\\evil.example/', '//evil.example/', '/.//evil.example/', '/\\/evil.example/'])
      assert.deepEqual(await redirectOf(path), { status: 301, location: '/evil.example' }, path);
  });

  it('adds HSTS when the request came over TLS through the proxy', async () => {
    const res = await edge.inject({ url: '/account', headers: { 'x-forwarded-proto': 'https' } });
    assert.match(res.headers['strict-transport-security'] as string, /max-age=31536000/);
  });

  it('accepts CSP reports (both formats), refuses big ones and limits the rate', async () => {
    const legacy = await edge.inject({
      method: 'POST',
      url: '/csp-report',
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify({ 'csp-report': { 'violated-directive': 'script-src', 'blocked-uri': 'inline' } }),
    });
    assert.equal(legacy.statusCode, 204);
    const modern = await edge.inject({
      method: 'POST',
      url: '/csp-report',
      headers: { 'content-type': 'application/reports+json' },
      payload: JSON.stringify([{ type: 'csp-violation', body: { effectiveDirective: 'img-src' } }]),
    });
    assert.equal(modern.statusCode, 204);
    const big = await edge.inject({
      method: 'POST',
      url: '/csp-report',
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify({ 'csp-report': { 'blocked-uri': 'x'.repeat(20_000) } }),
    });
    assert.equal(big.statusCode, 413);
    const statuses = [];
    for (let i = 0; i < 40; i++)
      statuses.push(
        (
          await edge.inject({
            method: 'POST',
            url: '/csp-report',
            remoteAddress: '203.0.113.9',
            headers: { 'content-type': 'application/csp-report' },
            payload: '{}',
          })
        ).statusCode,
      );
    assert.ok(statuses.includes(429), 'rate limited');
  });

  it('builds the policies from the origins only', () => {
    const csp = contentSecurityPolicy(
      { gamesOrigin: 'http://games.localhost:8081', apiBase: '/app/api/v1' },
      "'nonce-abc'",
    );
    assert.match(csp, /script-src 'self' 'nonce-abc'(;|$)/);
    assert.match(csp, /img-src 'self' data: blob: http:\/\/games\.localhost:8081;/);
    assert.match(csp, /frame-src http:\/\/\*\.games\.localhost:8081;/, 'no game document on the base host');
    const permissions = permissionsPolicy('http://games.localhost:8081');
    assert.match(permissions, /camera=\(\)/);
    assert.match(permissions, /gamepad=\(self "http:\/\/\*\.games\.localhost:8081"\)/);
    const withPreviews = contentSecurityPolicy(
      {
        gamesOrigin: 'http://games.localhost:8081',
        previewOrigin: 'http://preview.localhost:8081',
        apiBase: '/app/api/v1',
      },
      "'sha256-abc'",
    );
    assert.match(
      withPreviews,
      /frame-src http:\/\/\*\.games\.localhost:8081 http:\/\/\*\.preview\.localhost:8081(;|$)/,
    );
    assert.match(withPreviews, /img-src [^;]* http:\/\/\*\.preview\.localhost:8081(;|$)/);
    assert.doesNotMatch(withPreviews, /connect-src [^;]*preview/, 'pages never fetch from a preview');
    assert.match(
      permissionsPolicy('http://games.localhost:8081', 'http://preview.localhost:8081'),
      /fullscreen=\(self "http:\/\/\*\.games\.localhost:8081" "http:\/\/\*\.preview\.localhost:8081"\)/,
    );
  });
});
