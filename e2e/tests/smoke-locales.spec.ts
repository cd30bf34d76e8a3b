import { directionOf, localizePath, LOCALE_CODES } from '@portal/shared/i18n/locales';
import { expect, test } from './fixtures';
import { watchProblems } from './page-problems';
import { routeSamples } from './route-samples';

// Every route of the shell's page table in every locale. The edge's HTML of all of them is checked with plain
// requests (status, <title>, <html lang dir>); a full browser visit costs about a second, so each route loads in the
// browser in two locales only (a Latin square: route i in locales i and i + 9), which still boots every route and
// every locale, checking the booted page's title, lang and dir, that no error screen or remote fallback shows, and that
// nothing logs an error or fails to load.
const ROUTES = routeSamples();
const BROWSER_OFFSETS = [0, LOCALE_CODES.length / 2];
const SITE_NAME = 'Playnook';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The SEO config's title template as a pattern: the site name filled in, any other placeholder (a game's name…) non-empty. */
function titlePattern(template: string): RegExp {
  const parts = template.split(/(\{\w+\})/).map((part) => {
    if (part === '{siteName}') return escapeRegExp(SITE_NAME);
    return /^\{\w+\}$/.test(part) ? '[^{}]+' : escapeRegExp(part);
  });
  return new RegExp(`^${parts.join('')}$`);
}

const decodeEntities = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_match, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!,
  );

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

for (const [localeIndex, locale] of LOCALE_CODES.entries()) {
  const dir = directionOf(locale);
  const browserRoutes = ROUTES.filter((_route, i) =>
    BROWSER_OFFSETS.some((offset) => (i + offset) % LOCALE_CODES.length === localeIndex),
  );

  test(`${locale}: every route's HTML; in the browser ${browserRoutes.map((route) => route.path).join(', ')}`, async ({
    page,
    request,
    baseURL,
  }) => {
    const seoResponse = await request.get(`/api/seo-config?language=${locale}`);
    expect(seoResponse.ok()).toBe(true);
    const seo = ((await seoResponse.json()) as { data: Record<string, { title: string }> }).data;
    const expectedTitle = (seoKey: string) => titlePattern(seo[seoKey]?.title ?? `missing SEO title "${seoKey}"`);

    await Promise.all(
      ROUTES.map(async (route) => {
        const url = localizePath(route.path, locale);
        const response = await request.get(url, { maxRedirects: 0 });
        expect.soft(response.status(), `status of ${url}`).toBe(route.status);
        const html = await response.text();
        const htmlTag = /<html\b[^>]*>/.exec(html)?.[0] ?? '';
        expect.soft(attribute(htmlTag, 'lang'), `lang of ${url}`).toBe(locale);
        expect.soft(attribute(htmlTag, 'dir'), `dir of ${url}`).toBe(dir);
        const title = decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
        expect.soft(title, `title of ${url}`).toMatch(expectedTitle(route.seoKey));
      }),
    );

    expect(browserRoutes.length, 'routes of this locale loaded in the browser').toBeGreaterThan(0);
    const problems = watchProblems(page);
    for (const route of browserRoutes) {
      const url = localizePath(route.path, locale);
      if (route.status !== 200) problems.expectDocument(new URL(url, baseURL).href, route.status);
      const response = await page.goto(url);
      expect.soft(response?.status(), `status of ${url} in the browser`).toBe(route.status);
      await expect.soft(page.getByRole('heading', { level: 1 }).first(), `h1 of ${url}`).toBeVisible();
      await expect.soft(page.locator('html'), `lang of ${url} after boot`).toHaveAttribute('lang', locale);
      await expect.soft(page.locator('html'), `dir of ${url} after boot`).toHaveAttribute('dir', dir);
      await expect.soft(page, `title of ${url} after boot`).toHaveTitle(expectedTitle(route.seoKey));
      if (route.status === 200) {
        await expect.soft(page.getByTestId('error-screen'), `error screen on ${url}`).toHaveCount(0);
        await expect.soft(page.locator('[data-remote-fallback]'), `remote fallback on ${url}`).toHaveCount(0);
      }
      await problems.settle();
    }
    expect(problems.list, 'console errors and failed requests').toEqual([]);
  });
}
