import type { RemotePages } from '@portal/shared/contract/remote-routes';

/**
 * Every module this remote exposes, declared once: its pages (with what the edge renders on the server), its overlay
 * boxes and the widgets the shell places. The build derives the manifest, the federation's exposes and the server
 * build's entry from it (tooling/pages/); the file is read as data, so it imports types only.
 */
/** A page of games on one topic, whose server prefetch is in the topic pages' shared pages/serverPrefetch.ts. */
const topicPage = (path: string, seoKey: string, module: string, prefetch: string) => ({
  path,
  seoKey,
  module,
  source: `./pages/${module}.tsx` as const,
  server: { prefetch, from: './pages/serverPrefetch.ts' as const },
});

export default {
  namespace: 'games',
  pages: [
    {
      path: '/',
      seoKey: 'home',
      module: 'HomePage',
      source: './pages/HomePage.tsx',
      server: { prefetch: 'prefetchHome' },
    },
    {
      path: '/games/:slug',
      seoKey: 'game',
      module: 'GamePage',
      source: './pages/GamePage.tsx',
      server: { prefetch: 'prefetchGame' },
    },
    topicPage('/categories/:slug', 'category', 'CategoryPage', 'prefetchCategory'),
    topicPage('/tags', 'tags', 'TagsPage', 'prefetchTags'),
    topicPage('/tagslist/:slug', 'tag', 'TagPage', 'prefetchTag'),
    topicPage('/makers/:slug', 'maker', 'MakerPage', 'prefetchMaker'),
    {
      path: '/search',
      seoKey: 'search',
      module: 'SearchPage',
      source: './pages/SearchPage.tsx',
      server: { prefetch: 'prefetchSearch' },
    },
    {
      path: '/recently-played',
      seoKey: 'recently_played',
      module: 'RecentlyPlayedPage',
      source: './pages/RecentlyPlayedPage.tsx',
      noindex: true,
    },
    {
      path: '/sitemap/games',
      seoKey: 'sitemap_games',
      module: 'SitemapGamesPage',
      source: './pages/SitemapGamesPage.tsx',
    },
  ],
  overlays: {
    share: { module: 'ShareBox', title: 'overlay.share', source: './overlays/ShareBox.tsx' },
    search: { module: 'SearchBox', title: 'overlay.search', source: './overlays/SearchBox.tsx' },
  },
  modules: {
    HeaderSearch: './search/HeaderSearch.tsx',
    SuggestedGames: './components/SuggestedGames.tsx',
  },
} satisfies RemotePages;
