/**
 * @jest-environment node
 */
/**
 * The same source builds to the same version, byte for byte, from any checkout folder: a release made on a CI runner
 * and one made on a laptop name the same version, and releasing what was just built moves nothing.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { contentDigest } from '@portal/release';
import { scratchFolder } from '../../tooling/testing/scratch';

// Two production builds of a remote, one of them in a fresh copy of the repository.
jest.setTimeout(300_000);

const repoRoot = path.resolve(__dirname, '../..');
const exec = promisify(execFile);
const scratchDir = scratchFolder('reproducible-');

/** The repository's files (committed or not, less what git ignores) copied to `to`, its packages hard-linked. */
async function copyOfRepository(to: string): Promise<void> {
  const { stdout } = await exec('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
    cwd: repoRoot,
    maxBuffer: 64 * 1024 * 1024,
  });
  for (const file of stdout.split('\0').filter(Boolean)) {
    await mkdir(path.dirname(path.join(to, file)), { recursive: true });
    await cp(path.join(repoRoot, file), path.join(to, file)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
  // Links, not a copy of 800 MB; npm's workspace links inside are relative, so they point into the copy.
  await exec('cp', ['-al', path.join(repoRoot, 'node_modules'), path.join(to, 'node_modules')]);
}

/** Builds the blog in `checkout` as `npm run release` does; the output's files and digest. */
async function buildBlog(checkout: string, out: string): Promise<{ files: string[]; digest: string }> {
  await exec(process.execPath, [path.join(checkout, 'scripts', 'build-app.mjs'), '--out', out], {
    cwd: path.join(checkout, 'mfe-blog'),
    env: { ...process.env, NODE_ENV: 'production', NODE_OPTIONS: '' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const files = (await readdir(out, { recursive: true })).filter((file) => !file.endsWith('.map')).sort();
  return { files, digest: await contentDigest(out) };
}

test('the blog built in two checkout folders has the same files, bytes and version digest', async () => {
  const elsewhere = path.join(scratchDir(), 'another-checkout');
  await copyOfRepository(elsewhere);
  const here = await buildBlog(repoRoot, path.join(scratchDir(), 'here'));
  const there = await buildBlog(elsewhere, path.join(scratchDir(), 'there'));
  expect(there.files).toEqual(here.files);
  const manifest = (folder: string) => readFile(path.join(scratchDir(), folder, 'mf-manifest.json'), 'utf8');
  expect(await manifest('there')).toBe(await manifest('here'));
  expect(there.digest).toBe(here.digest);
});
