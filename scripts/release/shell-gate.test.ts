/**
 * @jest-environment node
 */
/**
 * The shell's checks (`npm run release -w shell`, `npm run release:check`) hold a shell build against the versions
 * visitors get: the deploy API's current versions and canaries when a portal and a token are given, else the local
 * builds; and they say which.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOCALE_CODES } from '@portal/shared/i18n/locales';
import { startFakePortal, type FakePortal } from './fake-portal';
import { runScript } from './run-script';

// Each test starts Node a few times; on a busy machine that takes far longer than jest's 5 s default.
jest.setTimeout(120_000);

const repoRoot = path.resolve(__dirname, '../..');
let remotesRoot: string;
let portal: FakePortal;
const shellDir = () => path.join(remotesRoot, 'shell-client');

function run(script: string, env: Record<string, string> = {}) {
  // The shell's release checks the build it is given; release:check the live one (SHELL_CLIENT_DIR).
  const args = script === 'shell-gate-cli.mjs' ? ['--from', shellDir()] : [];
  return runScript(script, {
    args,
    cwd: repoRoot,
    env: {
      REMOTES_ROOT: remotesRoot,
      INIT_CWD: remotesRoot,
      SHELL_CLIENT_DIR: shellDir(),
      PORTAL_URL: portal.origin,
      DEPLOY_TOKEN: portal.token,
      ...env,
    },
  });
}

/** An upload remote's portal-manifest.json whose recorded contract imports `imports` from @portal/shared. */
const manifest = (imports: string[]) =>
  JSON.stringify({
    name: 'upload',
    namespace: 'upload',
    pages: [],
    contract: { shared: { '@portal/shared': '^1.0.0' }, imports: { '@portal/shared': imports } },
    strings: { keys: [], absent: Object.fromEntries(LOCALE_CODES.map((code) => [code, []])) },
  });

/** A version of upload the portal serves (its manifest among its files), current or as a canary. */
function serve(version: string, imports: string[], canary = false) {
  const upload = portal.remotes.upload!;
  upload.versions.push({ version, publishedAt: new Date().toISOString() });
  if (canary) upload.canary = { version, percent: 10 };
  else upload.current = version;
  portal.files.set(`remotes/upload/${version}/portal-manifest.json`, Buffer.from(manifest(imports)));
}

beforeEach(async () => {
  portal = await startFakePortal();
  remotesRoot = await mkdtemp(path.join(tmpdir(), 'shell-gate-'));
  await mkdir(shellDir());
  const provides = { shared: { '@portal/shared': '1.0.0' }, exports: { '@portal/shared': ['openOverlay'] } };
  await writeFile(path.join(shellDir(), 'portal-provides.json'), JSON.stringify(provides));
  // The local build of upload: compatible with the shell.
  const dist = path.join(remotesRoot, 'mfe-upload', 'dist');
  await mkdir(path.join(dist, '1.0.0-local'), { recursive: true });
  await writeFile(path.join(dist, '1.0.0-local', 'mf-manifest.json'), '{"name":"upload"}');
  await writeFile(path.join(dist, '1.0.0-local', 'remoteEntry.js'), 'var upload;');
  await writeFile(path.join(dist, '1.0.0-local', 'portal-manifest.json'), manifest(['openOverlay']));
  await writeFile(path.join(dist, 'current.json'), JSON.stringify({ version: '1.0.0-local' }));
});
afterEach(async () => {
  await portal.close();
  await rm(remotesRoot, { recursive: true, force: true });
});

const live = () => `the versions ${portal.origin} serves visitors (its deploy API's current versions and canaries)`;

test('release -w shell checks the versions the deploy API serves, the canary too, when a portal and token are given', async () => {
  serve('1.0.0-live', ['openOverlay']);
  const passed = await run('shell-gate-cli.mjs');
  expect(passed).toMatchObject({
    code: 0,
    stdout: `shell: ${shellDir()} can serve every live remote (checked against ${live()})\n`,
  });

  // A canary the shell cannot serve: the local build is fine, but visitors would get this one.
  serve('1.0.1-canary', ['openOverlay', 'fetchThing'], true);
  const refused = await run('shell-gate-cli.mjs');
  expect(refused.code).toBe(1);
  expect(refused.stderr).toBe(
    'release: this shell build cannot serve the live remotes:\n' +
      `  upload 1.0.1-canary cannot run in the live shell (${shellDir()}): it imports "fetchThing" from @portal/shared, which the shell does not provide.\n` +
      `(checked against ${live()})\n`,
  );
});

test('without a portal, or without a token, the shell is checked against the local builds, and says so', async () => {
  // What the portal serves would be refused; the local build is not.
  serve('1.0.0-live', ['fetchThing']);
  expect(await run('shell-gate-cli.mjs', { PORTAL_URL: '' })).toMatchObject({
    code: 0,
    stdout: `shell: ${shellDir()} can serve every live remote (checked against the local builds)\n`,
  });
  expect(await run('shell-gate-cli.mjs', { DEPLOY_TOKEN: '' })).toMatchObject({
    code: 0,
    stdout: `shell: ${shellDir()} can serve every live remote (checked against the local builds: a portal is named but DEPLOY_TOKEN is not set)\n`,
  });
  const refused = await run('shell-gate-cli.mjs');
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain('upload 1.0.0-live cannot run in the live shell');
});

test('release:check holds the shell against the served versions too, and names them', async () => {
  serve('1.0.0-live', ['fetchThing']);
  const refused = await run('check-cli.mjs');
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain(`release:check: refused (contracts checked against ${live()}):`);
  expect(refused.stderr).toContain('upload 1.0.0-live cannot run in the live shell');
  // The other remotes have no local build here: the strings check still asks for them.
  expect(refused.stderr).toContain('games has no current version');
  const local = await run('check-cli.mjs', { PORTAL_URL: '' });
  expect(local.stderr).toContain('release:check: refused (contracts checked against the local builds):');
  expect(local.stderr).not.toContain('cannot run in the live shell');
});
