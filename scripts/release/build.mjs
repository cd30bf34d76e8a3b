// The production build of one remote into a given folder (the same rspack configs as `npm run build`): the browser
// build, and beside it in server/ the server build when the remote renders pages on the server (rspack.server.js).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ReleaseError } from './errors.mjs';

async function run(rspack, config) {
  const stats = await new Promise((resolve, reject) =>
    rspack(config).run((error, result) => (error ? reject(error) : resolve(result))),
  );
  if (stats.hasErrors())
    throw new ReleaseError(`the build failed:\n${stats.toString({ all: false, errors: true, colors: true })}`);
}

export async function buildRemote(appDir, outDir) {
  process.env.NODE_ENV ??= 'production';
  const require = createRequire(path.join(appDir, 'package.json'));
  const { rspack } = require('@rspack/core');
  const config = require(path.join(appDir, 'rspack.config.js'));
  config.output.path = outDir;
  await run(rspack, config);
  const serverConfigPath = path.join(appDir, 'rspack.server.js');
  if (!existsSync(serverConfigPath)) return;
  const serverConfig = require(serverConfigPath);
  serverConfig.output.path = path.join(outDir, 'server');
  await run(rspack, serverConfig);
}
