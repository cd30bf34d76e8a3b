const path = require('node:path');
const { createServerConfig } = require('../rspack.server.js');

// This remote's server build: src/server.ts, which scripts/build-app.mjs publishes beside the browser build.
module.exports = createServerConfig({
  dirname: __dirname,
  name: 'blog',
  entry: './src/server.ts',
  outputPath: path.join(__dirname, 'dist', '.build-server'),
});
