// Shared by the edge server's tests.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asRemoteRoutes, type RemoteRoutes } from '@portal/shared/federation/remote-manifest';
import { composePages } from '../../shell/src/routing/pages.js';

const repo = path.resolve(import.meta.dirname, '..', '..');

/** The repository's registry; its folders are taken relative to each test's own remotes root. */
export const REPO_REGISTRY = path.join(repo, 'portal.remotes.json');

const routesOf = (folder: string): RemoteRoutes =>
  asRemoteRoutes(JSON.parse(readFileSync(path.join(repo, folder, 'src', 'portal-manifest.json'), 'utf8')))!;

/** The page table the four remotes' manifests compose, as the edge composes it from the registry. */
export const PORTAL_PAGES = composePages(
  Object.fromEntries(
    Object.entries(JSON.parse(readFileSync(REPO_REGISTRY, 'utf8')) as Record<string, string>).map(([name, folder]) => [
      name,
      { routes: routesOf(folder) },
    ]),
  ),
);
