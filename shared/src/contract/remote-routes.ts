/**
 * What a remote declares it owns: its pages (locale-neutral paths with their SEO keys and layouts) and its overlay
 * boxes. Each remote declares them once, in `src/pages.ts` (`RemotePages`, with the files that render them); its
 * build writes them into the version folder's portal-manifest.json, the edge reads them from there for the version it
 * serves (checked with these schemas, @portal/shared/federation/remote-manifest) and inlines them in the registry, and
 * the shell and the edge compose every remote's pages and boxes with the shell's own. A remote adds a page or a box
 * with no change to the shell.
 */
import { Type, type Static } from 'typebox';

/** Locale-neutral pattern: "/", "/games/:slug". Literal segments are lowercase words; ":name" is a slug. */
const PATH = '^/$|^(/(:[a-z][a-zA-Z0-9]*|[a-z0-9][a-z0-9-]*))+$';
const NAME = '^[A-Za-z][\\w-]*$';
/** An overlay box's name (what `openOverlay(name)` opens); "none" means no box. */
export const BOX_NAME = '^(?!none$)[a-z][\\w -]{0,39}$';

const ModuleName = Type.String({ pattern: NAME, description: 'An exposed module: "GamePage" for `./GamePage`.' });

export const RemotePageSchema = Type.Object({
  path: Type.String({ pattern: PATH }),
  /** Key into the SEO config (/api/seo-config); an unknown key gets the portal's default head. */
  seoKey: Type.String({ pattern: NAME }),
  /** The exposed module that renders the page. */
  module: ModuleName,
  layout: Type.Optional(
    Type.Union([Type.Literal('default'), Type.Literal('blog'), Type.Literal('client'), Type.Literal('none')]),
  ),
  /** Named route middleware (the shell's registry: "auth"). */
  middleware: Type.Optional(Type.Array(Type.String())),
  noindex: Type.Optional(Type.Boolean()),
});
export type RemotePage = Static<typeof RemotePageSchema>;

export const RemoteOverlaySchema = Type.Object({
  /** The exposed module that renders the box. */
  module: ModuleName,
  /** Translation key of the box's title, in the remote's own namespace. */
  title: Type.String({ minLength: 1 }),
});
export type RemoteOverlay = Static<typeof RemoteOverlaySchema>;

/** The remote's i18n namespace (the one its modules register), where its overlay titles are. */
export const RemoteNamespaceSchema = Type.String({ pattern: NAME });

export const RemoteRoutesSchema = Type.Object({
  namespace: RemoteNamespaceSchema,
  pages: Type.Array(RemotePageSchema),
  /** Overlay boxes by name: the name is what `openOverlay(name)` opens. */
  overlays: Type.Record(Type.String({ pattern: BOX_NAME }), RemoteOverlaySchema),
});
export type RemoteRoutes = Static<typeof RemoteRoutesSchema>;

/** The file (relative to the remote's src/) whose default export renders an exposed module. */
interface Source {
  source: `./${string}`;
}

/**
 * A page the edge renders on the server (the remote's server build, generated from src/pages.ts): `prefetch` names
 * the export, of the page's own file or of `from`, that fills the query cache for its first view.
 */
export interface RemoteServerRender {
  prefetch?: string;
  from?: `./${string}`;
}

/**
 * A remote's src/pages.ts: every module it exposes, declared once. The build derives from it the manifest's routes
 * (portal-manifest.json), the federation's `exposes` and the server build's entry.
 */
export interface RemotePages {
  namespace: string;
  pages: Array<RemotePage & Source & { server?: RemoteServerRender }>;
  overlays: Record<string, RemoteOverlay & Source>;
  /** Exposed modules that are neither pages nor boxes (a header widget, a session API), by module name. */
  modules?: Record<string, `./${string}`>;
}
