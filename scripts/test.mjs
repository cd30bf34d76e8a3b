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

/** Runs `command` in the foreground, its output straight to the terminal; stops the run when it fails. */
function runStep(name, command, args) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${Math.round((Date.now() - started) / 1000)} s)`);
}

/** Runs steps one after another, quietly; resolves with the first that failed, or null. */
async function runChain(steps) {
  const results = [];
  for (const [name, command, args] of steps) {
    const result = await runQuietly(name, command, args);
    results.push(result);
    if (result.status !== 0) break;
  }
  return results;
}

// The API tests need no build, and spend about half their time waiting on the database and on timers: they run
// beside the unit tests, the build, the release checks on it and the edge server tests (which render pages with the
// shell's built renderer, shell/dist/server, so they come after the build). Each side's output is printed once it
// is done.
console.log('\n▶ API tests, beside the unit tests, build, release checks and edge server tests');
const chains = await Promise.all([
  runChain([['API tests', 'npm', ['run', 'test:api']]]),
  runChain([
    // Two workers on two cores (jest's default leaves one idle).
    ['unit and component tests', 'npx', ['jest', '--ci', '--maxWorkers=2']],
    ['build', 'npm', ['run', 'build']],
    // What a release of each built remote would check, against the built shell: contract, strings, links to pages.
    ['release checks', 'npm', ['run', 'release:check']],
    ['edge server tests', 'npm', ['run', 'test:edge']],
  ]),
]);
let failed = null;
for (const result of chains.flat()) {
  console.log(`\n▶ ${result.name}`);
  process.stdout.write(result.output);
  if (result.status === 0) console.log(`✔ ${result.name} (${result.seconds} s)`);
  else failed ??= result;
}
if (failed) {
  console.error(`\n✖ ${failed.name} failed`);
  process.exit(failed.status ?? 1);
}

try {
  process.env.CHROMIUM_PATH ??= ensureChromium();
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exit(1);
}
runStep('end-to-end tests', 'npm', ['run', 'test:e2e']);
