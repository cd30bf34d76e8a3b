import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { LOCALE_CODES } from '@portal/shared/i18n/locales';
import { createHtmlRenderer, nonceAttribute } from '../ssr/html.js';
import type { RemoteEntry } from '../delivery/remotes.js';

const NO_CACHE = 'no-cache';
/** Icons and the manifest keep their names across builds: browsers revalidate them within a day. */
const STATIC_CACHE = 'public, max-age=86400';

export const PUBLIC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shell/public');
/** The page the service worker precaches and shows for a page it never cached while offline. */
export const OFFLINE_DOCUMENT_PATH = '/_pwa/offline.html';

export interface PwaRoutesOptions {
  /** The shell's build: sw.js and the index.html template (read on every request, so a deploy shows at once). */
  clientDir: string;
  /** The registry as pages inline it for visitors on the current versions (the edge's readRemotes). */
  readRemotes: () => Promise<Record<string, RemoteEntry>>;
  /**
   * The registry resolved for the request's visitor (delivery/visitor.ts): /_build.json must name the versions this
   * visitor's pages run (a canary, a pin), or their tabs would take every other version for a newer release.
   */
  visitorRemotes?: (request: FastifyRequest, reply: FastifyReply) => Promise<Record<string, { version: string }>>;
  /** The runtime config the pages inline. */
  runtimeConfig: Record<string, unknown>;
  /** Icons, manifest and social image (default shell/public). */
  publicDir?: string;
}

export interface BuildManifest {
  buildId: string;
  shell: string;
  remotes: Record<string, string>;
}

/** The shell build's version: the content hash in its main script's name (any chunk change changes it). */
export function shellVersionOf(indexHtml: string): string {
  return (
    /\/_shell\/main\.([0-9a-f]+)\.js/.exec(indexHtml)?.[1] ??
    createHash('sha256').update(indexHtml).digest('hex').slice(0, 10)
  );
}

export function buildManifestOf(shell: string, remotes: Record<string, string>): BuildManifest {
  const buildId = createHash('sha256').update(JSON.stringify({ shell, remotes })).digest('hex').slice(0, 12);
  return { buildId, shell, remotes };
}

/**
 * Runs first in the offline document: the service worker serves it in place of a page it never cached, at that
 * page's address. It moves the address to the same locale's /offline, keeping the wanted page in "from", so the
 * router shows the offline page and "Try again" knows where to go.
 */
export function offlineRedirectScript(nonce?: string): string {
  const locales = LOCALE_CODES.filter((code) => code !== 'en').join('|');
  return `<script${nonceAttribute(nonce)}>(function(){var l=location,m=/^\\/(${locales})(?=\\/|$)/.exec(l.pathname),o=(m?m[0]:'')+'/offline';if(l.pathname!==o)history.replaceState(null,'',o+'?from='+encodeURIComponent(l.pathname+l.search+l.hash));})();</script>`;
}

/**
 * The PWA's edge routes: the web app manifest and icons, /sw.js (no-cache, allowed to control "/"), the build
 * manifest the pages poll, and the offline document.
 */
export const pwaRoutes: FastifyPluginAsync<PwaRoutesOptions> = async (app, options) => {
  const publicDir = options.publicDir ?? PUBLIC_DIR;
  const render = createHtmlRenderer(options.clientDir);
  const readTemplate = () => readFile(path.join(options.clientDir, 'index.html'), 'utf8');

  app.get('/manifest.webmanifest', async (_request, reply) => {
    reply.header('Cache-Control', STATIC_CACHE).type('application/manifest+json; charset=utf-8');
    return readFile(path.join(publicDir, 'manifest.webmanifest'));
  });

  await app.register(fastifyStatic, {
    root: path.join(publicDir, 'icons'),
    prefix: '/icons/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (res) => res.setHeader('Cache-Control', STATIC_CACHE),
  });

  app.get('/og-image.png', async (_request, reply) => {
    reply.header('Cache-Control', STATIC_CACHE).type('image/png');
    return readFile(path.join(publicDir, 'og-image.png'));
  });

  app.get('/sw.js', async (_request, reply) => {
    let source: Buffer;
    try {
      source = await readFile(path.join(options.clientDir, 'sw.js'));
    } catch {
      // Development builds have no service worker.
      return reply.code(404).header('Cache-Control', NO_CACHE).send({ message: 'No service worker in this build' });
    }
    return reply
      .header('Cache-Control', NO_CACHE)
      .header('Service-Worker-Allowed', '/')
      .type('text/javascript; charset=utf-8')
      .send(source);
  });

  app.get('/_build.json', async (request, reply) => {
    reply.header('Cache-Control', NO_CACHE);
    let template: string;
    try {
      template = await readTemplate();
    } catch {
      return reply.code(503).send({ message: 'The shell is not built' });
    }
    const remotes = Object.fromEntries(
      Object.entries(await (options.visitorRemotes?.(request, reply) ?? options.readRemotes())).map(
        ([name, remote]) => [name, remote.version],
      ),
    );
    return buildManifestOf(shellVersionOf(template), remotes);
  });

  app.get(OFFLINE_DOCUMENT_PATH, async (_request, reply) => {
    const nonce = reply.cspNonce;
    const head = `<title>Playnook</title><meta name="robots" content="noindex">${offlineRedirectScript(nonce)}`;
    const { html } = await render({
      pathname: '/offline',
      seoHead: head,
      config: options.runtimeConfig,
      remotes: await options.readRemotes(),
    });
    return reply
      .header('Cache-Control', NO_CACHE)
      .header('X-Robots-Tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(html);
  });
};
