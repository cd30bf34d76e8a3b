/**
 * @jest-environment node
 */
/**
 * The two commands as an operator runs them (`npm run release -w <remote>`, `npm run rollback -- …`), on a
 * REMOTES_ROOT of their own.
 */
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { LOCALE_CODES } from '@portal/shared/i18n/locales';

// Each test starts Node several times; on a busy machine that takes far longer than jest's 5 s default.
jest.setTimeout(120_000);

const repoRoot = path.resolve(__dirname, '../..');
let remotesRoot: string;

async function run(
  script: string,
  args: string[],
  cwd = repoRoot,
  env: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, script), ...args],
      {
        cwd,
        env: {
          ...process.env,
          REMOTES_ROOT: remotesRoot,
          INIT_CWD: remotesRoot,
          SHELL_CLIENT_DIR: path.join(remotesRoot, 'shell-client'),
          ...env,
        },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
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

const pointerOf = async () =>
  JSON.parse(await readFile(path.join(remotesRoot, 'mfe-upload', 'dist', 'current.json'), 'utf8')).version;

beforeEach(async () => {
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
afterEach(() => rm(remotesRoot, { recursive: true, force: true }));

test('release publishes a prebuilt folder (relative to where it was typed) for the remote of the workspace it runs in', async () => {
  const first = await run('release-cli.mjs', ['--from', await build('one')], path.join(repoRoot, 'mfe-upload'));
  expect(first).toMatchObject({ code: 0, stderr: '' });
  const version = await pointerOf();
  expect(version).toMatch(/^\d+\.\d+\.\d+-[0-9a-f]{10}$/);
  expect(first.stdout).toBe(
    `upload: released ${version}, previously none (${path.join(remotesRoot, 'mfe-upload', 'dist', version)})\n`,
  );

  const refused = await run('release-cli.mjs', ['--from', 'no-such-folder'], path.join(repoRoot, 'mfe-upload'));
  expect(refused.code).toBe(1);
  expect(refused.stderr).toBe(
    `release: ${path.join(remotesRoot, 'no-such-folder')} is not a build of upload: it has no mf-manifest.json or remoteEntry.js.\n`,
  );
});

test('release refuses a build the live shell cannot serve, naming what is missing, and moves nothing', async () => {
  const cwd = path.join(repoRoot, 'mfe-upload');
  const refused = await run('release-cli.mjs', ['--from', await build('new', ['openOverlay', 'fetchNewThing'])], cwd);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toBe(
    `release: upload cannot run in the live shell (${path.join(remotesRoot, 'shell-client')}): it imports "fetchNewThing" from @portal/shared, which the shell does not provide.\n`,
  );
  await expect(pointerOf()).rejects.toThrow(/ENOENT/);
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
    stdout: `upload: rolled back to ${one} (was ${two}); new page loads get it\n`,
  });
  expect(await pointerOf()).toBe(one);

  const list = await run('rollback-cli.mjs', ['upload', '--list']);
  expect(list.code).toBe(0);
  expect(
    list.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split(/\s+/).slice(0, 2).join(' ').trim()),
  ).toEqual([`* ${one}`, two]);
  expect(list.stdout).toMatch(new RegExp(`^\\* ${one} .*\\(current\\)$`, 'm'));

  expect(await run('rollback-cli.mjs', ['uploads', one])).toMatchObject({
    code: 1,
    stderr: 'rollback: Unknown remote "uploads". Remotes: games, account, blog, upload.\n',
  });
  expect(await run('rollback-cli.mjs', ['upload', '0.0.0-missing'])).toMatchObject({
    code: 1,
    stderr: `rollback: upload has no version "0.0.0-missing" in ${path.join(remotesRoot, 'mfe-upload', 'dist')} (npm run rollback -- upload --list).\n`,
  });
  expect(await run('rollback-cli.mjs', [])).toMatchObject({
    code: 1,
    stderr: 'rollback: usage: npm run rollback -- <remote> [<version> | --list] [--portal URL]\n',
  });
  expect(await pointerOf()).toBe(one);
});

/** A stand-in portal whose /remotes.json names `served()` as the upload remote's version; its origin. */
async function portalServing(served: () => string): Promise<{ origin: string; server: Server }> {
  const server = createServer((request, response) => {
    if (request.url !== '/remotes.json') return void response.writeHead(404).end();
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ upload: { version: served() } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

test('release commands check the portal they are given: one that does not answer is refused before any change', async () => {
  const cwd = path.join(repoRoot, 'mfe-upload');
  const closed = await portalServing(() => 'none');
  await new Promise((resolve) => closed.server.close(resolve));
  const refused = await run('release-cli.mjs', ['--from', await build('one'), '--portal', closed.origin], cwd);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toMatch(new RegExp(`^release: the portal at ${closed.origin} does not answer`));
  await expect(pointerOf()).rejects.toThrow(/ENOENT/);

  const releases = await run('releases-cli.mjs', ['upload']);
  expect(releases).toMatchObject({
    code: 1,
    stderr: 'releases: name the portal: --portal http://host:port, or set PORTAL_URL (docs/operations.md).\n',
  });
});

test('after a release or rollback the portal named must serve the new version to new visitors, else it says so', async () => {
  const cwd = path.join(repoRoot, 'mfe-upload');
  let served = 'none';
  const portal = await portalServing(() => served);
  try {
    // The portal reads these folders: it serves whatever the pointer names.
    const following = { PORTAL_URL: portal.origin };
    served = 'none';
    const first = await run('release-cli.mjs', ['--from', await build('one')], cwd, following);
    expect(first.code).toBe(1);
    const one = await pointerOf();
    expect(first.stderr).toBe(
      `release: the pointer in ${path.join(remotesRoot, 'mfe-upload', 'dist')} names ${one}, but the portal at ${portal.origin} serves upload none: it reads other release folders (REMOTES_ROOT).\n`,
    );
    served = one;
    const second = await run('release-cli.mjs', ['--from', await build('two')], cwd, following);
    expect(second.stderr).toMatch(/serves upload 0\.1\.0-/);
    served = await pointerOf();
    const back = await run('rollback-cli.mjs', ['upload', one, '--portal', portal.origin]);
    expect(back.code).toBe(1);
    served = one;
    const again = await run('rollback-cli.mjs', ['upload', one, '--portal', portal.origin]);
    expect(again).toMatchObject({ code: 0, stderr: '' });
    expect(again.stdout).toContain(`upload: ${portal.origin} serves ${one} to new visitors`);
  } finally {
    await new Promise((resolve) => portal.server.close(resolve));
  }
});

test("the shell's check refuses a shell build that links to a page no live remote serves, naming the link", async () => {
  const cwd = path.join(repoRoot, 'mfe-upload');
  const shell = ['--from', path.join(remotesRoot, 'shell-client')];
  const page = (at: string) => [{ path: at, seoKey: 'upload', module: 'UploadPage' }];
  await run('release-cli.mjs', ['--from', await build('one', ['openOverlay'], page('/gameupload'))], cwd);
  expect(await run('shell-gate-cli.mjs', shell)).toMatchObject({ code: 0 });

  const moved = ['--from', await build('two', ['openOverlay'], page('/upload')), '--drop-page', '/gameupload'];
  expect(await run('release-cli.mjs', moved, cwd)).toMatchObject({ code: 0 });
  expect(await run('shell-gate-cli.mjs', shell)).toMatchObject({
    code: 1,
    stderr:
      'release: this shell build cannot serve the live remotes:\n' +
      '  the shell (shell/src/layout/Footer.tsx) links to /gameupload, which no live remote serves.\n',
  });
});
