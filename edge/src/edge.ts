import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { isLocale } from '@portal/shared/i18n/locales';
import { loggingServerOptions, requestLog } from '@portal/server-kit';
import { httpApi, httpPost, inProcessApi, inProcessPost, noApi, noApiPost, type ApiAccess } from './http/api-access.js';
import type { EdgeConfig } from './config.js';
import { edgeHealthRoutes } from './http/health-routes.js';
import { createHtmlRenderer } from './ssr/html.js';
import { createPageView } from './ssr/page-view.js';
import { startCanaryWatch } from './delivery/canary-watch.js';
import { healthTokenRoutes } from './delivery/health-tokens.js';
import { pageMayRun } from './delivery/page-versions.js';
import { pinKeyOf } from './delivery/pin-key.js';
import { pinRoutes } from './delivery/pin-routes.js';
import { createServerSignals, type RemoteFailure } from './delivery/server-signals.js';
import { createVisitorRegistry, isPersonalDelivery, PERSONAL_DELIVERY_COOKIE, visitOf } from './delivery/visitor.js';
import type { ObjectStore } from '@portal/object-store';
import type { RemotesRegistry } from './delivery/registry.js';
import { releaseSource, type DeployTokens } from './delivery/release-source.js';
import { remoteFiles } from './delivery/remote-files.js';
import { readRemotes } from './delivery/remotes.js';
import { createSeoHeads } from './seo/seo-head.js';
import { pwaRoutes } from './pwa/pwa-routes.js';
import { createServerRenderer } from './ssr/page-ssr.js';
import { securityHeaders } from './http/security-headers.js';
import { seoRoutes } from './seo/seo-routes.js';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Messages are cached for 24 h (product §9). */
const MESSAGES_CACHE = 'public, max-age=86400';

export interface EdgeOptions {
  /** The product API mounted in this process (the embedded default); absent when a reverse proxy routes it. */
  api?: { plugin: FastifyPluginAsync<never>; options: Record<string, unknown>; prefix: string };
  /** The deploy API's tokens of the embedded portal (its edge's, and the operator's that publishes local builds). */
  deployTokens?: DeployTokens;
  /** The object store of the API in this process (the versions it seals are there). */
  objectStore?: ObjectStore;
  logger?: boolean | object;
}

/** Server rendering, when the shell was built with its renderer (shell/dist/server) and it is not turned off. */
function serverRenderer(
  config: EdgeConfig,
  api: ApiAccess,
  registry: RemotesRegistry,
  app: FastifyInstance,
  onRemoteFailure: (failure: RemoteFailure) => void,
) {
  const ssr = config.serverRender
    ? createServerRenderer({
        serverDir: config.serverDir,
        api,
        registry,
        localesDir: config.localesDir,
        budgetMs: config.ssrBudgetMs,
        deadlineMs: config.ssrDeadlineMs,
        workers: config.ssrWorkers,
        log: app.log,
        onRemoteFailure,
      })
    : null;
  if (ssr) app.addHook('onClose', () => ssr.close());
  return ssr?.render;
}

/**
 * The shell's edge server: the HTML of every route, remotes.json, config.json, the shell's messages, the shell's
 * hashed assets, each remote's versioned builds, and the SEO data routes (categories, SEO config, sitemaps).
 */
