import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type BlogCategory, type BlogPostSummary, type BlogPostsPage } from '@portal/shared';
import { renderBlog } from '../test/renderBlog';

// The endpoint module is stood in for at the top level (docs/architecture.md); everything else is the real package.
type ListRequest = { page?: number; limit?: number; category?: string };
const fetchBlogPosts = jest.fn<Promise<BlogPostsPage>, [ListRequest]>();
const fetchBlogCategories = jest.fn<Promise<BlogCategory[]>, []>();
jest.mock('../api/blog', () => ({
  fetchBlogPosts: (request: ListRequest) => fetchBlogPosts(request),
  fetchBlogCategories: () => fetchBlogCategories(),
}));

const post = (n: number): BlogPostSummary => ({
  slug: `post-${n}`,
  title: `Post ${n}`,
  excerpt: `Excerpt ${n}`,
  cover: '',
  category: { slug: 'guides', name: 'Guides' },
  author: 'Playnook team',
  published_at: '2026-11-02T09:00:00Z',
  reading_minutes: 2,
});

/** A blog of `total` posts, served a page at a time as the API does. */
function blogOf(total: number) {
  fetchBlogPosts.mockImplementation(async ({ page = 1, limit = 24 }) => {
    const numbers = Array.from({ length: total }, (_, i) => i + 1).slice((page - 1) * limit, page * limit);
    return { items: numbers.map(post), page, limit, total, has_more: page * limit < total };
  });
}

const pagination = () => screen.getByRole('navigation', { name: 'Blog pages' });
const linkTargets = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((a) => [a.getAttribute('aria-label') ?? a.textContent?.trim(), a.getAttribute('href')]);

beforeEach(() => {
  fetchBlogPosts.mockReset();
  fetchBlogCategories.mockReset().mockResolvedValue([
    { slug: 'news', name: 'News', sort_order: 1, post_count: 2 },
    { slug: 'guides', name: 'Guides', sort_order: 2, post_count: 8 },
  ]);
  window.scrollTo = jest.fn();
});

describe('BlogListPage', () => {
  it('shows the first page with links to every page and the next one, the current page marked', async () => {
    blogOf(10);
    renderBlog('/blog');
    expect(await screen.findAllByTestId('post-card')).toHaveLength(4);
    expect(fetchBlogPosts).toHaveBeenCalledWith({ page: 1, limit: 4, category: undefined });
    expect(linkTargets(pagination())).toEqual([
      ['Page 1', '/blog'],
      ['Page 2', '/blog?page=2'],
      ['Page 3', '/blog?page=3'],
      ['Next ›', '/blog?page=2'],
    ]);
    expect(within(pagination()).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pagination()).getByRole('link', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
  });

  it('reads the page and category from the address and keeps the category in every page link', async () => {
    blogOf(10);
    renderBlog('/fr/blog?category=guides&page=2', 'fr');
    expect(await screen.findByRole('link', { name: 'Post 5' })).toHaveAttribute('href', '/fr/blog/post-5');
    expect(fetchBlogPosts).toHaveBeenCalledWith({ page: 2, limit: 4, category: 'guides' });
    expect(linkTargets(screen.getByRole('navigation', { name: 'Pages du blog' }))).toEqual([
      ['‹ Précédent', '/fr/blog?category=guides'],
      ['Page 1', '/fr/blog?category=guides'],
      ['Page 2', '/fr/blog?category=guides&page=2'],
      ['Page 3', '/fr/blog?category=guides&page=3'],
      ['Suivant ›', '/fr/blog?category=guides&page=3'],
    ]);
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    // A category chip starts its list at page 1.
    expect(within(screen.getByTestId('blog-categories')).getByRole('link', { name: /News/ })).toHaveAttribute(
      'href',
      '/fr/blog?category=news',
    );
  });

  it('follows a page link: the next page is loaded and the reader brought to the top of the list', async () => {
    blogOf(10);
    renderBlog('/blog');
    await screen.findByRole('link', { name: 'Post 1' });
    expect(window.scrollTo).not.toHaveBeenCalled();
    await userEvent.click(within(pagination()).getByRole('link', { name: /Next/ }));
    expect(await screen.findByRole('link', { name: 'Post 5' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/blog?page=2');
    expect(screen.queryByRole('link', { name: 'Post 1' })).not.toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toHaveFocus();

    await userEvent.click(within(pagination()).getByRole('link', { name: 'Page 3' }));
    expect(await screen.findByRole('link', { name: 'Post 9' })).toBeInTheDocument();
    expect(linkTargets(pagination()).at(-1)).toEqual(['Page 3', '/blog?page=3']);
  });

  it('has no page links when everything fits on one page, and reads a malformed page number as page 1', async () => {
    blogOf(3);
    renderBlog('/blog?page=two');
    expect(await screen.findAllByTestId('post-card')).toHaveLength(3);
    expect(fetchBlogPosts).toHaveBeenCalledWith({ page: 1, limit: 4, category: undefined });
    expect(screen.queryByRole('navigation', { name: 'Blog pages' })).not.toBeInTheDocument();
  });

  it('says a page past the end does not exist and links to the first', async () => {
    blogOf(6);
    renderBlog('/blog?page=9');
    expect(await screen.findByText('There is no page 9 here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute('href', '/blog');
  });

  it('says a category the API does not know does not exist', async () => {
    fetchBlogPosts.mockRejectedValue(new ApiError(40405, 'Blog category not found: nope', 404));
    renderBlog('/blog?category=nope');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('There is no blog category “nope”.'));
  });
});
