/**
 * @jest-environment node
 */
/**
 * The release commands as a team runs them (`npm run release -w <remote>`, `npm run rollback -- …`), against a
 * stand-in portal with its deploy API (fake-portal.ts) and a live shell of their own.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOCALE_CODES } from '@portal/shared/i18n/locales';

// Each test starts Node several times; on a busy machine that takes far longer than jest's 5 s default.
jest.setTimeout(120_000);

import { startFakePortal, type FakePortal } from './fake-portal';
import { runScript } from './run-script';

const repoRoot = path.resolve(__dirname, '../..');
let remotesRoot: string;
let portal: FakePortal;

function run(script: string, args: string[], cwd = repoRoot, env: Record<string, string> = {}) {
  return runScript(script, {
    args,
    cwd,
    env: {
      REMOTES_ROOT: remotesRoot,
      INIT_CWD: remotesRoot,
      SHELL_CLIENT_DIR: path.join(remotesRoot, 'shell-client'),
      PORTAL_URL: portal.origin,
      DEPLOY_TOKEN: portal.token,
      ...env,
    },
  });
}

/**
 * A build of the upload remote; `imports` are the @portal/shared names its recorded contract says it uses, `pages`
 * the pages its manifest declares.
 */
async function build(text: string, imports = ['openOverlay'], pages: object[] = []): Promise<string> {
  const dir = await mkdtemp(path.join(remotesRoot, 'artifact-'));
  await writeFile(path.join(dir, 'mf-manifest.json'), '{"name":"upload"}');
  await writeFile(path.join(dir, 'remoteEntry.js'), `var upload = "${text}";`);
  const contract = { shared: { '@portal/shared': '^1.0.0' }, imports: { '@portal/shared': imports } };
  const strings = { keys: [], absent: Object.fromEntries(LOCALE_CODES.map((code) => [code, []])) };
  await writeFile(
    path.join(dir, 'portal-manifest.json'),
    JSON.stringify({ name: 'upload', namespace: 'upload', pages, contract, strings }),
  );
  return path.basename(dir);
}

/** The upload remote's current version in the deploy API. */
const pointerOf = async () => portal.remotes.upload!.current;

beforeEach(async () => {
  portal = await startFakePortal();
  remotesRoot = await mkdtemp(path.join(tmpdir(), 'release-cli-'));
  // The live shell: what it provides is all the release reads of it.
  await mkdir(path.join(remotesRoot, 'shell-client'));
  const provides = {
    shared: { '@portal/shared': '1.0.0' },
    exports: { '@portal/shared': ['openOverlay'] },
    links: { '/gameupload': ['src/layout/Footer.tsx'] },
  };
  await writeFile(path.join(remotesRoot, 'shell-client', 'portal-provides.json'), JSON.stringify(provides));
});
afterEach(async () => {
  await portal.close();
  await rm(remotesRoot, { recursive: true, force: true });
});

test('release uploads, seals and releases a prebuilt folder (relative to where it was typed) for its workspace', async () => {
  const first = await run('release-cli.mjs', ['--from', await build('one')], path.join(repoRoot, 'mfe-upload'));
  expect(first).toMatchObject({ code: 0, stderr: '' });
  const version = (await pointerOf())!;
  expect(version).toMatch(/^\d+\.\d+\.\d+-[0-9a-f]{10}$/);
  expect(first.stdout).toBe(
    `upload: released ${version}, previously none\nupload: ${portal.origin} serves ${version} to new visitors\n`,
  );
  expect(portal.files.get(`remotes/upload/${version}/remoteEntry.js`)?.toString()).toBe('var upload = "one";');
  // Every file's SRI hash goes with the version: the edge checks entries and server builds with them.
  const hashes = JSON.parse(portal.files.get(`remotes/upload/${version}/integrity.json`)!.toString());
  expect(hashes['remoteEntry.js']).toMatch(/^sha384-/);

  const again = await run('release-cli.mjs', ['--from', await build('one')], path.join(repoRoot, 'mfe-upload'));
  expect(again.stdout).toBe(`upload: ${version} is already the current version\n`);

  const refused = await run('release-cli.mjs', ['--from', 'no-such-folder'], path.join(repoRoot, 'mfe-upload'));
  expect(refused.code).toBe(1);
  expect(refused.stderr).toBe(
    `release: ${path.join(remotesRoot, 'no-such-folder')} is not a build of upload: it has no mf-manifest.json or remoteEntry.js.\n`,
  );
});

