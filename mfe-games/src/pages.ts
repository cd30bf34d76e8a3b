import type { RemotePages } from '@portal/shared/contract/remote-routes';

/**
 * Every module this remote exposes, declared once: its pages (with what the edge renders on the server), its overlay
 * boxes and the widgets the shell places. The build derives the manifest, the federation's exposes and the server
 * build's entry from it (tooling/pages/); the file is read as data, so it imports types only.
 */
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
    {
      path: '/categories/:slug',
      seoKey: 'category',
      module: 'CategoryPage',
      source: './pages/CategoryPage.tsx',
      server: { prefetch: 'prefetchCategory', from: './pages/serverPrefetch.ts' },
    },
    {
      path: '/tags',
      seoKey: 'tags',
      module: 'TagsPage',
      source: './pages/TagsPage.tsx',
      server: { prefetch: 'prefetchTags', from: './pages/serverPrefetch.ts' },
    },
    {
      path: '/tagslist/:slug',
      seoKey: 'tag',
      module: 'TagPage',
      source: './pages/TagPage.tsx',
      server: { prefetch: 'prefetchTag', from: './pages/serverPrefetch.ts' },
    },
    {
      path: '/makers/:slug',
      seoKey: 'maker',
      module: 'MakerPage',
      source: './pages/MakerPage.tsx',
      server: { prefetch: 'prefetchMaker', from: './pages/serverPrefetch.ts' },
    },
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
