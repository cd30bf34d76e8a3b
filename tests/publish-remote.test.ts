/**
 * @jest-environment node
 */
/**
 * The Docker deployment's remote publisher (deploy/docker/publish-remote.sh, run by each remote's static image as it
 * starts), under POSIX sh: the image's version joins the served volume, and its file hashes join the volume's
 * integrity.json, so a Compose deployment checks every file of every version as `npm run release` does.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const script = path.resolve(__dirname, '../deploy/docker/publish-remote.sh');
let root: string;
const served = () => path.join(root, 'served');

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'publish-remote-'));
  await mkdir(served());
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** An image's build folder: one version, its pointer and its integrity record, written as the build writes them. */
async function image(version: string): Promise<string> {
  const build = path.join(root, `image-${version}`);
  await mkdir(path.join(build, version), { recursive: true });
  await writeFile(path.join(build, version, 'remoteEntry.js'), `var v = "${version}";`);
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  await writeFile(path.join(build, 'current.json'), json({ version, action: 'build', at: '2026-12-06T00:00:00.000Z' }));
  const record = { 'remoteEntry.js': `sha384-${version}`, 'server/index.js': `sha384-server-${version}` };
  await writeFile(path.join(build, 'integrity.json'), json({ [version]: record }));
  return build;
}

async function publish(build: string): Promise<string> {
  const { stdout } = await promisify(execFile)('sh', [script], {
    env: { ...process.env, REMOTE_BUILD_DIR: build, REMOTE_SERVED_DIR: served() },
  });
  return stdout;
}

const servedJson = async (file: string) => JSON.parse(await readFile(path.join(served(), file), 'utf8'));

test("each image's version and its hashes join the volume; a restart changes nothing", async () => {
  expect(await publish(await image('0.1.0-aaaaaaaaaa'))).toBe('publish-remote: published 0.1.0-aaaaaaaaaa\n');
  expect(Object.keys(await servedJson('integrity.json'))).toEqual(['0.1.0-aaaaaaaaaa']);

  const second = await image('0.1.0-bbbbbbbbbb');
  await publish(second);
  expect((await servedJson('current.json')).version).toBe('0.1.0-bbbbbbbbbb');
  const both = await servedJson('integrity.json');
  expect(both).toEqual({
    '0.1.0-aaaaaaaaaa': {
      'remoteEntry.js': 'sha384-0.1.0-aaaaaaaaaa',
      'server/index.js': 'sha384-server-0.1.0-aaaaaaaaaa',
    },
    '0.1.0-bbbbbbbbbb': {
      'remoteEntry.js': 'sha384-0.1.0-bbbbbbbbbb',
      'server/index.js': 'sha384-server-0.1.0-bbbbbbbbbb',
    },
  });

  expect(await publish(second)).toMatch(/^publish-remote: 0\.1\.0-bbbbbbbbbb already published; pointer unchanged/);
  expect(await servedJson('integrity.json')).toEqual(both);
});

test('a volume published before hashes were kept gets the running version recorded at the next start', async () => {
  const build = await image('0.1.0-aaaaaaaaaa');
  await publish(build);
  await rm(path.join(served(), 'integrity.json'));
  await publish(build);
  expect(Object.keys(await servedJson('integrity.json'))).toEqual(['0.1.0-aaaaaaaaaa']);
});
