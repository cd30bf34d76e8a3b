/**
 * What a remote declares it owns: its pages (locale-neutral paths with their SEO keys and layouts) and its overlay
 * boxes. Each remote keeps it in `src/portal-manifest.json`; its build copies it into the version folder's
 * portal-manifest.json, the edge reads it from there for the version it serves and inlines it in the registry, and
 * the shell and the edge compose every remote's pages and boxes with the shell's own. A remote adds a page or a box
 * with no change to the shell.
 */
export const REMOTE_LAYOUTS = ['default', 'blog', 'client', 'none'] as const;
export type RemoteLayout = (typeof REMOTE_LAYOUTS)[number];

export interface RemotePage {
  /** Locale-neutral pattern: "/", "/games/:slug". Literal segments are lowercase words; ":name" is a slug. */
  path: string;
  /** Key into the SEO config (/api/seo-config); an unknown key gets the portal's default head. */
  seoKey: string;
  /** The exposed module that renders the page ("GamePage" for `./GamePage`). */
  module: string;
  layout?: RemoteLayout;
  /** Named route middleware (the shell's registry: "auth"). */
  middleware?: string[];
  noindex?: boolean;
}

export interface RemoteOverlay {
  /** The exposed module that renders the box. */
  module: string;
  /** Translation key of the box's title, in the remote's own namespace. */
  title: string;
}

export interface RemoteRoutes {
  /** The remote's i18n namespace (the one its modules register), where its overlay titles are. */
  namespace: string;
  pages: RemotePage[];
  /** Overlay boxes by name: the name is what `openOverlay(name)` opens. */
  overlays: Record<string, RemoteOverlay>;
}

const PATH = /^\/$|^(\/(:[a-z][a-zA-Z0-9]*|[a-z0-9][a-z0-9-]*))+$/;
const NAME = /^[A-Za-z][\w-]*$/;
const BOX = /^[a-z][\w -]{0,39}$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

function asPage(value: unknown): RemotePage | null {
  if (!isRecord(value)) return null;
  const { path, seoKey, module, layout, middleware, noindex } = value;
  if (typeof path !== 'string' || !PATH.test(path)) return null;
  if (typeof seoKey !== 'string' || !NAME.test(seoKey) || typeof module !== 'string' || !NAME.test(module)) return null;
  if (layout !== undefined && !REMOTE_LAYOUTS.includes(layout as RemoteLayout)) return null;
  if (middleware !== undefined && !(Array.isArray(middleware) && middleware.every((m) => typeof m === 'string')))
    return null;
  return {
    path,
    seoKey,
    module,
    ...(layout ? { layout: layout as RemoteLayout } : {}),
    ...(middleware ? { middleware: middleware as string[] } : {}),
    ...(noindex === true ? { noindex: true } : {}),
  };
}

function asOverlay(value: unknown): RemoteOverlay | null {
  if (!isRecord(value)) return null;
  const { module, title } = value;
  return typeof module === 'string' && NAME.test(module) && typeof title === 'string' && title.length > 0
    ? { module, title }
    : null;
}

/**
 * A manifest's routes as the shell may trust them (it comes from a remote's folder or the registry): pages and
 * boxes that break a rule are left out, one by one; anything that is not a manifest is null.
 */
export function asRemoteRoutes(value: unknown): RemoteRoutes | null {
  if (!isRecord(value) || typeof value.namespace !== 'string' || !NAME.test(value.namespace)) return null;
  const pages = (Array.isArray(value.pages) ? value.pages : []).map(asPage).filter((p) => p !== null);
  const overlays = Object.fromEntries(
    Object.entries(isRecord(value.overlays) ? value.overlays : {}).flatMap(([box, overlay]) => {
      const valid = BOX.test(box) && box !== 'none' ? asOverlay(overlay) : null;
      return valid ? [[box, valid]] : [];
    }),
  );
  return { namespace: value.namespace, pages, overlays };
}
