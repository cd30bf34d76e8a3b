import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const API = '/app/api/v1';

interface Summary {
  slug: string;
  title: string;
}
interface Post extends Summary {
  language: string;
  html: string;
}

async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`${API}${path}`);
  expect(res.ok(), path).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/** A shipped post whose Italian translation has its title and excerpt but not its text (yet). */
async function partlyTranslatedPost(request: APIRequestContext) {
  const { items } = await apiData<{ items: Summary[] }>(request, '/blog/all?language=it&limit=100');
  for (const { slug } of items) {
    const it = await apiData<Post>(request, `/blog/detail?slug=${slug}&language=it`);
    if (it.language !== 'en') continue;
    const [en, fr] = await Promise.all(
      ['en', 'fr'].map((language) => apiData<Post>(request, `/blog/detail?slug=${slug}&language=${language}`)),
    );
    return { slug, it, en: en!, fr: fr! };
  }
  throw new Error('no post with an Italian title over an English text');
}

/** The raw HTML's JSON-LD, as a crawler without JavaScript reads it. */
async function jsonLdOf(request: APIRequestContext, path: string): Promise<unknown[]> {
  const html = await (await request.get(path)).text();
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m): unknown =>
    JSON.parse(m[1]!),
  );
}

/** The address of the list page (four posts a page) that shows a post. */
async function listPageOf(request: APIRequestContext, slug: string, language = 'en'): Promise<string> {
  const { items } = await apiData<{ items: Summary[] }>(request, `/blog/all?language=${language}&limit=100`);
  const number = Math.floor(items.findIndex((item) => item.slug === slug) / 4) + 1;
  return `${language === 'en' ? '' : `/${language}`}/blog${number > 1 ? `?page=${number}` : ''}`;
}

const cardTitles = (page: Page) => page.getByTestId('blog-posts').getByRole('heading').allTextContents();

test('the blog lists its posts a page at a time, by category, with every page at its own address', async ({
  page,
  request,
}) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(page.getByTestId('post-card').first()).toBeVisible();
  const firstPage = await cardTitles(page);

  // 6+ posts at four a page: there is a second page, linked as a plain address.
  const pages = page.getByRole('navigation', { name: 'Blog pages' });
  await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/blog?page=2');
  await pages.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(pages.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/blog');
  await expect.poll(() => cardTitles(page)).not.toEqual(firstPage);
  const secondPage = await cardTitles(page);
  expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);

  // The address alone is the page: a reload shows the same posts.
  await page.reload();
  await expect.poll(() => cardTitles(page)).toEqual(secondPage);

  const categories = await apiData<Array<{ slug: string; name: string; post_count: number }>>(
    request,
    '/blog/categories',
  );
  const biggest = categories.reduce((a, b) => (b.post_count > a.post_count ? b : a));
  await page.getByTestId('blog-categories').getByRole('link', { name: biggest.name }).click();
  await expect(page).toHaveURL(new RegExp(`/blog\\?category=${biggest.slug}$`));
  await expect(page.getByTestId('blog-categories').getByRole('link', { name: biggest.name })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const cards = page.getByTestId('post-card');
  await expect(cards).toHaveCount(Math.min(4, biggest.post_count));
  for (const card of await cards.all()) await expect(card.getByText(biggest.name, { exact: true })).toBeVisible();
  if (biggest.post_count > 4) {
    await pages.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(new RegExp(`/blog\\?category=${biggest.slug}&page=2$`));
    await expect(cards).toHaveCount(Math.min(4, biggest.post_count - 4));
  } else {
    await expect(pages).toHaveCount(0);
  }
});

