import { RemoteMount } from '../federation/RemoteMount';
import { ClientOnly } from '../ssr/ClientOnly';
import { PageHydrated } from '../ssr/PageHydrated';
import { SHELL_PAGES } from '../pages/shellPages';
import { WithMiddleware } from './middleware';
import type { PageEntry } from './pages';

/** One page of the table: its middleware first (an unknown name throws the spec's error), then its renderer. */
export function PageRoute({ page }: { page: PageEntry }) {
  const content = (
    <WithMiddleware names={page.middleware}>
      <PageContent page={page} />
    </WithMiddleware>
  );
  // A guard decides from the browser's own state (who is signed in): such a page is rendered by the browser.
  return page.middleware?.length ? <ClientOnly fallback={null}>{content}</ClientOnly> : content;
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
