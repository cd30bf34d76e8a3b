import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asRemoteRoutes, type RemoteRoutes } from '@portal/shared/federation/remote-manifest';
import { manifestRoutesOf } from '../../../tooling/pages/read.cjs';
import { composePages } from '../routing/pages';

/** The repository root: the registry is read as data, and each remote's routes as its build writes them. */
const ROOT = path.resolve(__dirname, '..', '..', '..');
const readJson = (...parts: string[]): unknown => JSON.parse(readFileSync(path.join(ROOT, ...parts), 'utf8'));

/** Each registered remote's declared routes (its src/pages.ts), as the registry carries them. */
export const REMOTE_ROUTES: Record<string, { routes: RemoteRoutes }> = Object.fromEntries(
  Object.entries(readJson('portal.remotes.json') as Record<string, string>).map(([name, folder]) => [
    name,
    { routes: asRemoteRoutes(manifestRoutesOf(path.join(ROOT, folder)))! },
  ]),
);

/** The page table the portal composes from them. */
export const PORTAL_PAGES = composePages(REMOTE_ROUTES);
