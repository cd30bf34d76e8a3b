import type { Page } from '@playwright/test';
import { apiPlayer, expect, test } from './fixtures';
import { routeSamples, SEEDED_SLUGS } from './route-samples';

/**
 * The first view is rendered on the server (docs/server-rendering.md): with JavaScript off, every public page shows
 * its real content in every locale; with it on, the browser hydrates that HTML without a mismatch (fixtures.ts fails
 * a test on any console error, and the shell logs every hydration error as one).
 */
const NO_JS_LOCALES = ['', '/ar', '/zh-CN'];

const CONTENT: Array<{ path: string; shows: (page: Page) => Promise<void> }> = [
  {
    path: '/',
    shows: async (page) => expect(page.getByTestId('hot-games').getByRole('link').first()).toBeVisible(),
  },
  {
    path: `/categories/${SEEDED_SLUGS['/categories/:slug']}`,
    shows: async (page) => expect(page.getByTestId('category-games').getByRole('link').first()).toBeVisible(),
  },
  {
    path: `/tagslist/${SEEDED_SLUGS['/tagslist/:slug']}`,
    shows: async (page) => expect(page.getByTestId('tag-games').getByRole('link').first()).toBeVisible(),
  },
  {
    path: '/search?q=snake',
    shows: async (page) => expect(page.getByTestId('search-results').getByRole('link').first()).toBeVisible(),
  },
  {
    path: `/games/${SEEDED_SLUGS['/games/:slug']}`,
    shows: async (page) => {
      await expect(page.locator('#game-title')).not.toBeEmpty();
      await expect(page.locator('.game-page__text').first()).not.toBeEmpty();
      await expect(page.locator('.comments')).toBeVisible();
    },
  },
  {
    path: '/blog',
    shows: async (page) => expect(page.getByTestId('post-card').first()).toBeVisible(),
  },
  {
    path: `/blog/${SEEDED_SLUGS['/blog/:slug']}`,
    shows: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
      await expect(page.locator('article p').first()).not.toBeEmpty();
    },
  },
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of NO_JS_LOCALES) {
    test(`${locale || '/en'}: every public page shows its real content`, async ({ page }) => {
      test.setTimeout(60_000);
      for (const { path, shows } of CONTENT) {
        const response = await page.goto(`${locale}${path === '/' && locale ? '' : path}`);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('dir', locale === '/ar' ? 'rtl' : 'ltr');
        await expect(page.locator('header').first()).toBeVisible();
        await shows(page);
        await expect(page.locator('.remote-loading--page'), `${path} is not left to the browser`).toHaveCount(0);
      }
    });
  }
});

test.describe('hydration', () => {
  // English and Arabic: the page-table walks of a11y.spec.ts load every page, hydrated, with no console error.
  for (const locale of ['/ja']) {
    test(`${locale || '/en'}: every route of the page table hydrates without a mismatch`, async ({ page }) => {
      test.setTimeout(120_000);
      for (const sample of routeSamples().filter((s) => s.status === 200)) {
        const url = `${locale}${sample.path === '/' && locale ? '' : sample.path}`;
        await page.goto(url);
        // The page marker flips once React has hydrated (or rendered) the document.
        await expect(page.locator('html[data-hydrated="true"]'), url).toHaveCount(1);
      }
    });
  }

  test("a remote's stylesheet the server linked is not added again when its code loads", async ({ page }) => {
    for (const [url, expose] of [
      ['/', 'HomePage'],
      [`/blog/${SEEDED_SLUGS['/blog/:slug']}`, 'BlogPostPage'],
    ] as const) {
      await page.goto(url);
      await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
      // The remote's runtime adds its stylesheets when it loads the page's code (a second link would restyle the page).
      await expect
        .poll(() =>
          page.evaluate(
            (name) => performance.getEntriesByType('resource').some((entry) => entry.name.includes(name)),
            `__federation_expose_${expose}`,
          ),
        )
        .toBe(true);
      const sheets = await page
        .locator('link[rel="stylesheet"]')
        .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
      expect(sheets.filter((href) => href.includes('/remotes/')).length, url).toBeGreaterThan(0);
      expect(sheets, url).toEqual([...new Set(sheets)]);
    }
  });

  test('a game page hydrates without making an Intl formatter: the server wrote its numbers, lists, dates and times', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // A game no other spec comments on, with one comment posted now, so the page has a relative time to write
    // ("now") that no minute boundary can change between the server's render and the browser's.
    const slug = 'sudoku';
    const { access_token } = await apiPlayer(page.request, 'Formatter Counter');
    const posted = await page.request.post('/app/api/v1/user/g/comment/create', {
      data: { slug, content: 'Counting formatters' },
      headers: { Authorization: `Bearer ${access_token}` },
    });
    expect(posted.ok(), await posted.text()).toBe(true);
    // A page's first formatter costs a phone about 200 ms; count the ones this page makes (@portal/shared formats.ts).
    await page.addInitScript(() => {
      const made: string[] = [];
      (window as unknown as { __formatters: string[] }).__formatters = made;
      const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
      for (const name of ['NumberFormat', 'ListFormat', 'DateTimeFormat', 'RelativeTimeFormat']) {
        intl[name] = new Proxy(intl[name]!, {
          construct(target, args: unknown[]) {
            made.push(name);
            return Reflect.construct(target, args) as object;
          },
        });
      }
    });
    for (const locale of ['', '/ar', '/ja']) {
      const url = `${locale}/games/${slug}`;
      // Only a page the server rendered in full has written strings to read (a cold remote may be left to the
      // browser within the render budget): load it until it is, as a returning visitor would.
      await expect
        .poll(async () => (await (await page.goto(url))?.text())?.includes('data-testid="game-plays"'), {
          timeout: 60_000,
        })
        .toBe(true);
      await expect(page.locator('html[data-hydrated="true"]'), url).toHaveCount(1);
      // The browser reloads the game's detail once hydrated (its "liked" is this device's): that answer too.
      await expect
        .poll(() =>
          page.evaluate(
            (path) => performance.getEntriesByType('resource').some((entry) => entry.name.includes(path)),
            `/app/api/v1/g/${slug}`,
          ),
        )
        .toBe(true);
      await expect(page.getByTestId('game-plays')).toBeVisible();
      await expect(
        page.getByTestId('comment').filter({ hasText: 'Counting formatters' }).locator('time'),
      ).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __formatters: string[] }).__formatters), url).toEqual(
        [],
      );
    }
  });

  test('the first view asks the API for nothing the server already sent', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/app/api/v1/')) calls.push(`${url.pathname}${url.search}`);
    });
    await page.goto('/blog');
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await expect(page.getByTestId('post-card').first()).toBeVisible();
    expect(calls.filter((call) => call.startsWith('/app/api/v1/blog'))).toEqual([]);
  });
});
