const { createConfig } = require('../rspack.shared.js');

module.exports = createConfig({
  dirname: __dirname,
  name: 'games',
  entry: './src/index.ts',
  port: 3001,
  exposes: {
    './HomePage': './src/pages/HomePage.tsx',
    './CategoryPage': './src/pages/CategoryPage.tsx',
  },
});
