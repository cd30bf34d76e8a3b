const path = require('node:path');
const { createServerConfig } = require('../tooling/rspack/server.js');

// The shell's renderer (src/ssr/entry.tsx) for the edge server: built with the shell, loaded by edge/src.
module.exports = createServerConfig({
  dirname: __dirname,
  name: 'shell',
  entry: './src/ssr/entry.tsx',
  outputPath: path.join(__dirname, 'dist', 'server'),
  isHost: true,
});
