const { createConfig } = require('../tooling/rspack/shared.js');

// What it exposes (its pages) is declared in src/pages.ts.
module.exports = createConfig({
  dirname: __dirname,
  name: 'studio',
  entry: './src/index.ts',
  port: 3005,
});
