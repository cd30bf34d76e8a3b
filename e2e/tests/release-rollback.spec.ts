import { execFile } from 'node:child_process';
import { chmod, cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Releasing and rolling back one remote (scripts/release) against the running portal, with the real commands.
 *
 * The "changed build" is the blog's current version folder with one visible string changed in its English locale
 * chunk, published by `npm run release -w mfe-blog -- --from <folder>` (the path a CI artifact takes): a full
 * rspack build of the remote inside the test would cost minutes of the suite's budget and prove nothing more about
 * publishing, pointers and what pages load.
 *
 * The portal under test serves this repository's dist folders, so the test restores the blog's pointer and
 * release history and deletes the version it published, whatever happens.
 */
const repoRoot = path.resolve(__dirname, '../..');
const blogDist = path.join(repoRoot, 'mfe-blog', 'dist');
const pointerFile = path.join(blogDist, 'current.json');
const historyFile = path.join(blogDist, 'releases.json');

const run = async (args: string[]): Promise<string> =>
  (await promisify(execFile)('npm', ['run', '--silent', ...args], { cwd: repoRoot })).stdout;
const currentVersion = async (): Promise<string> => JSON.parse(await readFile(pointerFile, 'utf8')).version;
const readIfThere = (file: string) => readFile(file, 'utf8').catch(() => null);

/** The blog's English intro line, as the build has it. */
async function englishIntro(): Promise<string> {
  const en = JSON.parse(await readFile(path.join(repoRoot, 'mfe-blog', 'src', 'locales', 'en.json'), 'utf8'));
  return en.list.intro;
}

/** The .js files of `folder` holding `from`, changed to hold `to` instead. */
async function replaceInChunks(folder: string, from: string, to: string): Promise<string[]> {
  const chunks: string[] = [];
  for (const file of await readdir(folder)) {
    if (!file.endsWith('.js')) continue;
    const text = await readFile(path.join(folder, file), 'utf8');
    if (!text.includes(from)) continue;
    chunks.push(file);
    // A published version's files are read-only, and so are their copies.
    await chmod(path.join(folder, file), 0o644);
    await writeFile(path.join(folder, file), text.replaceAll(from, to));
  }
  return chunks;
}

/**
 * A copy of a version folder with `from` replaced by `to` in the one chunk that holds it, in the browser build and
 * in the server build beside it (server/): a release changes both.
 */
async function changedCopy(version: string, from: string, to: string): Promise<string> {
  const copy = await mkdtemp(path.join(os.tmpdir(), 'blog-release-'));
  await cp(path.join(blogDist, version), copy, { recursive: true });
  expect(await replaceInChunks(copy, from, to), `browser chunks of blog ${version} holding "${from}"`).toHaveLength(1);
  const server = path.join(copy, 'server');
  expect(await replaceInChunks(server, from, to), `server chunks of blog ${version} holding "${from}"`).toHaveLength(1);
  return copy;
}

/** The page's HTML as the edge server sends it (rendered on the server; no JavaScript runs). */
async function rawHtml(page: Page, url: string): Promise<string> {
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  return response.text();
}

/** Every response from a version folder of the blog, by the page that asked. */
function blogFiles(page: Page): Array<{ url: string; status: number }> {
  const seen: Array<{ url: string; status: number }> = [];
  page.on('response', (response) => {
    if (response.url().includes('/remotes/blog/')) seen.push({ url: response.url(), status: response.status() });
  });
  return seen;
}

test('a released blog shows on new page loads, a rollback brings the old one back, and an open tab keeps working', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const savedPointer = await readFile(pointerFile, 'utf8');
  const savedHistory = await readIfThere(historyFile);
  const original = await currentVersion();
  const foldersBefore = new Set(await readdir(blogDist));
  const intro = await englishIntro();
  const changed = `Release check ${Date.now()}: this line comes from the new version.`;
  const artifact = await changedCopy(original, intro, changed);

  try {
    const released = await run(['release', '-w', 'mfe-blog', '--', '--from', artifact]);
    const version = await currentVersion();
    expect(version).not.toBe(original);
    expect(foldersBefore.has(version)).toBe(false);
    expect(released).toContain(`blog: released ${version}, previously ${original}`);
    const history = JSON.parse((await readIfThere(historyFile))!);
    expect(history.at(-1)).toMatchObject({ action: 'release', version, previous: original });

    // The edge renders the released server build on the next request: no restart, no shell rebuild.
    expect(await rawHtml(page, '/blog')).toContain(changed);

    // A new page load gets the released version, with no restart of the portal.
    const openTabFiles = blogFiles(page);
    await page.goto('/blog');
    await expect(page.getByText(changed)).toBeVisible();
    expect(openTabFiles.length).toBeGreaterThan(0);
    expect(openTabFiles.filter((file) => !file.url.includes(`/remotes/blog/${version}/`))).toEqual([]);

    // Roll back with no version named: the history says what was current before this release.
    const rolledBack = await run(['rollback', '--', 'blog']);
    expect(rolledBack).toContain(`blog: rolled back to ${original} (was ${version})`);
    expect(await currentVersion()).toBe(original);
    const listed = await run(['rollback', '--', 'blog', '--list']);
    expect(listed).toMatch(new RegExp(`^\\* ${original} .*\\(current\\)$`, 'm'));
    expect(listed).toMatch(new RegExp(`^  ${version} `, 'm'));

    // The server renders the old version again, and a new page load gets it back.
    const html = await rawHtml(page, '/blog');
    expect(html).toContain(intro);
    expect(html).not.toContain(changed);
    const fresh = await context.newPage();
    const freshFiles = blogFiles(fresh);
    await fresh.goto('/blog');
    await expect(fresh.getByText(intro)).toBeVisible();
    await expect(fresh.getByText(changed)).toHaveCount(0);
    expect(freshFiles.filter((file) => !file.url.includes(`/remotes/blog/${original}/`))).toEqual([]);

    // The tab opened on the released version keeps running it: its next page loads more of that version's files,
    // which are still there.
    const beforeNavigation = openTabFiles.length;
    const card = page.getByTestId('post-card').first().getByRole('heading');
    const title = (await card.textContent())!.trim();
    await card.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const afterRollback = openTabFiles.slice(beforeNavigation);
    expect(afterRollback.length).toBeGreaterThan(0);
    expect(
      afterRollback.filter((file) => !file.url.includes(`/remotes/blog/${version}/`) || file.status !== 200),
    ).toEqual([]);
    await page.getByRole('link', { name: 'Back to the blog' }).click();
    await expect(page.getByText(changed)).toBeVisible();
    await fresh.close();
  } finally {
    const temporary = path.join(blogDist, '.current.json.e2e.tmp');
    await writeFile(temporary, savedPointer);
    await rename(temporary, pointerFile);
    if (savedHistory === null) await rm(historyFile, { force: true });
    else await writeFile(historyFile, savedHistory);
    for (const folder of await readdir(blogDist)) {
      if (!foldersBefore.has(folder)) await rm(path.join(blogDist, folder), { recursive: true, force: true });
    }
    await rm(artifact, { recursive: true, force: true });
  }
});
