import { RemoteMount } from '../federation/RemoteMount';
import { PageHydrated } from '../ssr/PageHydrated';
import { SHELL_PAGES } from '../pages/shellPages';
import { WithMiddleware } from './middleware';
import type { PageEntry } from './pages';

/**
 * One page of the table: its middleware first (an unknown name throws the spec's error), then its renderer. Guards
 * decide from the browser's own state (who is signed in), once hydrated: the server renders the page itself, which
 * behind "auth" is the page's frame (the server never knows the user), and so does the browser while hydrating.
 */
export function PageRoute({ page }: { page: PageEntry }) {
  return (
    <WithMiddleware names={page.middleware}>
      <PageContent page={page} />
    </WithMiddleware>
  );
}

function PageContent({ page }: { page: PageEntry }) {
  const { render } = page;
  if ('shell' in render) {
    const Page = SHELL_PAGES[render.shell];
    return (
      <>
        <Page />
        <PageHydrated />
      </>
    );
  }
  return <RemoteMount key={`${render.remote}/${render.module}`} remote={render.remote} module={render.module} />;
}
