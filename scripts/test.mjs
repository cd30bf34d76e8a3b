// `npm test`: lint (ESLint, Prettier, knip: seconds with a warm cache), type-check, unit and component tests
// (jest), API tests (node:test on PGlite, or PostgreSQL when DATABASE_URL is set), a production build, the release
// checks on it, the edge server's routes and server rendering, then the end-to-end suite in Debian's Chromium against
// the built portal. Stops at the first failing step.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { ensureChromium } = require('./chromium.cjs');

/** Runs `command`, keeping its output to print once it is done (so two running side by side do not interleave). */
function runQuietly(name, command, args) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { env: process.env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) =>
      resolve({ name, status, output, seconds: Math.round((Date.now() - started) / 1000) }),
    );
  });
}

// Lint and type-check read the same files and need no build: side by side, one per core.
console.log('\n▶ lint and type-check');
for (const result of await Promise.all([
  runQuietly('lint', 'npm', ['run', 'lint']),
  runQuietly('type-check', 'npx', ['tsc', '-b', 'tsconfig.json']),
])) {
  process.stdout.write(result.output);
  if (result.status !== 0) {
    console.error(`\n✖ ${result.name} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${result.name} (${result.seconds} s)`);
}

const steps = [
  // Two workers on two cores (jest's default leaves one idle).
  ['unit and component tests', 'npx', ['jest', '--ci', '--maxWorkers=2']],
  ['API tests', 'npm', ['run', 'test:api']],
  // The edge tests render pages with the shell's built renderer (shell/dist/server), so the build comes first.
  ['build', 'npm', ['run', 'build']],
  // What a release of each built remote would check, against the built shell: contract, strings, links to pages.
  ['release checks', 'npm', ['run', 'release:check']],
  ['edge server tests', 'npm', ['run', 'test:edge']],
  ['end-to-end tests', 'npm', ['run', 'test:e2e']],
];

for (const [name, command, args] of steps) {
  if (name === 'end-to-end tests') {
    try {
      process.env.CHROMIUM_PATH ??= ensureChromium();
    } catch (error) {
      console.error(`\n✖ ${error.message}`);
      process.exit(1);
    }
  }
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${Math.round((Date.now() - started) / 1000)} s)`);
}
