// Finds Debian's Chromium for Playwright, installing it with apt-get when it is missing and we are root.
// Playwright's own browser download cannot work here (no network but the package registries).
// CommonJS so both node and Playwright's config loader can require it.
const { execFileSync } = require('node:child_process');
const { existsSync } = require('node:fs');

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/lib/chromium/chromium'];
const INSTALL_COMMAND = 'apt-get update && apt-get install -y chromium';
// How the tests and benchmarks run it: as root in a container, without a GPU, and nothing in the background.
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  return CANDIDATES.find((p) => existsSync(p)) ?? null;
}

function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && !process.env.CHROMIUM_PATH && existsSync('/usr/bin/apt-get')) {
    console.log(`Chromium is missing; installing it: ${INSTALL_COMMAND}`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
    const installed = findChromium();
    if (installed) return installed;
  }
  const why = process.env.CHROMIUM_PATH
    ? `CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist`
    : 'Chromium is not installed';
  throw new Error(`${why}. The end-to-end tests need it: run \`sudo ${INSTALL_COMMAND}\` (or set CHROMIUM_PATH).`);
}

module.exports = { findChromium, ensureChromium, INSTALL_COMMAND, CHROMIUM_FLAGS };

if (require.main === module) {
  try {
    console.log(`Chromium: ${ensureChromium()}`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
