import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { Provider as StoreProvider } from 'jotai';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ApiError, portalStore, type BlogPost } from '@portal/shared';
import BlogPostPage from './BlogPostPage';

// The endpoint module is stood in for at the top level (ARCHITECTURE.md); everything else is the real package.
const fetchBlogPost = jest.fn<Promise<BlogPost>, [string]>();
jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), fetchBlogPost: (slug: string) => fetchBlogPost(slug) }));

const summary = { excerpt: 'Hello', cover: '', category: { slug: 'news', name: 'Nouvelles' }, author: 'Playnook team', published_at: '2026-11-02T09:00:00Z', reading_minutes: 3 };
const post: BlogPost = {
  ...summary,
  slug: 'welcome-to-playnook',
  title: 'Welcome to Playnook',
  html: '<p>Start on the <a href="/categories/puzzle">Puzzle</a> page.</p><h2>Play as a guest</h2>',
  language: 'en',
  updated_at: '2026-11-02T09:00:00Z',
  games: [{ slug: 'snake', title: 'Snake', description: '', thumbnail: 'http://games.test/snake.png', category: null, likes: 0, plays: 0 }],
  related: [{ ...summary, slug: 'five-tips', title: 'Five tips', reading_minutes: 5 }],
};

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

function renderPost(locale: 'en' | 'fr', slug = post.slug) {
  const messages = JSON.parse(readFileSync(path.join(__dirname, '..', 'locales', `${locale}.json`), 'utf8')) as Record<string, unknown>;
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({ lng: locale, resources: { [locale]: { blog: messages } }, defaultNS: 'blog', initAsync: false, showSupportNotice: false });
  const prefix = locale === 'en' ? '' : `/${locale}`;
  render(
    <StoreProvider store={portalStore}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[`${prefix}/blog/${slug}`]}>
          <Routes>
            <Route path={`${prefix}/blog/:slug`} element={<BlogPostPage />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </StoreProvider>,
  );
}

beforeEach(() => fetchBlogPost.mockReset());

describe('BlogPostPage', () => {
  it('renders the post’s text inside its article, with its games and related posts', async () => {
    fetchBlogPost.mockResolvedValue(post);
    renderPost('en');
    const article = await screen.findByRole('article', { name: 'Welcome to Playnook' });
    expect(within(article).getByRole('heading', { level: 2, name: 'Play as a guest' })).toBeInTheDocument();
    expect(within(article).getByText('3 min read')).toBeInTheDocument();
    expect(within(screen.getByTestId('post-games')).getByRole('link', { name: 'Snake' })).toHaveAttribute('href', '/games/snake');
    expect(within(screen.getByTestId('related-posts')).getByRole('link', { name: 'Five tips' })).toHaveAttribute('href', '/blog/five-tips');
    expect(screen.queryByText(/not available in your language/)).not.toBeInTheDocument();
    expect(fetchBlogPost).toHaveBeenCalledWith('welcome-to-playnook');
  });

  it('notes an English fallback and opens site links from the text in the reader’s language', async () => {
    fetchBlogPost.mockResolvedValue(post);
    renderPost('fr');
    expect(await screen.findByText('Cet article n’est pas encore traduit dans votre langue ; il est affiché en anglais.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour au blog' })).toHaveAttribute('href', '/fr/blog');
    await userEvent.click(screen.getByRole('link', { name: 'Puzzle' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/fr/categories/puzzle');
  });

  it('says a post the API does not know is not found', async () => {
    fetchBlogPost.mockRejectedValue(new ApiError(40404, 'Blog post not found: nope', 404));
    renderPost('en', 'nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByTestId('not-found')).toHaveTextContent('There is no blog post “nope”.');
  });
});
