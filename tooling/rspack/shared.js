// One config factory for every front-end app (shell and remotes). Each app's rspack.config.js calls
// createConfig() with its name; a remote's exposed modules come from its src/pages.ts, and everything else (loaders,
// sharing, output) lives here so the apps cannot drift apart. See docs/architecture.md "Module Federation rules".
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');

const REPO = path.resolve(__dirname, '..', '..');

/** Libraries that must exist once per page: state, context and i18n break when duplicated. */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'jotai',
  'i18next',
  'react-i18next',
  'ofetch',
  '@tanstack/react-query',
  '@portal/shared',
];
/** Packages imported by subpath (react/jsx-runtime, react-dom/client, jotai/utils, @portal/shared/x). */
const { ROUTER_EXPORTS } = require('./router-exports.js');
const { exposesOf, readRemotePages, remoteRoutes } = require('../pages/read.cjs');
const WITH_SUBPATHS = new Set(['react', 'react-dom', 'jotai', '@portal/shared']);

/** Emits one JSON file into the build (a remote's portal-manifest.json, the shell's portal-provides.json). */
function emitJson(fileName, value) {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('PortalJson', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'PortalJson', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => compilation.emitAsset(fileName, new rspack.sources.RawSource(`${JSON.stringify(value, null, 2)}\n`)),
        );
      });
    },
  };
}

/**
 * The federation manifest with its lists in a fixed order: the plugin writes its shared modules in an order that
 * follows their absolute paths, so the same source built in another checkout folder would get other bytes and another
 * version name.
 */
function orderedFederationManifest() {
  const byId = (a, b) => String(a.id ?? a.name).localeCompare(String(b.id ?? b.name));
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('OrderedManifest', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'OrderedManifest', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
          () => {
            const asset = compilation.getAsset('mf-manifest.json');
            if (!asset) return;
            const manifest = JSON.parse(asset.source.source().toString());
            for (const list of ['shared', 'exposes', 'remotes'])
              if (Array.isArray(manifest[list])) manifest[list].sort(byId);
            compilation.updateAsset(asset.name, new rspack.sources.RawSource(JSON.stringify(manifest, null, 2)));
          },
        );
      });
    },
  };
}

/**
 * The contract (docs/architecture.md "The contract between shell and remotes"): a remote's build records what it
 * needs in portal-manifest.json; the shell's build records what it provides, compiled in for its runtime check
 * and written as portal-provides.json for the release check and the edge. Both record the pages they link to, and
 * a remote the strings it ships, for the release's page and strings checks (docs/operations.md).
 */
function contractPlugins(name, dirname) {
  const { linksOf } = require('../contract/links.cjs');
  if (name !== 'shell') {
    const { needsOf } = require('../contract/needs.cjs');
    const { stringsOf } = require('../contract/strings.cjs');
    // The pages and overlay boxes the remote owns (declared in src/pages.ts), read by the edge and the shell.
    const routes = remoteRoutes(readRemotePages(dirname));
    const contract = needsOf(dirname, SINGLETONS);
    return [
      emitJson('portal-manifest.json', {
        name,
        ...routes,
        contract,
        links: linksOf(dirname),
        strings: stringsOf(dirname),
      }),
    ];
  }
  const { providesOf, shellPagesOf } = require('../contract/provides.cjs');
  const provides = providesOf(dirname, SINGLETONS);
  return [
    // The browser needs only what it checks at run time; the pages and links are for the release check.
    emitJson('portal-provides.json', { ...provides, pages: shellPagesOf(dirname), links: linksOf(dirname) }),
    new rspack.DefinePlugin({ __PORTAL_PROVIDES__: JSON.stringify(provides) }),
  ];
}

/** Remote name (the federation scope) → workspace folder. The shell reads the same names from remotes.json. */
const REMOTES = require('../../portal.remotes.json');

