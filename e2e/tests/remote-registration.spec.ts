import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { deploy, publishFolder, releaseVersion } from './deploy-kit';
import { expect, test } from './fixtures';

/**
 * Remotes own their routes and overlay boxes: a fifth remote (e2e/fixtures/mfe-fixture, built here with the same
 * config factory as the real ones) is registered through the running portal's deploy API and its build published
 * there, and its page and its box work with no change to, rebuild of or restart of the shell.
 */
const repoRoot = path.resolve(__dirname, '../..');
const fixtureDir = path.join(repoRoot, 'e2e', 'fixtures', 'mfe-fixture');
/** What an operator's one-off publisher does: register the remote, upload its build, seal it and release it. */
async function publishFixture(): Promise<void> {
  const dist = path.join(fixtureDir, 'dist');
  const { version } = JSON.parse(await readFile(path.join(dist, 'current.json'), 'utf8')) as { version: string };
  await deploy('POST', '/remotes', { name: 'fixture' });
  await publishFolder('fixture', path.join(dist, version), version);
  await releaseVersion('fixture', version, 'e2e: a fifth remote, registered at runtime');
}

test('a remote registered at runtime adds a page and an overlay box, with no change to the shell', async ({ page }) => {
  // A production build of the fixture remote (tens of seconds on a busy machine), then the flow itself.
  test.setTimeout(240_000);
  await promisify(execFile)(process.execPath, [path.join(repoRoot, 'scripts', 'build-app.mjs')], {
    cwd: fixtureDir,
    env: { ...process.env, NODE_ENV: 'production' },
  });

  expect((await page.request.get('/fixture-hello')).status(), 'unknown before it is registered').toBe(404);
  await publishFixture();
  {
    // Every edge learns the registry's change within 2 s.
    await expect
      .poll(async () => ((await (await page.request.get('/remotes.json')).json()) as { fixture?: unknown }).fixture, {
        timeout: 10_000,
      })
      .toBeTruthy();
    const registry = await (await page.request.get('/remotes.json')).json();
    expect(registry.fixture.routes.pages).toEqual([
      { path: '/fixture-hello', seoKey: 'fixture_hello', module: 'HelloPage' },
    ]);

    // The page: answered 200 by the edge, rendered by the browser from the fixture's entry, in any locale.
    const response = await page.goto('/fr/fixture-hello');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello from a fifth remote' })).toBeVisible();
    await expect(page.locator('header')).toBeVisible();

    // The box: opened by name, titled with the fixture's own string, closed like any other.
    await page.getByRole('button', { name: 'Open the fixture box' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fixture box' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('fixture-box')).toContainText('This box belongs to the fixture remote.');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    // The shell's own pages and the other remotes' are untouched.
    await page.goto('/games/snake');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});
