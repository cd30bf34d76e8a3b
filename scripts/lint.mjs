// `npm run lint`: ESLint (code rules and the teams' import boundaries), Prettier (format) and knip (unused files,
// exports and dependencies). All three run, then the first failure decides the exit code, so one run shows
// every finding. Caches live in node_modules/.cache, so a second run only reads changed files.
import { spawnSync } from 'node:child_process';

const steps = [
  ['eslint', ['--cache', '--cache-location', 'node_modules/.cache/eslint/', '--max-warnings', '0', '.']],
  ['prettier', ['--check', '--cache', '--log-level', 'warn', '.']],
  ['knip', ['--no-progress']],
];

let failed = 0;
for (const [tool, args] of steps) {
  const { status } = spawnSync('npx', ['--no-install', tool, ...args], { stdio: 'inherit' });
  if (status !== 0) {
    console.error(`✖ ${tool} found problems`);
    failed ||= status ?? 1;
  }
}
process.exit(failed);