/** TypeScript and JSX through rspack's built-in SWC: the browser builds here and the server builds (rspack.server.js). */
/**
 * The browsers the CSS is written for: those the code already needs (es2022, and `:has()` in the stylesheets).
 * Without them the CSS minimizer writes for much older ones: each logical property (`padding-inline-start`) becomes
 * a rule per direction with a `:lang()` list of every right-to-left language, which made the inlined stylesheets of a
 * server-rendered page (and the work of matching them before its first paint) several times larger.
 */
const CSS_TARGETS = ['chrome >= 105', 'edge >= 105', 'firefox >= 121', 'safari >= 15.4', 'ios_saf >= 15.4'];

/** Icon sprites (`*.sprite.svg`): always a file of their own, referenced by URL from `<use>`, never inlined. */
const SPRITE = /\.sprite\.svg$/;
/**
 * The server build names the same content-hashed file without emitting it, under the public path the browser
 * build's "auto" resolves to, so server-rendered markup and hydration agree on the URL.
 */
const spriteRule = ({ serverPublicPath } = {}) => ({
  test: SPRITE,
  type: 'asset/resource',
  generator: {
    filename: 'assets/[name].[contenthash:10][ext]',
    ...(serverPublicPath ? { emit: false, publicPath: serverPublicPath } : {}),
  },
});

const swcRule = ({ development }) => ({
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development, refresh: false } },
    },
  },
  type: 'javascript/auto',
});

function sharedConfig(pkg, isProduction) {
  const shared = {};
  for (const name of SINGLETONS) {
    const requiredVersion = pkg.dependencies[name];
    if (!requiredVersion) throw new Error(`${pkg.name} must depend on shared singleton ${name}`);
    // Tree-shaking the shared router is a production saving; the dev server's unbundled runtime does not support it
    // (standalone harnesses failed with "__exportAll is not a function").
    const shaken =
      isProduction && name === 'react-router'
        ? { treeShaking: { mode: 'runtime-infer', usedExports: ROUTER_EXPORTS } }
        : {};
    shared[name] = { singleton: true, requiredVersion, ...shaken };
    if (WITH_SUBPATHS.has(name)) shared[`${name}/`] = { singleton: true, requiredVersion };
  }
  return shared;
}

/**
 * @param {object} options
 * @param {string} options.dirname      the app's folder (__dirname of its rspack.config.js)
 * @param {string} options.name         federation name: 'shell' or a key of REMOTES
 * @param {string} options.entry        the app's own entry (shell bootstrap, or a remote's standalone harness)
 * @param {number} options.port         dev-server port
 * @param {string} [options.outputPath] where the build goes (build-app.mjs moves it into a versioned folder)
 * @param {string} [options.htmlPublicPath] URL prefix of the assets in the generated HTML (the shell's is served
 *   for every route, so its script URLs cannot be relative)
 */
