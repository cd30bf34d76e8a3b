import type { APIRequestContext, Page } from '@playwright/test';
import { apiPlayer, expect, signIn, test } from './fixtures';

const API = '/app/api/v1';

/** The signed-in page's access token, as the portal keeps it (the signIn fixture stores it before the page loads). */
async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(
    () => (JSON.parse(window.localStorage.getItem('portal.auth') ?? '{}') as { access_token: string }).access_token,
  );
}

/** Another player, signed up and logged in through the API only. */
async function otherPlayer(request: APIRequestContext, name: string): Promise<string> {
  return (await apiPlayer(request, name, 'e2e-device-0002')).access_token;
}

async function call<T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const res = await request.post(`${API}${path}`, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

const overlay = (page: Page) => page.getByTestId('overlay');

test('a game favourited on its page shows in the favourites box', async ({ page }) => {
  await signIn(page, 'Fave Finder');
  await page.goto('/games/snake');
  const favourite = page.getByRole('button', { name: 'Favourite', exact: true });
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');

  await page.getByTestId('account-menu').click();
  await overlay(page).getByRole('button', { name: 'Favourites', exact: true }).click();
  await expect(overlay(page)).toHaveAttribute('data-box', 'favorites');
  const list = overlay(page).getByRole('list', { name: 'Your favourites' });
  await expect(list.getByRole('link', { name: /Snake/ })).toHaveAttribute('href', '/games/snake');

  // Removing it there empties the list, and the game page agrees after a reload.
  await list.getByRole('button', { name: 'Remove Snake from favourites' }).click();
  await expect(overlay(page).getByTestId('list-empty')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Favourite', exact: true })).toHaveAttribute('aria-pressed', 'false');
});

test('feedback of 4 characters is refused without a request; 20 characters are sent with a thank-you toast', async ({
  page,
}) => {
  await signIn(page, 'Feedback Giver');
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/user/feedback')) posts.push(request.postData() ?? '');
  });
  await page.goto('/about');
  // The about page has its own "Contact us" button besides the footer's: use the page's.
  await page.getByRole('main').getByRole('button', { name: 'Contact us' }).click();
  await overlay(page)
    .getByRole('button', { name: /Send feedback/ })
    .click();
  await expect(overlay(page)).toHaveAttribute('data-box', 'contactusform');

  const field = overlay(page).getByRole('textbox', { name: 'Your feedback' });
  await field.fill('abcd');
  await expect(overlay(page).getByTestId('feedback-counter')).toHaveText('4 / 500');
  await overlay(page).getByRole('button', { name: 'Send' }).click();
  await expect(overlay(page).getByRole('alert')).toHaveText('Feedback content must be between 5 and 500 characters');
  expect(posts).toEqual([]);

  await field.fill('The games load fast!');
  await expect(overlay(page).getByTestId('feedback-counter')).toHaveText('20 / 500');
  const sent = page.waitForResponse((res) => res.url().includes('/user/feedback') && res.request().method() === 'POST');
  await overlay(page).getByRole('button', { name: 'Send' }).click();
  expect((await sent).status()).toBe(200);
  await expect(page.getByTestId('toast').filter({ hasText: 'Thank you! Your message was sent.' })).toBeVisible();
  await expect(overlay(page)).not.toBeVisible();
  expect(posts.map((body) => JSON.parse(body) as unknown)).toEqual([
    { category: 'contact', message: 'The games load fast!' },
  ]);
});

