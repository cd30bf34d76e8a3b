import type { FastifyInstance } from 'fastify';
import { createObjectStore, type ObjectStore } from '@portal/object-store';
import type { EdgeConfig } from '../config.js';
import { deployClient, httpDeploy, inProcessDeploy, type DeployCall } from './deploy-api.js';
import { createDeployRegistry } from './deploy-registry.js';
import { LOCAL_BUILD, publishLocalBuilds } from './publish-local-builds.js';
import { createRegistry, type RemotesRegistry } from './registry.js';
import { deployDecisions, fileDecisions, type ReleaseDecisions } from './release-decisions.js';

/** The deploy API's tokens the embedded portal made (or was given) for its own edge and its bootstrap. */
export interface DeployTokens {
  edge: string;
  /** The embedded portal's: publishes the local builds at start. */
  operator?: string;
}

interface Options {
  /** The API's prefix when it is mounted in this process. */
  apiPrefix?: string;
  tokens?: DeployTokens;
  /** The store the API in this process writes versions to; else the API's bucket (S3_*) or OBJECT_STORE_DIR. */
  store?: ObjectStore;
}

export interface ReleaseSource {
  registry: RemotesRegistry;
  decisions: ReleaseDecisions;
}

/**
 * Where this edge reads its releases. By default the deploy API: the registry by long poll, version files from the
 * object store, mirrored into REMOTES_CACHE_DIR; the embedded portal first publishes its local builds. With
 * RELEASES_FROM=files, or with no token to read the API with (an edge built without the embedded portal's tokens,
 * as tests do), the release folders under REMOTES_ROOT. An edge reading a separate API (API_INTERNAL_URL) must
 * have DEPLOY_EDGE_TOKEN.
 * The mirror starts once the server is ready (the API in process answers only then); page requests wait for its
 * first registry, the API's own requests never do.
 */
export function releaseSource(config: EdgeConfig, app: FastifyInstance, options: Options): ReleaseSource {
  const local = createRegistry(config.remotesRegistry, config.remotesRoot, (error) =>
    app.log.error(
      { err: error, file: config.remotesRegistry },
      'remotes registry unreadable; keeping the last one read',
    ),
  );
  const embedded = options.apiPrefix !== undefined;
  const token = embedded ? options.tokens?.edge : config.deployEdgeToken;
  if (config.releasesFrom === 'files' || (embedded && !token) || (!embedded && !config.apiInternalUrl))
    return { registry: local, decisions: fileDecisions };
  if (!token) throw new Error('DEPLOY_EDGE_TOKEN is required to read releases from the deploy API (API_INTERNAL_URL)');
  const callWith = (secret: string, by?: string): DeployCall =>
    options.apiPrefix !== undefined
      ? inProcessDeploy(app, options.apiPrefix, secret, by)
      : httpDeploy(config.apiInternalUrl!, secret, by);
  const client = deployClient(callWith(token));
  const registry = createDeployRegistry({
    client,
    store: options.store ?? createObjectStore(config.objectStore),
    cacheDir: config.remotesCacheDir,
    log: app.log,
    start: false,
  });

  const operator = options.tokens?.operator;
  app.addHook('onReady', async () => {
    // Not awaited: the API in this process answers only once the server is ready.
    void (async () => {
      if (operator && options.apiPrefix !== undefined)
        await publishLocalBuilds({ call: callWith(operator, LOCAL_BUILD), local, log: app.log }).catch(
          (error: unknown) => app.log.warn({ err: error }, 'local builds not published'),
        );
      registry.start();
    })();
  });
  // Stopped before the server closes (so no poll is sent to an API closing with it), awaited once it has.
  app.addHook('preClose', async () => void registry.stop());
  app.addHook('onClose', async () => registry.stop());
  const apiPath = options.apiPrefix;
  app.addHook('onRequest', async (request) => {
    if (apiPath === undefined || !request.url.startsWith(apiPath)) await registry.ready;
  });
  return { registry, decisions: deployDecisions(client, () => registry.refresh()) };
}
