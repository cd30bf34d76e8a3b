import { Suspense, type ReactNode } from 'react';
import { useServerModules } from './context';

/** The digest of the server's "render this in the browser" signal; the client's hydration ignores it. */
export const CLIENT_ONLY_DIGEST = 'portal-client-only';

class ClientOnlyError extends Error {
  readonly digest = CLIENT_ONLY_DIGEST;
  constructor() {
    super('Rendered in the browser');
  }
}

function RenderInBrowser(): never {
  throw new ClientOnlyError();
}

/**
 * `children` rendered by the browser only. The server sends `fallback` in a boundary React marks as client
 * rendered, so hydration renders `children` there afresh instead of reporting a mismatch.
 */
export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const onServer = useServerModules() !== null;
  return <Suspense fallback={fallback}>{onServer ? <RenderInBrowser /> : children}</Suspense>;
}
