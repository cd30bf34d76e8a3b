const { createConfig } = require('../tooling/rspack/shared.js');

// What it exposes (its pages, overlay boxes and other modules) is declared in src/pages.ts.
module.exports = createConfig({
  dirname: __dirname,
  name: 'blog',
  entry: './src/index.ts',
  port: 3003,
});
