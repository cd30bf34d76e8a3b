import { mountHarness } from '@portal/shared/dev/harness';
import CategoryPage from './pages/CategoryPage';
import GamePage from './pages/GamePage';
import HomePage from './pages/HomePage';
import SearchBox from './overlays/SearchBox';
import ShareBox from './overlays/ShareBox';
import RecentlyPlayedPage from './pages/RecentlyPlayedPage';
import SearchPage from './pages/SearchPage';
import SitemapGamesPage from './pages/SitemapGamesPage';
import TagPage from './pages/TagPage';
import TagsPage from './pages/TagsPage';

void mountHarness(
  [
    { index: true, element: <HomePage /> },
    { path: 'categories/:slug', element: <CategoryPage /> },
    { path: 'games/:slug', element: <GamePage /> },
    { path: 'tags', element: <TagsPage /> },
    { path: 'tagslist/:slug', element: <TagPage /> },
    { path: 'search', element: <SearchPage /> },
    { path: 'recently-played', element: <RecentlyPlayedPage /> },
    { path: 'sitemap/games', element: <SitemapGamesPage /> },
  ],
  { share: ShareBox, search: SearchBox },
);
