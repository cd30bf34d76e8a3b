// Shared by the edge server's tests.
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import {
  API_PREFIX,
  apiPlugin,
  closeApiContext,
  createApiContext,
  loadConfig,
  type ApiConfig,
  type ApiContext,
} from '@portal/api';
import { asRemoteRoutes, type RemoteRoutes } from '@portal/shared/federation/remote-manifest';
import { composePages } from '../../shell/src/routing/pages.js';
import { loadEdgeConfig, type EdgeConfig } from './config.js';
import { buildEdgeServer } from './edge.js';

const repo = path.resolve(import.meta.dirname, '..', '..');

/** The repository's registry; its folders are taken relative to each test's own remotes root. */
export const REPO_REGISTRY = path.join(repo, 'portal.remotes.json');

// Found from the repository root, so the tooling is where it is wherever these tests live.
const { manifestRoutesOf } = createRequire(import.meta.url)(path.join(repo, 'tooling', 'pages', 'read.cjs')) as {
  manifestRoutesOf: (dirname: string) => unknown;
};

/** A remote's routes as its build writes them into portal-manifest.json (from its src/pages.ts). */
export const manifestOf = (folder: string): unknown => manifestRoutesOf(path.join(repo, folder));

const routesOf = (folder: string): RemoteRoutes => asRemoteRoutes(manifestOf(folder))!;

/** The page table the four remotes' manifests compose, as the edge composes it from the registry. */
export const PORTAL_PAGES = composePages(
  Object.fromEntries(
    Object.entries(JSON.parse(readFileSync(REPO_REGISTRY, 'utf8')) as Record<string, string>).map(([name, folder]) => [
      name,
      { routes: routesOf(folder) },
    ]),
  ),
);

/**
 * The API as `npm start` mounts it in the edge, on embedded PGlite in memory (these tests are about the edge, not
 * the database): `mount` is buildEdgeServer's `api` option; `plugin` stands in for the API's own (to watch it).
 */
export async function embeddedApi(
  overrides: Partial<ApiConfig> = {},
  options: { seed?: boolean; plugin?: FastifyPluginAsync<{ context: ApiContext }> } = {},
) {
  const objectsDir = await mkdtemp(path.join(os.tmpdir(), 'edge-objects-'));
  const context = await createApiContext(
    { ...loadConfig(), databaseUrl: undefined, dataDir: 'memory://', objectsDir, logLevel: 'silent', ...overrides },
    { seed: options.seed },
  );
  return {
    context,
    mount: { plugin: (options.plugin ?? apiPlugin) as never, options: { context }, prefix: API_PREFIX },
    close: async () => {
      await closeApiContext(context);
      await rm(objectsDir, { recursive: true, force: true });
    },
  };
}

/** A shell build's HTML template in <root>/shell-client/ (the edge's clientDir): the empty #root, then `body`. */
export async function shellClient(root: string, body = ''): Promise<string> {
  const clientDir = path.join(root, 'shell-client');
  await mkdir(clientDir, { recursive: true });
  await writeFile(
    path.join(clientDir, 'index.html'),
    `<html><head><title></title></head><body><div id="root"></div>${body}</body></html>`,
  );
  return clientDir;
}

/**
 * An edge server without the API in its process, ready to answer. Without a deploy token it serves the release
 * folders (RELEASES_FROM=files): tests of the edge alone are not about where releases come from.
 */
export async function edgeAlone(config: EdgeConfig) {
  const releasesFrom = config.deployEdgeToken ? config.releasesFrom : 'files';
  const edge = await buildEdgeServer({ ...config, releasesFrom }, { logger: false });
  await edge.ready();
  return edge;
}

/** An edge server on the default settings and `config`, with `api` (default: embeddedApi()) in its process. */
export async function edgeWithApi(config: Partial<EdgeConfig> = {}, api?: Awaited<ReturnType<typeof embeddedApi>>) {
  const embedded = api ?? (await embeddedApi());
  const edge = await buildEdgeServer({ ...loadEdgeConfig({}), ...config }, { logger: false, api: embedded.mount });
  // Closing the edge ends the API's database too.
  edge.addHook('onClose', embedded.close);
  await edge.ready();
  return edge;
}
