import { expect, test } from './fixtures';

test('a name set in the account remote shows at once in the shell header and in the games remote', async ({ page }) => {
  await page.goto('/account');
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await expect(page.getByTestId('shell-user')).toHaveCount(0);

  await page.getByLabel('Display name').fill('  Ada   Lovelace ');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByTestId('shell-user')).toHaveText(/Hi, Ada Lovelace/);
  // A guest name does not sign anyone in.
  await expect(page.getByTestId('account-menu')).toHaveText('Sign in');
  await page.getByRole('banner').getByRole('link', { name: 'Playnook', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Ada Lovelace!');
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

  await page.reload();
  await expect(page.getByTestId('shell-user')).toHaveText(/Ada Lovelace/);
});

test('an invalid name is rejected with a message and changes nothing', async ({ page }) => {
  await page.goto('/fr/account');
  await page.getByLabel('Nom affiché').fill('x');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('alert')).toHaveText('Le nom doit contenir au moins 2 caractères.');
  await expect(page.getByTestId('shell-user')).toHaveCount(0);
});
