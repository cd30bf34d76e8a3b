import type { ComponentType } from 'react';
import { Link, useLocation, type RouteObject } from 'react-router';
import { asRemoteRoutes, type RemotePage } from '../federation/remote-manifest';
import { localeFromPath, localizePath } from '../i18n/locales';
import type { OverlayBoxProps } from '../state/overlay';
import type { HarnessBoxes } from './HarnessOverlays';

/** The components of the modules a remote's manifest names (its pages and overlay boxes), by module name. */
export type HarnessModules = Record<string, ComponentType | ComponentType<OverlayBoxProps>>;

function componentOf(modules: HarnessModules, name: string) {
  const component = modules[name];
  if (!component)
    throw new Error(`src/portal-manifest.json names the module "${name}": pass its component to mountHarness.`);
  return component;
}

/** The harness's start page when the remote has no "/" page: a link to each of its pages in the current locale. */
function HarnessIndex({ pages }: { pages: RemotePage[] }) {
  const locale = localeFromPath(useLocation().pathname);
  return (
    <nav aria-label="Pages">
      <ul>
        {pages.map(({ path }) => (
          <li key={path}>
            {path.includes(':') ? <code>{path}</code> : <Link to={localizePath(path, locale)}>{path}</Link>}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The harness's routes and boxes, read from the remote's manifest (src/portal-manifest.json) with the rules the shell
 * composes it by, so the harness opens exactly the pages and boxes the portal would, at the same paths.
 */
export function harnessRoutes(
  manifest: unknown,
  modules: HarnessModules,
): { routes: RouteObject[]; boxes: HarnessBoxes } {
  const declared = asRemoteRoutes(manifest);
  if (!declared) throw new Error('src/portal-manifest.json is not a remote manifest (see @portal/shared federation).');
  const routes: RouteObject[] = declared.pages.map(({ path, module }) => {
    const Page = componentOf(modules, module) as ComponentType;
    return path === '/' ? { index: true, element: <Page /> } : { path: path.slice(1), element: <Page /> };
  });
  if (!declared.pages.some(({ path }) => path === '/'))
    routes.push({ index: true, element: <HarnessIndex pages={declared.pages} /> });
  const boxes: HarnessBoxes = Object.fromEntries(
    Object.entries(declared.overlays).map(([name, box]) => [
      name,
      componentOf(modules, box.module) as ComponentType<OverlayBoxProps>,
    ]),
  );
  return { routes, boxes };
}
