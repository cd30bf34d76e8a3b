import { execFile } from 'node:child_process';
import { chmod, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { currentOf, pointAt, publishFolder, releaseVersion } from './deploy-kit';
import { expect, remoteFallback, test } from './fixtures';

/**
 * The contract between the shell and a remote (docs/architecture.md): `npm run release` refuses a build the live
 * shell cannot serve, and a pointer forced onto such a version gets the previous compatible one, not a crash.
 *
 * The incompatible builds are copies of the blog's current version folder whose recorded contract
 * (portal-manifest.json, written by the build from the remote's imports) is changed the way each crash changes it;
 * a full rspack build per case would cost minutes of the suite and prove nothing more about the check.
 */
const repoRoot = path.resolve(__dirname, '../..');
/** The local build: the version folders `npm run build` made, the one the portal published at start among them. */
const blogDist = path.join(repoRoot, 'mfe-blog', 'dist');
const shellClient = path.join(repoRoot, 'shell', 'dist', 'client');

interface PortalManifest {
  contract: { shared: Record<string, string>; imports: Record<string, string[]> };
}

/** `npm run release …`: exit status and what it printed. */
async function release(args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)('npm', ['run', '--silent', 'release', ...args], {
      cwd: repoRoot,
      env: { ...process.env, PORTAL_URL: process.env.E2E_BASE_URL!, DEPLOY_TOKEN: process.env.E2E_DEPLOY_TOKEN! },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, output: stdout + stderr };
  }
}

const currentVersion = () => currentOf('blog');

/** A writable copy of `folder` whose JSON file `file` is changed by `change`. */
async function changedCopy<T>(folder: string, file: string, change: (value: T) => void): Promise<string> {
  const copy = await mkdtemp(path.join(os.tmpdir(), 'contract-'));
  await cp(folder, copy, { recursive: true });
  await chmod(path.join(copy, file), 0o644);
  const value = JSON.parse(await readFile(path.join(copy, file), 'utf8')) as T;
  change(value);
  await writeFile(path.join(copy, file), JSON.stringify(value));
  return copy;
}

test('release refuses the three builds that used to crash at render, naming what is missing', async () => {
  test.setTimeout(120_000);
  const version = await currentVersion();
  const blogFolder = path.join(blogDist, version);
  const copies: string[] = [];
  try {
    // 1. A blog build that imports an export @portal/shared does not have in the live shell.
    const newExport = await changedCopy<PortalManifest>(blogFolder, 'portal-manifest.json', (manifest) => {
      manifest.contract.imports['@portal/shared']!.push('fetchBlogHighlights');
    });
    // 2. A blog that uses a react-router export the deployed shell tree-shook away.
    const routerExport = await changedCopy<PortalManifest>(blogFolder, 'portal-manifest.json', (manifest) => {
      manifest.contract.imports['react-router']!.push('useBlocker');
    });
    copies.push(newExport, routerExport);
    for (const [copy, message] of [
      [newExport, 'it imports "fetchBlogHighlights" from @portal/shared, which the shell does not provide'],
      [routerExport, 'it imports "useBlocker" from react-router, which the shell does not provide'],
    ] as const) {
      const refused = await release(['-w', 'mfe-blog', '--', '--from', copy]);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(`release: blog cannot run in the live shell (${shellClient}): ${message}.`);
      expect(await currentVersion()).toBe(version);
    }

    // 3. A shell rebuilt with a shared export renamed while the old blog stays live: the shell's release refuses.
    const blogImports = (
      JSON.parse(await readFile(path.join(blogFolder, 'portal-manifest.json'), 'utf8')) as PortalManifest
    ).contract.imports['@portal/shared']!;
    const renamed = blogImports[0]!;
    const shell = await changedCopy<{ exports: Record<string, string[]> }>(
      shellClient,
      'portal-provides.json',
      (provides) => {
        provides.exports['@portal/shared'] = provides.exports['@portal/shared']!.map((name) =>
          name === renamed ? `${name}Renamed` : name,
        );
      },
    );
    copies.push(shell);
    const refused = await release(['-w', 'shell', '--', '--from', shell]);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('release: this shell build cannot serve the live remotes:');
    expect(refused.output).toContain(
      `blog ${version} cannot run in the live shell (${shell}): it imports "${renamed}" from @portal/shared, which the shell does not provide.`,
    );
    // The shell as built serves every live remote.
    expect((await release(['-w', 'shell'])).output).toContain('can serve every live remote');
  } finally {
    for (const copy of copies) await rm(copy, { recursive: true, force: true });
  }
});

test('a pointer forced onto a version the shell cannot serve falls back to the previous compatible one', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const good = await currentVersion();
  const bad = `${good}-e2e-incompatible`;
  const copy = await changedCopy<PortalManifest>(path.join(blogDist, good), 'portal-manifest.json', (manifest) => {
    manifest.contract.shared['@portal/shared'] = '^9.0.0';
  });
  try {
    // Forced past the release command's check: published and released through the deploy API, which does not know
    // the shell.
    await publishFolder('blog', copy, bad);
    await releaseVersion('blog', bad, 'e2e: forced past the contract check');
    // Once the edge has mirrored the move (its REMOTES_CACHE_DIR under the portal's data folder)…
    const mirrored = path.join(process.env.E2E_DATA_DIR!, 'remotes-cache', 'blog', 'current.json');
    await expect.poll(async () => (await readFile(mirrored, 'utf8').catch(() => '')).includes(bad)).toBe(true);

    // The edge names the previous compatible version, for the server render and the browser alike.
    const registry = await (await page.request.get('/remotes.json')).json();
    expect(registry.blog.version).toBe(good);

    const blogFiles: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/remotes/blog/')) blogFiles.push(request.url());
    });
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(page.getByTestId('post-card').first()).toBeVisible();
    await expect(remoteFallback(page, 'blog')).toHaveCount(0);
    expect(blogFiles.filter((url) => url.includes(`/remotes/blog/${bad}/`))).toEqual([]);
  } finally {
    await pointAt('blog', good, 'e2e: back to the build under test');
    await rm(copy, { recursive: true, force: true });
  }
});

test('the shell itself refuses an incompatible version it is handed and mounts the previous one listed', async ({
  page,
}) => {
  const good = await currentVersion();
  const bad = `${good}-e2e-incompatible`;
  // A registry from elsewhere (a stale edge, another shell's provides): its blog version needs a newer contract.
  // The page's inlined registry is swapped for it as the shell's boot code assigns it (shell/src/ssr/pageData.ts).
  await page.addInitScript(
    ({ good, bad }) => {
      let registry: unknown;
      Object.defineProperty(window, '__PORTAL_REMOTES__', {
        configurable: true,
        get: () => registry,
        set: (value: Record<string, unknown>) => {
          registry = {
            ...value,
            blog: {
              version: bad,
              entry: `/remotes/blog/${bad}/mf-manifest.json`,
              contract: { shared: { '@portal/shared': '^9.0.0' }, imports: {} },
              // The blog's pages, as any edge lists them with the version.
              routes: (value.blog as { routes?: unknown } | undefined)?.routes,
              previous: [{ version: good, entry: `/remotes/blog/${good}/mf-manifest.json` }],
            },
          };
        },
      });
    },
    { good, bad },
  );
  const refused = page.waitForEvent('console', (message) => message.text().includes(`blog ${bad} refused`));
  await page.goto('/blog');
  await refused;
  await expect(page.getByTestId('post-card').first()).toBeVisible();
  await expect(remoteFallback(page, 'blog')).toHaveCount(0);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
});
