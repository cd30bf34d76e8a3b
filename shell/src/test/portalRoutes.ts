import { asRemoteRoutes, type RemoteRoutes } from '@portal/shared/federation/remote-manifest';
import games from '../../../mfe-games/src/portal-manifest.json';
import account from '../../../mfe-account/src/portal-manifest.json';
import blog from '../../../mfe-blog/src/portal-manifest.json';
import upload from '../../../mfe-upload/src/portal-manifest.json';
import { composePages } from '../routing/pages';

/** The four remotes' declared routes, as the registry carries them. */
export const REMOTE_ROUTES: Record<string, { routes: RemoteRoutes }> = Object.fromEntries(
  Object.entries({ games, account, blog, upload }).map(([name, manifest]) => [
    name,
    { routes: asRemoteRoutes(manifest)! },
  ]),
);

/** The page table the portal composes from them. */
export const PORTAL_PAGES = composePages(REMOTE_ROUTES);
