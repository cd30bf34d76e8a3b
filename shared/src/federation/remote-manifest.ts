/**
 * A remote's routes as the portal may trust them (the contract: @portal/shared/contract/remote-routes), checked with
 * TypeBox where a manifest is read from a version folder: by the edge, the release's checks and the tests. The shell's
 * browser code takes the routes the edge checked, with `import type` only, so no browser bundle carries TypeBox.
 */
import type { TSchema } from 'typebox';
import Value from 'typebox/value';
import {
  BOX_NAME,
  RemoteNamespaceSchema,
  RemoteOverlaySchema,
  RemotePageSchema,
  type RemoteOverlay,
  type RemotePage,
  type RemoteRoutes,
} from '../contract/remote-routes';

export type { RemoteRoutes } from '../contract/remote-routes';

const BOX = new RegExp(BOX_NAME);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** The entry without the fields the schema does not know (a remote's build may record more). */
const cleaned = <T>(schema: TSchema, value: unknown): T => Value.Clean(schema, Value.Clone(value)) as T;

/**
 * A manifest's routes as the portal may trust them (RemoteRoutesSchema; it comes from a version folder or the
 * registry): pages and boxes that break a rule are left out, one by one; anything that is not a manifest is null.
 */
export function asRemoteRoutes(value: unknown): RemoteRoutes | null {
  const namespace = isRecord(value) ? value.namespace : undefined;
  if (!isRecord(value) || !Value.Check(RemoteNamespaceSchema, namespace)) return null;
  const pages = (Array.isArray(value.pages) ? value.pages : [])
    .filter((page) => Value.Check(RemotePageSchema, page))
    .map((page) => cleaned<RemotePage>(RemotePageSchema, page));
  const overlays = Object.fromEntries(
    Object.entries(isRecord(value.overlays) ? value.overlays : {})
      .filter(([box, overlay]) => BOX.test(box) && Value.Check(RemoteOverlaySchema, overlay))
      .map(([box, overlay]) => [box, cleaned<RemoteOverlay>(RemoteOverlaySchema, overlay)]),
  );
  return { namespace, pages, overlays };
}
