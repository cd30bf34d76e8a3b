// `npm test -w e2e`: the suite in two lanes at once, each on a portal of its own. The main lane runs every spec but
// those that move what the portal serves (release pointers, the service worker); the delivery lane runs those, one
// at a time, on a second portal on the next ports, so that the main lane's second phase (one spec at a time, exact
// counts) does not leave a core idle for minutes. With arguments (a spec, a project…) it is plain `playwright test`.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

const args = process.argv.slice(2);
const PORT = Number(process.env.E2E_PORT ?? 18080);
const GAMES_PORT = Number(process.env.E2E_GAMES_PORT ?? 18081);
/** How long the main lane's portal may take to be ready (a fresh database is migrated and seeded first). */
const READY_LIMIT_MS = 300_000;

/** `playwright test` with `env` added to this process's, less the variables named in `unset`. */
function playwright(extraArgs, env, unset = []) {
  const childEnv = { ...process.env, ...env };
  for (const name of unset) delete childEnv[name];
  const child = spawn('npx', ['playwright', 'test', ...extraArgs], { stdio: 'inherit', env: childEnv });
  return { child, done: new Promise((resolve) => child.on('close', (status) => resolve(status ?? 1))) };
}

if (args.length > 0) process.exit(await playwright(args, {}).done);

const main = playwright([], { E2E_LANE: 'main' });
// The delivery lane's release commands rebuild a remote in its dist folder, which a portal publishes when it starts:
// the second portal starts once the first has published its builds and knows its releases (the edge's /ready).
let mainReady = false;
const readyBy = Date.now() + READY_LIMIT_MS;
while (!mainReady && Date.now() < readyBy && main.child.exitCode === null) {
  mainReady = await fetch(`http://127.0.0.1:${PORT}/ready`).then(
    (response) => response.ok,
    () => false,
  );
  if (!mainReady) await sleep(1_000);
}
// Its own portal: own ports, database folder, registry copy and deploy token (the config makes them when unset).
const delivery = playwright(
  [],
  { E2E_LANE: 'delivery', E2E_PORT: String(PORT + 10), E2E_GAMES_PORT: String(GAMES_PORT + 10) },
  ['E2E_DATA_DIR', 'E2E_REMOTES_REGISTRY', 'E2E_DEPLOY_TOKEN'],
);
const [mainStatus, deliveryStatus] = await Promise.all([main.done, delivery.done]);
console.log(
  `\nend-to-end lanes: main ${mainStatus === 0 ? 'passed' : 'failed'}, delivery ${deliveryStatus === 0 ? 'passed' : 'failed'}`,
);
process.exit(mainStatus || deliveryStatus);