test('a post shows its games and related posts, and its table of contents jumps to a section', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(await listPageOf(request, 'welcome-to-playnook'));
  await page.getByTestId('blog-posts').getByRole('link', { name: 'Welcome to Playnook' }).click();
  await expect(page).toHaveURL(/\/blog\/welcome-to-playnook$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Playnook' })).toBeVisible();
  await expect(page.getByText(/\d+ min read/).first()).toBeVisible();
  await expect(page.getByTestId('post-games').getByRole('link', { name: 'Snake' })).toHaveAttribute(
    'href',
    '/games/snake',
  );
  await expect(page.getByTestId('related-posts').getByTestId('post-card').first()).toBeVisible();

  // Wide screen: the contents stay beside the text.
  const toc = page.getByRole('navigation', { name: 'On this page' });
  const section = page.getByRole('heading', { level: 2, name: '18 languages, and an app if you like' });
  await expect(section).not.toBeInViewport();
  await toc.getByRole('link', { name: '18 languages, and an app if you like' }).click();
  await expect(page).toHaveURL(/#18-languages-and-an-app-if-you-like$/);
  await expect(section).toBeInViewport();
  await expect(toc).toBeInViewport();
  await expect(toc.getByRole('link', { name: '18 languages, and an app if you like' })).toHaveAttribute(
    'aria-current',
    'location',
  );

  // Phone: the contents are folded above the text until opened.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/blog/welcome-to-playnook');
  const folded = page.getByRole('navigation', { name: 'On this page' });
  const target = folded.getByRole('link', { name: 'What logging in adds' });
  await expect(target).toBeHidden();
  await folded.getByText('On this page').click();
  await target.click();
  await expect(page.getByRole('heading', { level: 2, name: 'What logging in adds' })).toBeInViewport();

  // Without a share sheet (desktop Linux), Share copies the address.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Link copied.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/blog\/welcome-to-playnook$/);
});

test('a post without an Italian text shows its Italian title over the English text with a note; in French there is no note', async ({
  page,
  request,
}) => {
  const { slug, it, en, fr } = await partlyTranslatedPost(request);
  expect(it.title).not.toBe(en.title);
  const firstSection = en.html.match(/<h2[^>]*>([^<]+)<\/h2>/)?.[1] ?? '';

  await page.goto(`/it/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: it.title })).toBeVisible();
  await expect(page.getByTestId('untranslated-note')).toHaveText(
    /Il testo di questo articolo non è ancora tradotto in italiano/,
  );
  const body = page.locator('.blog-post__body');
  await expect(body).toHaveAttribute('lang', 'en');
  await expect(body.getByRole('heading', { level: 2 }).first()).toHaveText(firstSection);
  await expect(page.getByRole('link', { name: 'Torna al blog' })).toHaveAttribute('href', '/it/blog');

  await page.goto(`/fr/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: fr.title })).toBeVisible();
  await expect(page.locator('.blog-post__body')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('.blog-post__body').getByRole('heading', { level: 2 }).first()).not.toHaveText(
    firstSection,
  );
  await expect(page.getByTestId('untranslated-note')).toHaveCount(0);

  // The Italian list shows the Italian title too.
  await page.goto(await listPageOf(request, slug, 'it'));
  await expect(page.getByTestId('blog-posts').getByRole('link', { name: it.title })).toHaveAttribute(
    'href',
    `/it/blog/${slug}`,
  );
});

test('the server HTML of a post carries its BlogPosting, in the language of its text, and the sitemaps list it', async ({
  request,
  baseURL,
}) => {
  const { slug, it } = await partlyTranslatedPost(request);
  const [italian] = await jsonLdOf(request, `/it/blog/${slug}`);
  expect(italian).toMatchObject({
    '@type': 'BlogPosting',
    headline: it.title,
    inLanguage: 'en',
    url: `${baseURL}/it/blog/${slug}`,
  });
  const [french] = await jsonLdOf(request, `/fr/blog/${slug}`);
  expect(french).toMatchObject({ '@type': 'BlogPosting', inLanguage: 'fr', url: `${baseURL}/fr/blog/${slug}` });
  expect(await (await request.get('/it/sitemap.xml')).text()).toContain(`<loc>${baseURL}/it/blog/${slug}</loc>`);
});
