import type { ComponentType } from 'react';
import { Link, useLocation, type RouteObject } from 'react-router';
import { localeFromPath, localizePath } from '../i18n/locales';
import type { OverlayBoxProps } from '../state/overlay';
import type { HarnessBoxes } from './HarnessOverlays';

/** The components of the modules a remote's manifest names (its pages and overlay boxes), by module name. */
export type HarnessModules = Record<string, ComponentType | ComponentType<OverlayBoxProps>>;

/** What the harness reads of a remote's src/pages.ts: where each page is, and which module renders it or a box. */
export interface HarnessManifest {
  pages: ReadonlyArray<{ path: string; module: string }>;
  overlays: Record<string, { module: string }>;
}

function componentOf(modules: HarnessModules, name: string) {
  const component = modules[name];
  if (!component) throw new Error(`src/pages.ts names the module "${name}": pass its component to mountHarness.`);
  return component;
}

/** The harness's start page when the remote has no "/" page: a link to each of its pages in the current locale. */
function HarnessIndex({ pages }: { pages: HarnessManifest['pages'] }) {
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
 * The harness's routes and boxes, read from the remote's src/pages.ts (typed, and checked against the portal's rules
 * by tests/remote-manifests.test.ts), so the harness opens exactly the pages and boxes the portal would, at the same
 * paths.
 */
export function harnessRoutes(
  declared: HarnessManifest,
  modules: HarnessModules,
): { routes: RouteObject[]; boxes: HarnessBoxes } {
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
