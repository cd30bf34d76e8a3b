// Types of read.cjs for the TypeScript that reads a remote's src/pages.ts as the build does (tests, test helpers).
// Routes are data to check (asRemoteRoutes), so they are typed unknown here; the declaration's own type is
// RemotePages (@portal/shared/contract/remote-routes), which build configuration does not import.

/** What every src/pages.ts has: its pages, each naming the module that renders it. */
interface RemotePagesData {
  namespace: string;
  pages: Array<{ path: string; module: string }>;
  overlays?: Record<string, { module: string }>;
}

/** The default export of `<dirname>/src/pages.ts`, as plain JSON data. */
export declare function readRemotePages(dirname: string): RemotePagesData;
/** The routes the portal reads (portal-manifest.json) from `pages` (src/pages.ts read as data). */
export declare function remoteRoutes(pages: unknown): unknown;
/** The routes the build of the remote in `dirname` writes into its portal-manifest.json, read from its source. */
export declare function manifestRoutesOf(dirname: string): unknown;
/** The federation's `exposes`: "./GamePage" → "./src/pages/GamePage.tsx". */
export declare function exposesOf(pages: unknown): Record<string, string>;
