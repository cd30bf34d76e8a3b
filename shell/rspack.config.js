const path = require('node:path');
const { createConfig } = require('../tooling/rspack/shared.js');
const { serviceWorkerPlugin } = require('./service-worker.config.js');

// The edge server renders dist/client/index.html per route and serves the assets under /_shell/.
const config = createConfig({
  dirname: __dirname,
  name: 'shell',
  entry: './src/index.ts',
  port: 3000,
  outputPath: path.join(__dirname, 'dist', 'client'),
  htmlPublicPath: '/_shell/',
});

// The service worker exists in production builds only: the dev server rebuilds in place and registers none.
if (config.mode === 'production') config.plugins.push(serviceWorkerPlugin());

module.exports = config;
