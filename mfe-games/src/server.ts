// The games remote's server build (rspack.server.js): the pages the edge server renders to HTML, what each one
// prefetches for its first view, and this remote's strings. Its shared singletons are the edge's (see
// docs/server-rendering.md); it is published in the same version folder as the browser build.
import type { RemoteServerModule } from '@portal/shared/ssr/remoteServer';
import { loadMessages } from './i18n';
import CategoryPage from './pages/CategoryPage';
import GamePage, { prefetchGame } from './pages/GamePage';
import HomePage, { prefetchHome } from './pages/HomePage';
import MakerPage from './pages/MakerPage';
import { prefetchTopic } from './pages/prefetchTopic';
import SearchPage, { prefetchSearch } from './pages/SearchPage';
import TagPage from './pages/TagPage';
import TagsPage from './pages/TagsPage';
import { NAMESPACE } from './i18n';
import { gamesQueries } from './api/queries';

const server: RemoteServerModule = {
  namespace: NAMESPACE,
  messages: loadMessages,
  pages: {
    HomePage: { component: HomePage, prefetch: prefetchHome },
    GamePage: { component: GamePage, prefetch: prefetchGame },
    CategoryPage: { component: CategoryPage, prefetch: prefetchTopic('category') },
    TagPage: { component: TagPage, prefetch: prefetchTopic('tag') },
    MakerPage: { component: MakerPage, prefetch: prefetchTopic('maker') },
    TagsPage: {
      component: TagsPage,
      prefetch: (client, { locale }) => client.prefetchQuery(gamesQueries.tags(locale)),
    },
    SearchPage: { component: SearchPage, prefetch: prefetchSearch },
  },
};

/** @public The edge server loads it from the built bundle. */
export default server;
