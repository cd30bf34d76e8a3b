// Shared by the edge server's tests.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { asRemoteRoutes, type RemoteRoutes } from '@portal/shared/federation/remote-manifest';
import { composePages } from '../src/routing/pages.js';

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