test('release refuses clearly without a deploy token, before anything is built or sent', async () => {
  const refused = await run('release-cli.mjs', ['--from', await build('one')], path.join(repoRoot, 'mfe-upload'), {
    DEPLOY_TOKEN: '',
  });
  expect(refused.code).toBe(1);
  expect(refused.stderr).toMatch(/^release: no deploy token: set DEPLOY_TOKEN to a deploy token/);
  expect(portal.files.size).toBe(0);
  const wrong = await run('rollback-cli.mjs', ['upload'], repoRoot, { DEPLOY_TOKEN: 'pdt_wrong' });
  expect(wrong.stderr).toMatch(/^rollback: the deploy API refused the token \(401\)/);
});

test('release refuses a build the live shell cannot serve, naming what is missing, and sends nothing', async () => {
  const cwd = path.join(repoRoot, 'mfe-upload');
  const refused = await run('release-cli.mjs', ['--from', await build('new', ['openOverlay', 'fetchNewThing'])], cwd);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toBe(
    `release: upload cannot run in the live shell (${path.join(remotesRoot, 'shell-client')}): it imports "fetchNewThing" from @portal/shared, which the shell does not provide.\n`,
  );
  expect(await pointerOf()).toBeNull();
  expect(portal.files.size).toBe(0);
});

test('release refuses a build dropping a page the shell links to, unless --drop-page names it', async () => {
  const cwd = path.join(repoRoot, 'mfe-upload');
  const upload = [{ path: '/gameupload', seoKey: 'upload', module: 'UploadPage' }];
  await run('release-cli.mjs', ['--from', await build('one', undefined, upload)], cwd);
  const one = await pointerOf();
  const dropping = await build('two');

  expect(await run('release-cli.mjs', ['--from', dropping], cwd)).toMatchObject({
    code: 1,
    stderr:
      'release: upload drops /gameupload, which the shell (shell/src/layout/Footer.tsx) links to. ' +
      'Release it with --drop-page <path> for each page dropped on purpose.\n',
  });
  expect(await pointerOf()).toBe(one);
  expect(await run('release-cli.mjs', ['--from', dropping, '--drop-page', '/gameupload'], cwd)).toMatchObject({
    code: 0,
    stderr: '',
  });
  expect(await pointerOf()).not.toBe(one);
});

test('rollback lists, rolls back to the previous release, and fails with a message and status 1 on bad input', async () => {
  const cwd = path.join(repoRoot, 'mfe-upload');
  await run('release-cli.mjs', ['--from', await build('one')], cwd);
  const one = await pointerOf();
  await run('release-cli.mjs', ['--from', await build('two')], cwd);
  const two = await pointerOf();

  const back = await run('rollback-cli.mjs', ['upload']);
  expect(back).toMatchObject({
    code: 0,
    stdout: `upload: rolled back to ${one} (was ${two}); new page loads get it\nupload: ${portal.origin} serves ${one} to new visitors\n`,
  });
  expect(await pointerOf()).toBe(one);
  expect(portal.history.upload![0]).toMatchObject({ action: 'rollback', version: one, previous: two });

  const list = await run('rollback-cli.mjs', ['upload', '--list']);
  expect(list.code).toBe(0);
  expect(list.stdout).toMatch(new RegExp(`^\\* ${one} .*\\(current\\)$`, 'm'));
  expect(list.stdout).toMatch(new RegExp(`^  ${two} `, 'm'));

  expect(await run('rollback-cli.mjs', ['uploads', one!])).toMatchObject({
    code: 1,
    stderr: 'rollback: Unknown remote "uploads". Remotes: games, account, blog, upload.\n',
  });
  expect(await run('rollback-cli.mjs', ['upload', '0.0.0-missing'])).toMatchObject({
    code: 1,
    stderr: 'rollback: upload has no version "0.0.0-missing" (npm run rollback -- upload --list).\n',
  });
  expect(await run('rollback-cli.mjs', [])).toMatchObject({
    code: 1,
    stderr: 'rollback: usage: npm run rollback -- <remote> [<version> | --list] [--portal URL]\n',
  });
  expect(await pointerOf()).toBe(one);
});

