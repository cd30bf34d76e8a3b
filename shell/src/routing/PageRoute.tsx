import { RemoteMount } from '../federation/RemoteMount';
import { SHELL_PAGES } from '../pages/shellPages';
import { resolveMiddleware } from './middleware';
import type { PageEntry } from './pages';

/** One page of the table: its middleware first (an unknown name throws the spec's error), then its renderer. */
export function PageRoute({ page }: { page: PageEntry }) {
  const middleware = resolveMiddleware(page.middleware);
  // The list is fixed per page, so these hooks run in the same order on every render.
  const blocked = middleware.map((useMiddleware) => useMiddleware()).find((result) => result != null);
  if (blocked) return <>{blocked}</>;
  const { render } = page;
  if ('shell' in render) {
    const Page = SHELL_PAGES[render.shell];
    return <Page />;
  }
  return <RemoteMount key={`${render.remote}/${render.module}`} remote={render.remote} module={render.module} />;
}
