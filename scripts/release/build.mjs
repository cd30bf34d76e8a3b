// The production build of one remote into a given folder (the same rspack config as `npm run build`).
import { createRequire } from 'node:module';
import path from 'node:path';
import { ReleaseError } from './errors.mjs';

export async function buildRemote(appDir, outDir) {
  process.env.NODE_ENV ??= 'production';
  const require = createRequire(path.join(appDir, 'package.json'));
  const { rspack } = require('@rspack/core');
  const config = require(path.join(appDir, 'rspack.config.js'));
  config.output.path = outDir;
  const stats = await new Promise((resolve, reject) =>
    rspack(config).run((error, result) => (error ? reject(error) : resolve(result))),
  );
  if (stats.hasErrors())
    throw new ReleaseError(`the build failed:\n${stats.toString({ all: false, errors: true, colors: true })}`);
}
