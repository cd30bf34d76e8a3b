// Server builds (target node) for server rendering: a remote's, generated from the pages its src/pages.ts renders on
// the server (tooling/pages/server-entry.cjs) and published as server/index.js in the same immutable version folder as
// its browser build, and the shell's renderer (shell/src/ssr/entry.tsx).
// A remote's server build does not bundle the shared singletons: it takes the edge's own instances from
// globalThis.__PORTAL_SSR_SCOPE__ (shell/src/ssr/shareScope.ts), as the browser build takes the shell's from the
// federation share scope. See docs/server-rendering.md.
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { readRemotePages, serverPagesOf } = require('../pages/read.cjs');
const { SERVER_ENTRY, serverEntrySource } = require('../pages/server-entry.cjs');
const { SINGLETONS, spriteRule, swcRule } = require('./shared.js');

const EMPTY_LOADER = path.join(__dirname, 'empty-loader.cjs');

/** Requests answered by the edge's scope: each singleton, and any subpath of one (react/jsx-runtime, …). */
const isShared = (request) => SINGLETONS.some((name) => request === name || request.startsWith(`${name}/`));

function createServerConfig({ dirname, name, entry, outputPath, isHost = false }) {
  const isProduction = process.env.NODE_ENV !== 'development';
  return {
    mode: isProduction ? 'production' : 'development',
    devtool: 'source-map',
    context: dirname,
    target: 'node20',
    entry: { index: entry },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'] },
    module: {
      rules: [
        swcRule({ development: false }),
        // Styles are the browser build's: the server only needs the markup.
        { test: /\.css$/, loader: EMPTY_LOADER, type: 'javascript/auto' },
        // Only the shell draws from a sprite; its browser files are served under /_shell/. A remote's server build
        // has no such rule, so a sprite there fails its build instead of naming a file under the shell's path.
        ...(isHost ? [spriteRule({ serverPublicPath: '/_shell/' })] : []),
      ],
    },
    // The shell's renderer requires its packages from node_modules at run time; a remote's server build takes the
    // singletons from the scope and bundles the rest of what it uses.
    externals: isHost
      ? [
          ({ request }, callback) =>
            /^[a-z@]/.test(request) && !request.startsWith('@portal/')
              ? callback(null, `commonjs ${request}`)
              : callback(),
        ]
      : [
          ({ request }, callback) =>
            isShared(request)
              ? callback(null, `globalThis.__PORTAL_SSR_SCOPE__[${JSON.stringify(request)}]`, 'var')
              : callback(),
        ],
    externalsPresets: { node: true },
    output: {
      path: outputPath,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      library: { type: 'commonjs2' },
      clean: true,
      uniqueName: `portal_${name}_server`,
    },
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(isProduction ? 'production' : 'development') }),
    ],
  };
}

/**
 * A remote's server build, or null when its src/pages.ts renders no page on the server. The entry is a virtual module
 * in the remote's src/ (it is never written to disk); a prefetch it names that the page's file does not export fails
 * the build.
 */
function remoteServerConfig({ dirname, name, outputPath }) {
  const pages = readRemotePages(dirname);
  if (serverPagesOf(pages).length === 0) return null;
  const entry = path.join(dirname, 'src', SERVER_ENTRY);
  const config = createServerConfig({ dirname, name, entry: `./src/${SERVER_ENTRY}`, outputPath });
  config.module.rules.push({ test: entry, parser: { exportsPresence: 'error' } });
  config.plugins.push(new rspack.experiments.VirtualModulesPlugin({ [entry]: serverEntrySource(pages) }));
  return config;
}

module.exports = { createServerConfig, remoteServerConfig };
