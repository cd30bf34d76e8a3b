// Builds the Node servers to JavaScript for production (`npm run serve`, the Docker images, the topology test):
// the edge server (edge/dist/main.js) with its render worker beside it (edge/dist/ssr-worker.js, which
// edge/src/ssr/render-pool.ts finds next to the bundle), the remote images' publisher (edge/dist/publish-builds.js),
// the API alone (api/dist/server.js) and the games origin alone (api/dist/games-origin.js). Development and tests
// keep running the TypeScript through tsx.
//
// Each entry is bundled with esbuild: our workspaces (@portal/*, which export TypeScript) are inlined, other
// packages stay imports from node_modules. Modules that find files next to themselves through import.meta.url
// (migrations, the bridge SDK, the shell's public folder, package.json) keep finding them: in each source file,
// import.meta.url becomes that file's own URL, computed relative to the output file at run time.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const serverEntries = [
  { entry: 'edge/src/main.ts', outfile: 'edge/dist/main.js' },
  { entry: 'edge/src/ssr/render-worker.ts', outfile: 'edge/dist/ssr-worker.js' },
  // The one-off publisher of a separate deployment's remote images (deploy/docker/remote-publisher.Dockerfile).
  { entry: 'edge/src/publish-builds.ts', outfile: 'edge/dist/publish-builds.js' },
  { entry: 'api/src/server.ts', outfile: 'api/dist/server.js' },
  { entry: 'api/src/games-origin/main.ts', outfile: 'api/dist/games-origin.js' },
];

/**
 * Packages from node_modules stay imports, resolved by Node from the output file, except where that would find
 * another copy than the importing source file does (a version nested under api/node_modules, seen from the edge's
 * bundle): those are bundled. Relative imports and our workspaces are always bundled.
 */
const externalPackages = (outDir) => ({
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData?.probe || args.path.startsWith('@portal/') || path.isAbsolute(args.path)) return undefined;
      if (args.path.startsWith('node:')) return { path: args.path, external: true };
      const probe = { kind: args.kind, pluginData: { probe: true } };
      const fromSource = await builder.resolve(args.path, { ...probe, resolveDir: args.resolveDir });
      const fromOutput = await builder.resolve(args.path, { ...probe, resolveDir: outDir });
      if (fromSource.errors.length || fromSource.external || fromSource.path === fromOutput.path)
        return { path: args.path, external: true };
      return { path: fromSource.path };
    });
  },
});

/**
 * import.meta.url in a bundled source file → that source file's URL, relative to the output file. import.meta.filename
 * and import.meta.dirname stay the output file's own.
 */
const sourceRelativeImportMeta = (outDir) => ({
  name: 'source-relative-import-meta',
  setup(builder) {
    builder.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const relative = path.relative(outDir, args.path).split(path.sep).join('/');
      return {
        contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(relative)}, import.meta.url).href`),
        loader: /\.[cm]?tsx?$/.test(args.path) ? 'ts' : 'js',
      };
    });
  },
});

for (const { entry, outfile } of serverEntries) {
  const outDir = path.dirname(path.join(repoRoot, outfile));
  await mkdir(outDir, { recursive: true });
  // The output is ES modules whatever the workspace's own package.json says.
  await writeFile(path.join(outDir, 'package.json'), '{ "type": "module" }\n');
  await build({
    absWorkingDir: repoRoot,
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    // Resolve as Node does: no "module" condition or field.
    conditions: ['node'],
    mainFields: ['main'],
    // Bundled CommonJS code (a nested dependency) may call require().
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    plugins: [externalPackages(outDir), sourceRelativeImportMeta(outDir)],
  });
  console.log(`built ${outfile} from ${entry}`);
}
