const { createConfig } = require('../rspack.shared.js');

module.exports = createConfig({
  dirname: __dirname,
  name: 'blog',
  entry: './src/index.ts',
  port: 3003,
  exposes: {
    './BlogListPage': './src/pages/BlogListPage.tsx',
    './BlogPostPage': './src/pages/BlogPostPage.tsx',
  },
});
