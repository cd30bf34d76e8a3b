// Builds one front-end app (run from its folder: `npm run build -w mfe-games`).
// A remote is built into dist/.build-<pid>, then moved to the immutable folder dist/<version>/ where
// version = <package version>-<hash of every emitted file but source maps>; dist/current.json then points at it.
// Source maps go to dist/.sourcemaps/<version>/ (never served); the version folder's files are made read-only.
// Earlier versions stay on disk so open tabs keep working and a rollback is moving the pointer back.
// `--out <folder>` builds a remote into that folder and stops there: `npm run release` publishes it (the release is
// this very build, run in a process of its own, so nothing of the release tooling's loaders can reach the output).
import { existsSync } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  contentDigest,
  makeReadOnly,
  movePointer,
  recordVersionIntegrity,
  setAsideSourceMaps,
  SOURCE_MAPS_DIR,
  versionName,
} from '@portal/release';

process.env.NODE_ENV ??= 'production';
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const appDir = process.cwd();
const require = createRequire(path.join(appDir, 'package.json'));
const { rspack } = require('@rspack/core');
const tooling = createRequire(import.meta.url);
const { remoteNameOf } = tooling('../tooling/rspack/shared.js');
const { remoteServerConfig } = tooling('../tooling/rspack/server.js');
const pkg = JSON.parse(await readFile(path.join(appDir, 'package.json'), 'utf8'));
const config = require(path.join(appDir, 'rspack.config.js'));
const isRemote = pkg.name !== 'shell';
if (values.out && !isRemote) throw new Error('--out builds a remote; the shell is deployed with `npm run build`.');

const staging = values.out ? path.resolve(values.out) : path.join(appDir, 'dist', `.build-${process.pid}`);
if (isRemote) config.output.path = staging;

async function build(rspackConfig) {
  const stats = await new Promise((resolve, reject) =>
    rspack(rspackConfig).run((error, result) => (error ? reject(error) : resolve(result))),
  );
  if (stats.hasErrors()) {
    console.error(stats.toString({ all: false, errors: true, colors: true }));
    process.exit(1);
  }
}

await build(config);
// The server build: a remote's, when its src/pages.ts renders pages on the server, goes into the same version folder
// as its browser build (server/); the shell's renderer (shell/rspack.server.js) into dist/server/.
const serverConfig = isRemote
  ? remoteServerConfig({ dirname: appDir, name: remoteNameOf(config), outputPath: path.join(staging, 'server') })
  : require(path.join(appDir, 'rspack.server.js'));
if (serverConfig) await build(serverConfig);

if (!isRemote) {
  console.log(`${pkg.name}: built into ${path.relative(process.cwd(), config.output.path)}`);
  process.exit(0);
}

// Every file the browser can load counts: identical output reuses its version folder, any change gets a new one
// (the same naming and atomic pointer move as `npm run release`, scripts/release/).
const version = versionName(pkg.version, await contentDigest(staging));
if (values.out) {
  console.log(`${pkg.name}: version ${version} built into ${staging}`);
  process.exit(0);
}
const target = path.join(appDir, 'dist', version);
await setAsideSourceMaps(staging, path.join(appDir, 'dist', SOURCE_MAPS_DIR, version));
if (existsSync(target)) await rm(staging, { recursive: true, force: true });
else {
  await makeReadOnly(staging);
  await rename(staging, target);
}
await recordVersionIntegrity(path.join(appDir, 'dist'), version);
await movePointer(path.join(appDir, 'dist'), version, 'build', new Date());
console.log(`${pkg.name}: version ${version} (dist/current.json)`);
