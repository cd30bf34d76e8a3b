import { mountHarness } from '@portal/shared/dev/harness';
import manifest from './pages';
import SearchBox from './overlays/SearchBox';
import ShareBox from './overlays/ShareBox';
import CategoryPage from './pages/CategoryPage';
import GamePage from './pages/GamePage';
import HomePage from './pages/HomePage';
import MakerPage from './pages/MakerPage';
import RecentlyPlayedPage from './pages/RecentlyPlayedPage';
import SearchPage from './pages/SearchPage';
import SitemapGamesPage from './pages/SitemapGamesPage';
import TagPage from './pages/TagPage';
import TagsPage from './pages/TagsPage';

void mountHarness(manifest, {
  HomePage,
  GamePage,
  CategoryPage,
  TagsPage,
  TagPage,
  MakerPage,
  SearchPage,
  RecentlyPlayedPage,
  SitemapGamesPage,
  ShareBox,
  SearchBox,
});
