const { createConfig } = require('../rspack.shared.js');

module.exports = createConfig({
  dirname: __dirname,
  name: 'games',
  entry: './src/index.ts',
  port: 3001,
  exposes: {
    './HomePage': './src/pages/HomePage.tsx',
    './CategoryPage': './src/pages/CategoryPage.tsx',
    './GamePage': './src/pages/GamePage.tsx',
    './TagsPage': './src/pages/TagsPage.tsx',
    './TagPage': './src/pages/TagPage.tsx',
    './MakerPage': './src/pages/MakerPage.tsx',
    './SearchPage': './src/pages/SearchPage.tsx',
    './RecentlyPlayedPage': './src/pages/RecentlyPlayedPage.tsx',
    './SitemapGamesPage': './src/pages/SitemapGamesPage.tsx',
    './SearchBox': './src/overlays/SearchBox.tsx',
    './HeaderSearch': './src/search/HeaderSearch.tsx',
    './SuggestedGames': './src/components/SuggestedGames.tsx',
    './ShareBox': './src/overlays/ShareBox.tsx',
  },
});
