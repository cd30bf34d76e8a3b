// A remote's src/pages.ts, read as data: the one place where it declares its pages, overlay boxes and other exposed
// modules (RemotePages, @portal/shared/contract/remote-routes). The build, knip and the tests read it here.
//
// The file is transpiled alone (TypeScript's transpileModule) and evaluated in an empty context, without touching
// Node's module loading: a loader hook registered in the build's process would reach the published files (the
// release builds in a loader-free process for that reason, scripts/release/build.mjs).
const { readFileSync } = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const ts = require('typescript');

const PAGE_FIELDS = ['path', 'seoKey', 'module', 'layout', 'middleware', 'noindex'];
const OVERLAY_FIELDS = ['module', 'title'];

const pick = (value, fields) =>
  Object.fromEntries(fields.filter((field) => value[field] !== undefined).map((field) => [field, value[field]]));

/** The default export of `<dirname>/src/pages.ts`, as plain JSON data. */
function readRemotePages(dirname) {
  const file = path.join(dirname, 'src', 'pages.ts');
  const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
    fileName: file,
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  const module = { exports: {} };
  const refuse = (request) => {
    throw new Error(`${file} is read as data: it may import types only, not "${request}".`);
  };
  vm.runInNewContext(`(function (exports, module, require) {\n${outputText}\n})`, {}, { filename: file })(
    module.exports,
    module,
    refuse,
  );
  const pages = module.exports.default;
  if (!pages || typeof pages.namespace !== 'string' || !Array.isArray(pages.pages))
    throw new Error(`${file} must export default { namespace, pages, overlays } (RemotePages).`);
  return JSON.parse(JSON.stringify(pages));
}

/** The routes the portal reads (portal-manifest.json): each page and box without its source file. */
function remoteRoutes(pages) {
  return {
    namespace: pages.namespace,
    pages: pages.pages.map((page) => pick(page, PAGE_FIELDS)),
    overlays: Object.fromEntries(
      Object.entries(pages.overlays ?? {}).map(([box, overlay]) => [box, pick(overlay, OVERLAY_FIELDS)]),
    ),
  };
}

/** The routes the build of the remote in `dirname` writes into its portal-manifest.json, read from its source. */
const manifestRoutesOf = (dirname) => remoteRoutes(readRemotePages(dirname));

/** Module name → file under src/, for every module the remote exposes. Two files for one name are refused. */
function exposedSources(pages) {
  const sources = {};
  const add = (module, source) => {
    if (sources[module] && sources[module] !== source)
      throw new Error(`src/pages.ts exposes "${module}" from two files: ${sources[module]} and ${source}.`);
    sources[module] = source;
  };
  for (const page of pages.pages) add(page.module, page.source);
  for (const overlay of Object.values(pages.overlays ?? {})) add(overlay.module, overlay.source);
  for (const [module, source] of Object.entries(pages.modules ?? {})) add(module, source);
  return sources;
}

/** The federation's `exposes`: "./GamePage" → "./src/pages/GamePage.tsx" (relative to the remote's folder). */
function exposesOf(pages) {
  return Object.fromEntries(
    Object.entries(exposedSources(pages)).map(([module, source]) => [`./${module}`, `./src/${source.slice(2)}`]),
  );
}

/** The pages the edge renders on the server, one entry per module. */
function serverPagesOf(pages) {
  const byModule = new Map();
  for (const page of pages.pages) if (page.server) byModule.set(page.module, page);
  return [...byModule.values()];
}

/** Every file under src/ that the pages name (sources and the server prefetches' files), for knip. */
function declaredFiles(pages) {
  const files = [...Object.values(exposedSources(pages)), ...serverPagesOf(pages).map((page) => page.server.from)];
  return [...new Set(files.filter(Boolean).map((file) => `src/${file.slice(2)}`))];
}

module.exports = { readRemotePages, remoteRoutes, manifestRoutesOf, exposesOf, serverPagesOf, declaredFiles };