export async function buildEdgeServer(config: EdgeConfig, options: EdgeOptions = {}): Promise<FastifyInstance> {
  const logging = loggingServerOptions(config.logLevel);
  const app = Fastify({
    ...logging,
    logger: options.logger ?? logging.logger,
    return503OnClosing: true,
    // Behind the proxy, each visitor's own address: health tokens name it (one address opens only a few sessions).
    trustProxy: config.trustProxy,
  });
  await app.register(requestLog);
  await app.register(securityHeaders, {
    gamesOrigin: config.gamesOrigin,
    previewOrigin: config.previewOrigin,
    apiBase: config.apiBase,
    errorDsn: config.errorDsn,
    connectOrigins: config.connectOrigins,
  });
  const render = createHtmlRenderer(config.clientDir);
  const { registry, decisions } = releaseSource(config, app, {
    apiPrefix: options.api?.prefix,
    tokens: options.deployTokens,
    store: options.objectStore,
  });
  const portalRemotes = () => readRemotes(registry, config.clientDir);
  const runtimeConfig = {
    apiBase: config.apiBase,
    gamesOrigin: config.gamesOrigin,
    buildId: config.buildId,
    socialLinks: config.socialLinks,
    errorDsn: config.errorDsn,
  };

  // Brotli or gzip for HTML, JS, CSS and JSON (the API's responses included).
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  if (options.api)
    await app.register(options.api.plugin, { prefix: options.api.prefix, ...options.api.options } as never);
  // After the API: it registers @fastify/cookie in its own scope, which a decorator of this scope would clash with.
  await app.register(fastifyCookie);
  const api = options.api
    ? inProcessApi(app, options.api.prefix)
    : config.apiInternalUrl
      ? httpApi(config.apiInternalUrl)
      : noApi;
  const apiPost = options.api
    ? inProcessPost(app, options.api.prefix)
    : config.apiInternalUrl
      ? httpPost(config.apiInternalUrl)
      : noApiPost;
  await app.register(edgeHealthRoutes, { clientDir: config.clientDir, embeddedApi: options.api ? api : undefined });
  await app.register(seoRoutes, { api, portalOrigin: config.portalOrigin, sitemapPartSize: config.sitemapPartSize });
  const secureOrigin = config.portalOrigin.startsWith('https:');
  const pinKey = pinKeyOf(config);
  const visitorRegistry = createVisitorRegistry({ registry, clientDir: config.clientDir, pinKey, secureOrigin });
  await app.register(pinRoutes, {
    registry,
    pinKey,
    portalOrigin: config.portalOrigin,
    secureOrigin,
    localesDir: config.localesDir,
  });
  const canaryWatch = startCanaryWatch({
    registry,
    api,
    policy: config.canaryPolicy,
    intervalMs: config.canaryCheckIntervalMs,
    releaseWatchMs: config.releaseWatchMs,
    log: app.log,
    decisions,
  });
  const serverSignals = createServerSignals({
    secret: config.healthSecret,
    post: apiPost,
    log: app.log,
    onRecorded: () => canaryWatch.checkSoon(),
  });
  app.addHook('onClose', async () => {
    canaryWatch.stop();
    await serverSignals.flush();
  });
  const pageView = createPageView({
    portalOrigin: config.portalOrigin,
    api,
    seoHead: createSeoHeads({ api, origin: config.portalOrigin, localesDir: config.localesDir }),
    remotes: visitorRegistry,
    render,
    runtimeConfig,
    renderOnServer: serverRenderer(config, api, registry, app, (failure) => serverSignals.record(failure)),
    cacheTtlMs: config.ssrCacheTtlMs,
    cacheMaxBytes: config.ssrCacheMaxBytes,
    visitOf,
    // A visitor the proxy's cache passed by as their own stays private until the edge clears that mark.
    personal: (request) => isPersonalDelivery(request) || Boolean(request.cookies[PERSONAL_DELIVERY_COOKIE]),
    cachePolicy: {
      sharedMaxAgeS: config.pageSharedMaxAgeS,
      staleWhileRevalidateS: config.pageStaleWhileRevalidateS,
    },
    log: app.log,
  });
  await app.register(healthTokenRoutes, {
    secret: config.healthSecret,
    visitorRemotes: (request, reply) => visitorRegistry(request, reply),
    visitOf,
    pageMayRun: pageMayRun(registry),
  });

  await app.register(pwaRoutes, {
    clientDir: config.clientDir,
    readRemotes: portalRemotes,
    visitorRemotes: visitorRegistry,
    runtimeConfig,
  });

  // Resolved for the visitor exactly as the page's inlined registry is (their bucket and pins).
  app.get('/remotes.json', async (request, reply) => {
    reply.header('Cache-Control', NO_CACHE);
    return visitorRegistry(request, reply);
  });

  app.get('/config.json', async (_request, reply) => {
    reply.header('Cache-Control', NO_CACHE);
    return runtimeConfig;
  });

  app.get<{ Params: { locale: string } }>('/_i18n/:locale/messages.json', async (request, reply) => {
    const { locale } = request.params;
    if (!isLocale(locale)) return reply.code(404).send({ message: `Unknown locale: ${locale}` });
    reply.header('Cache-Control', MESSAGES_CACHE).type('application/json; charset=utf-8');
    return readFile(path.join(config.localesDir, `${locale}.json`));
  });

  await app.register(fastifyStatic, {
    root: config.clientDir,
    prefix: '/_shell/',
    index: false,
    cacheControl: false,
    // The HTML template and the service worker have their own routes with their own caching.
    allowedPath: (pathname) => pathname !== '/index.html' && pathname !== '/sw.js',
    setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE),
  });

  await app.register(remoteFiles, { registry, onFailure: serverSignals.record });

  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ message: `Not found: ${request.method} ${request.url}` });
    }
    return pageView(request, reply);
  });

  return app;
}
