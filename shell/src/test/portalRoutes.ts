import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asRemoteRoutes, type RemoteRoutes } from '@portal/shared/federation/remote-manifest';
import { composePages } from '../routing/pages';

/** The repository root: the registry and each remote's manifest are read as data, as the edge reads them. */
const ROOT = path.resolve(__dirname, '..', '..', '..');
const readJson = (...parts: string[]): unknown => JSON.parse(readFileSync(path.join(ROOT, ...parts), 'utf8'));

/** Each registered remote's declared routes (its src/portal-manifest.json), as the registry carries them. */
export const REMOTE_ROUTES: Record<string, { routes: RemoteRoutes }> = Object.fromEntries(
  Object.entries(readJson('portal.remotes.json') as Record<string, string>).map(([name, folder]) => [
    name,
    { routes: asRemoteRoutes(readJson(folder, 'src', 'portal-manifest.json'))! },
  ]),
);

/** The page table the portal composes from them. */
export const PORTAL_PAGES = composePages(REMOTE_ROUTES);
