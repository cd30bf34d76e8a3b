const path = require('node:path');
const { createConfig } = require('../rspack.shared.js');

// The edge server renders dist/client/index.html per route and serves the assets under /_shell/.
module.exports = createConfig({
  dirname: __dirname,
  name: 'shell',
  entry: './src/index.ts',
  port: 3000,
  outputPath: path.join(__dirname, 'dist', 'client'),
  htmlPublicPath: '/_shell/',
});