test('a canary: released beside the current version, promoted, and dropped by rollback', async () => {
  const cwd = path.join(repoRoot, 'mfe-upload');
  await run('release-cli.mjs', ['--from', await build('one')], cwd);
  const one = await pointerOf();
  const canary = await run('release-cli.mjs', ['--from', await build('two'), '--canary', '20'], cwd);
  const two = portal.remotes.upload!.canary!.version;
  expect(canary.stdout).toBe(`upload: canary ${two} for 20% of visitors, current stays ${one}\n`);
  expect(await run('release-cli.mjs', ['--from', await build('three')], cwd)).toMatchObject({
    code: 1,
    stderr: `release: upload runs a canary (${two}): promote it (npm run promote -- upload) or roll it back (npm run rollback -- upload) first.\n`,
  });
  expect((await run('rollback-cli.mjs', ['upload'])).stdout).toContain(
    `upload: dropped canary ${two}; every new page load gets ${one}`,
  );
  await run('release-cli.mjs', ['--from', await build('two'), '--canary', '20'], cwd);
  expect((await run('promote-cli.mjs', ['upload'])).stdout).toContain(`upload: promoted ${two} (was ${one})`);
  expect(await pointerOf()).toBe(two);
  const releases = await run('releases-cli.mjs', ['upload']);
  expect(releases.stdout).toMatch(new RegExp(`canary +${two} .*20%`));
  expect(releases.stdout).toMatch(new RegExp(`promote +${two}`));
});

test('release commands check the portal they are given: one that does not answer is refused before any change', async () => {
  const cwd = path.join(repoRoot, 'mfe-upload');
  await run('release-cli.mjs', ['--from', await build('one')], cwd);
  const closed = await startFakePortal();
  await closed.close();
  const refused = await run('release-cli.mjs', ['--from', await build('two'), '--portal', closed.origin], cwd);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toMatch(
    new RegExp(`^release: the deploy API at ${closed.origin}/app/api/v1/deploy does not answer`),
  );

  const releases = await run('releases-cli.mjs', ['upload'], repoRoot, { PORTAL_URL: '' });
  expect(releases).toMatchObject({
    code: 1,
    stderr: 'releases: name the portal: --portal http://host:port, or set PORTAL_URL (docs/operations.md).\n',
  });
});

test('after a release or rollback the portal must serve the new version to new visitors, else it says so', async () => {
  const cwd = path.join(repoRoot, 'mfe-upload');
  // A portal whose edges read another deploy API: it keeps serving what it served.
  portal.serves = () => null;
  const first = await run('release-cli.mjs', ['--from', await build('one')], cwd);
  expect(first.code).toBe(1);
  const one = await pointerOf();
  expect(first.stderr).toBe(
    `release: the deploy API names upload ${one}, but the portal at ${portal.origin} serves nothing: it reads another deploy API (API_INTERNAL_URL) or cannot read it.\n`,
  );
  portal.serves = undefined;
  const again = await run('rollback-cli.mjs', ['upload', one!]);
  expect(again).toMatchObject({ code: 0, stderr: '' });
});

test('remotes:unregister refuses a remote that serves a version unless --force, then the registry drops it', async () => {
  await run('release-cli.mjs', ['--from', await build('one')], path.join(repoRoot, 'mfe-upload'));
  const version = (await pointerOf())!;
  const refused = await run('unregister-cli.mjs', ['upload']);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toBe(
    `remotes:unregister: the deploy API refused DELETE /remotes/upload?force=false (409): upload is served to visitors (current ${version})\n`,
  );
  expect(portal.remotes.upload).toBeDefined();

  const forced = await run('unregister-cli.mjs', ['upload', '--force', '--reason', 'retired']);
  expect(forced).toMatchObject({
    code: 0,
    stderr: '',
    stdout: `upload: unregistered (it served current ${version}); removed 1 versions, revoked 0 team tokens\n`,
  });
  expect(portal.remotes.upload).toBeUndefined();
  expect(portal.history.upload![0]).toMatchObject({ action: 'unregister', version, reason: 'retired' });

  expect((await run('unregister-cli.mjs', ['upload'])).stderr).toBe(
    'remotes:unregister: Unknown remote "upload". Remotes: games, account, blog.\n',
  );
  expect((await run('unregister-cli.mjs', [])).stderr).toBe(
    'remotes:unregister: usage: npm run remotes:unregister -- <remote> [--force] [--reason <text>] [--portal URL]\n',
  );
});
