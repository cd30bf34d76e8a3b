import { execFile } from 'node:child_process';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './fixtures';

/**
 * Remotes own their routes and overlay boxes: a fifth remote (e2e/fixtures/mfe-fixture, built here with the same
 * config factory as the real ones) is added to the running portal's registry file, and its page and its box work
 * with no change to, rebuild of or restart of the shell.
 */
const repoRoot = path.resolve(__dirname, '../..');
const fixtureDir = path.join(repoRoot, 'e2e', 'fixtures', 'mfe-fixture');
const registryFile = process.env.E2E_REMOTES_REGISTRY!;

async function writeRegistry(text: string) {
  await writeFile(`${registryFile}.tmp`, text);
  await rename(`${registryFile}.tmp`, registryFile);
}

test('a remote registered at runtime adds a page and an overlay box, with no change to the shell', async ({ page }) => {
  // A production build of the fixture remote (tens of seconds on a busy machine), then the flow itself.
  test.setTimeout(240_000);
  await promisify(execFile)(process.execPath, [path.join(repoRoot, 'scripts', 'build-app.mjs')], {
    cwd: fixtureDir,
    env: { ...process.env, NODE_ENV: 'production' },
  });

  expect((await page.request.get('/fixture-hello')).status(), 'unknown before it is registered').toBe(404);
  const original = await readFile(registryFile, 'utf8');
  await writeRegistry(JSON.stringify({ ...JSON.parse(original), fixture: fixtureDir }));
  try {
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
  } finally {
    await writeRegistry(original);
  }
  expect((await page.request.get('/fixture-hello')).status(), 'gone once it is unregistered').toBe(404);
});