test('a game problem sent through "Contact us" names the game found by search and the kind of problem', async ({
  page,
}) => {
  await signIn(page, 'Bug Reporter');
  await page.goto('/about');
  const sent = page.waitForRequest(
    (request) => request.url().includes('/user/feedback') && request.method() === 'POST',
  );
  // The game page's own "Report a problem" is the guest form (ratings-and-reports.spec.ts); signed-in players can
  // also write to the team from the footer, picking the game.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Contact us' }).click();
  await overlay(page)
    .getByRole('button', { name: /Problem with a game/ })
    .click();
  await overlay(page).getByRole('searchbox', { name: 'Which game has the problem?' }).fill('snake');
  await overlay(page).getByRole('button', { name: 'Snake', exact: true }).click();
  await overlay(page).getByRole('radio', { name: 'The controls do not work' }).check();
  await overlay(page).getByRole('textbox', { name: 'Describe the problem' }).fill('Arrow keys do nothing in level 2');
  await overlay(page).getByRole('button', { name: 'Send' }).click();
  expect((await sent).postDataJSON()).toEqual({
    category: 'game',
    slug: 'snake',
    problem: 'controls',
    message: 'Arrow keys do nothing in level 2',
  });
  await expect(page.getByTestId('toast').filter({ hasText: 'Thank you!' })).toBeVisible();
});

test('a reply to your comment shows up as a notification that leads to it', async ({ page }) => {
  await signIn(page, 'Comment Author');
  await page.goto('/about');
  const token = await tokenOf(page);
  const mine = await call<{ id: number }>(page.request, token, '/user/g/comment/create', {
    slug: 'snake',
    content: 'Snake is my favourite classic',
  });
  const replier = await otherPlayer(page.request, 'Quick Replier');
  const reply = await call<{ id: number }>(page.request, replier, '/user/g/comment/create', {
    slug: 'snake',
    content: 'Mine too, great game',
    parent_id: mine.id,
  });

  // The bell refreshes when the window regains focus; a reload is the same for the test and quicker.
  await page.reload();
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(page.getByTestId('unread-badge')).toHaveText('1');
  await bell.click();
  await expect(overlay(page)).toHaveAttribute('data-box', 'notifications');
  const note = overlay(page)
    .getByTestId('notification')
    .filter({ hasText: 'Quick Replier replied to your comment on Snake' });
  await expect(note).toContainText('Mine too, great game');
  await note.getByRole('button', { name: /Quick Replier replied/ }).click();

  await expect(overlay(page)).toHaveAttribute('data-box', 'notificationsdetails');
  await expect(page.getByTestId('unread-badge')).toHaveCount(0);
  await overlay(page).getByRole('link', { name: 'Go to the comment' }).click();
  await expect(page).toHaveURL(new RegExp(`/games/snake#comment-${reply.id}$`));
  await expect(overlay(page)).not.toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});

test('the account page shows favourites, liked games and play history as tabs kept in the URL', async ({ page }) => {
  await signIn(page, 'List Keeper');
  await page.goto('/about');
  const token = await tokenOf(page);
  await call(page.request, token, '/user/g/favorite', { slug: 'snake', favorite: true });
  await call(page.request, token, '/user/g/like', { slug: 'memory-match', like: true });
  await call(page.request, token, '/user/g/report', { slug: 'brick-breaker' });
  await call(page.request, token, '/user/g/report', { slug: 'merge-tiles' });

  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  const panel = page.getByRole('tabpanel');
  await expect(page.getByRole('tab', { name: 'Favourites' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('link', { name: /Snake/ })).toBeVisible();

  await page.getByRole('tab', { name: 'Liked' }).click();
  await expect(page).toHaveURL(/\/account\?tab=liked$/);
  await expect(panel.getByRole('link', { name: /Memory Match/ })).toBeVisible();

  await page.getByRole('tab', { name: 'Liked' }).press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'History' })).toBeFocused();
  await expect(page).toHaveURL(/\?tab=history$/);
  const history = panel.getByRole('list', { name: 'Games you played' });
  await expect(history.getByRole('link')).toHaveCount(2);
  await history.getByRole('button', { name: 'Remove Brick Breaker from history' }).click();
  await expect(history.getByRole('link')).toHaveCount(1);

  // The server forgot it too, and the tab survives a reload.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('link', { name: /Merge Tiles/ })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: /Brick Breaker/ })).toHaveCount(0);
});

test('a guest on the account page is asked to sign in', async ({ page }) => {
  await page.goto('/account');
  await expect(page.getByTestId('account-guest')).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await page.getByTestId('account-guest').getByRole('button', { name: 'Sign in' }).click();
  await expect(overlay(page)).toHaveAttribute('data-box', 'login');
});
