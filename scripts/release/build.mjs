// The release's build is `npm run build`'s (scripts/build-app.mjs --out), run in a Node process of its own with no
// loader: the release commands run under tsx, and a transform of theirs inside the bundler (esbuild's `__name`
// helper in code the federation plugin writes out from its own functions) would reach the published files.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ReleaseError } from '@portal/release';

const BUILD_APP = fileURLToPath(new URL('../build-app.mjs', import.meta.url));
/** Node options that load code into the process (tsx's --import among them); other options pass through. */
const LOADER_OPTION = /^(?:--import|--require|-r|--loader|--experimental-loader)(?:=|$)/;

/** NODE_OPTIONS less every option that loads code, with its value. */
export function withoutLoaders(nodeOptions = '') {
  const kept = [];
  const words = nodeOptions.split(/\s+/).filter(Boolean);
  for (let index = 0; index < words.length; index += 1) {
    if (!LOADER_OPTION.test(words[index])) kept.push(words[index]);
    else if (!words[index].includes('=')) index += 1;
  }
  return kept.join(' ');
}

/** Builds the remote in `appDir` into `outDir` exactly as `npm run build` does; its output goes to standard error. */
export function buildRemote(appDir, outDir) {
  const env = { ...process.env, NODE_ENV: 'production', NODE_OPTIONS: withoutLoaders(process.env.NODE_OPTIONS) };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BUILD_APP, '--out', outDir], { cwd: appDir, env, stdio: ['ignore', 2, 2] });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new ReleaseError(`the build failed (exit ${code}); its output is above.`)),
    );
  });
}