function createConfig({ dirname, name, entry, port, outputPath, htmlPublicPath }) {
  const pkg = require(path.join(dirname, 'package.json'));
  const isHost = name === 'shell';
  const isProduction = process.env.NODE_ENV === 'production';
  const apiTarget = process.env.PORTAL_DEV_API ?? 'http://localhost:8080';

  return {
    mode: isProduction ? 'production' : 'development',
    // Production maps are not referenced from the code: the build sets them aside, beside the release, for error
    // reports (scripts/release/versions.mjs), and they are never served.
    devtool: isProduction ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    context: dirname,
    // A remote's own entry is its QA harness: the shell loads remoteEntry.js, so production builds leave it out.
    entry: isHost || !isProduction ? { main: entry } : {},
    target: ['web', 'es2022'],
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'] },
    module: {
      rules: [
        swcRule({ development: !isProduction }),
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|gif|webp|avif|svg|woff2?)$/, exclude: SPRITE, type: 'asset' },
        spriteRule(),
      ],
    },
    output: {
      path: outputPath ?? path.join(dirname, 'dist', '.build'),
      publicPath: 'auto',
      uniqueName: `portal_${name}`,
      // Subresource integrity needs CORS loads; every file is the portal's own, so no credentials either way.
      crossOriginLoading: 'anonymous',
      // A chunk that hangs fails within the 8 s a visitor waits for a remote's fallback (the default is 120 s).
      chunkLoadTimeout: 7_000,
      filename: isProduction ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: isProduction ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: isProduction ? '[name].[contenthash:10].css' : '[name].css',
      // A CSS chunk's file name starts with its id: the edge marks the stylesheets it links in a server-rendered page
      // with it (data-rspack), so the federation runtime finds them there instead of adding each a second time.
      cssChunkFilename: isProduction ? '[id].[contenthash:10].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    optimization: {
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin(),
        new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: CSS_TARGETS } }),
      ],
      runtimeChunk: false,
      splitChunks: { chunks: 'async' },
      // A remote's files live in a folder per version, so ids that stay put from one build to the next buy no caching;
      // natural ids (the modules' order in the graph) are also the same from any checkout folder, where the
      // deterministic ones hash the shared modules' absolute fallback paths.
      ...(isHost ? {} : { moduleIds: 'natural', chunkIds: 'natural' }),
    },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name,
        // A remote exposes what its src/pages.ts declares: its pages, its overlay boxes and its other modules.
        ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes: exposesOf(readRemotePages(dirname)) }),
        shared: sharedConfig(pkg, isProduction),
        shareStrategy: 'loaded-first',
        // Each shared module is resolved in a task of its own (shared/src/federation/yieldingShares.ts).
        runtimePlugins: [path.join(REPO, 'shared', 'src', 'federation', 'yieldingShares.ts')],
        // One federation runtime per page: the shell provides it and production remotes use it instead of each
        // bundling their own copy (half of every remote entry). Standalone dev harnesses keep their own.
        experiments: isHost ? { provideExternalRuntime: true } : isProduction ? { externalRuntime: true } : {},
        manifest: isHost ? false : { fileName: 'mf-manifest.json' },
        // The tree-shaken router's fallback is compiled apart, without the output options integrity needs: that
        // build has no runtime of its own to check chunks with anyway.
        treeShakingSharedExcludePlugins: ['SubresourceIntegrityPlugin'],
        // Types cross the boundary through @portal/shared contracts; CI is offline, so no type download.
        dts: false,
      }),
      // A remote's chunks and stylesheets are loaded with the hashes its entry carries (the entry's own hash is
      // checked by the shell): a changed chunk is refused like a changed entry (docs/operations.md, integrity).
      ...(!isHost && isProduction ? [new rspack.SubresourceIntegrityPlugin({ hashFuncNames: ['sha384'] })] : []),
      // A remote's HTML is its standalone QA harness: dev only, never published in a version folder.
      ...(isHost || !isProduction
        ? [
            new rspack.HtmlRspackPlugin({
              // The shell's HTML is rendered per route by its edge server; a remote's is its standalone harness page.
              template: isHost
                ? path.join(dirname, 'index.html')
                : path.join(REPO, 'shared', 'src', 'dev', 'harness.html'),
              title: `Playnook · ${name} (standalone)`,
              filename: 'index.html',
              chunks: ['main'],
              inject: 'body',
              // Absolute script URLs, so a deep link (/games/snake, /fr/blog) loads the harness too.
              publicPath: htmlPublicPath ?? '/',
            }),
          ]
        : []),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(isProduction ? 'production' : 'development') }),
      ...contractPlugins(name, dirname),
      ...(isHost ? [] : [orderedFederationManifest()]),
    ],
    devServer: {
      port,
      hot: false,
      // The shell's assets live under its HTML public path, in development as behind the edge server.
      ...(htmlPublicPath
        ? {
            devMiddleware: { publicPath: htmlPublicPath },
            historyApiFallback: { index: `${htmlPublicPath}index.html` },
          }
        : { historyApiFallback: true }),
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [
        { context: ['/app/api', '/config.json', '/remotes.json', '/remotes', '/_i18n', '/api'], target: apiTarget },
      ],
    },
  };
}

/** A remote's federation name, from the config createConfig() made for it (its output's uniqueName). */
const remoteNameOf = (config) => config.output.uniqueName.replace(/^portal_/, '');

module.exports = { createConfig, remoteNameOf, REMOTES, SINGLETONS, spriteRule, swcRule };
