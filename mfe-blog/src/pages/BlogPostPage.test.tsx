import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError,
  closeOverlay,
  overlayAtom,
  portalQueryClient,
  portalStore,
  toastsAtom,
  type BlogPost,
} from '@portal/shared';
import { renderBlog } from '../test/renderBlog';

// The endpoint module is stood in for at the top level (docs/architecture.md); everything else is the real package.
const fetchBlogPost = jest.fn<Promise<BlogPost>, [string]>();
jest.mock('../api/blog', () => ({
  fetchBlogPost: (slug: string) => fetchBlogPost(slug),
}));

const summary = {
  excerpt: 'Hello',
  cover: '',
  category: { slug: 'news', name: 'Nouvelles' },
  author: 'Playnook team',
  published_at: '2026-11-02T09:00:00Z',
  reading_minutes: 3,
};
const post: BlogPost = {
  ...summary,
  slug: 'welcome-to-playnook',
  title: 'Welcome to Playnook',
  html: '<p>Start on the <a href="/categories/puzzle">Puzzle</a> page.</p><h2 id="play-as-a-guest">Play as a guest</h2><p>Just play.</p>',
  language: 'en',
  updated_at: '2026-11-02T09:00:00Z',
  games: [
    {
      slug: 'snake',
      title: 'Snake',
      description: '',
      thumbnail: 'http://games.test/snake.png',
      category: null,
      likes: 0,
      plays: 0,
      votes_up: 0,
      votes_down: 0,
      published_at: null,
      updated_at: '2026-11-02T09:00:00Z',
    },
  ],
  related: [{ ...summary, slug: 'five-tips', title: 'Five tips', reading_minutes: 5 }],
};
const longHtml = [
  '<p>Intro.</p>',
  '<h2 id="first-steps">First steps</h2><p>One.</p>',
  '<h3 id="controls">Controls</h3><p>Two.</p>',
  '<h2 id="scoring">Scoring</h2><p>Three.</p>',
].join('');

beforeEach(() => {
  fetchBlogPost.mockReset();
  portalStore.set(toastsAtom, []);
  closeOverlay();
});

describe('BlogPostPage', () => {
  it('renders the post’s text inside its article, with its games and related posts', async () => {
    fetchBlogPost.mockResolvedValue(post);
    renderBlog('/blog/welcome-to-playnook');
    const article = await screen.findByRole('article', { name: 'Welcome to Playnook' });
    expect(within(article).getByRole('heading', { level: 2, name: 'Play as a guest' })).toBeInTheDocument();
    expect(within(article).getByText('3 min read')).toBeInTheDocument();
    expect(within(screen.getByTestId('post-games')).getByRole('link', { name: 'Snake' })).toHaveAttribute(
      'href',
      '/games/snake',
    );
    expect(within(screen.getByTestId('related-posts')).getByRole('link', { name: 'Five tips' })).toHaveAttribute(
      'href',
      '/blog/five-tips',
    );
    expect(screen.queryByTestId('untranslated-note')).not.toBeInTheDocument();
    expect(fetchBlogPost).toHaveBeenCalledWith('welcome-to-playnook');
  });

  it('writes the dates of the post and its related posts in the reader’s language, in UTC, once loaded', async () => {
    // Just after midnight UTC: a browser west of Greenwich would write the day before.
    const late = '2026-11-02T00:30:00Z';
    fetchBlogPost.mockResolvedValue({
      ...post,
      published_at: late,
      related: [{ ...post.related[0]!, published_at: late }],
    });
    renderBlog('/fr/blog/welcome-to-playnook', 'fr');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Playnook' });
    expect(screen.getAllByText('2 novembre 2026')).toHaveLength(2);
    const loaded = portalQueryClient().getQueryData<{
      published_label?: string;
      related: Array<{ published_label?: string }>;
    }>(['blog', 'post', 'fr', 'welcome-to-playnook']);
    // Written where the post was loaded (the server, for a first view), so hydrating the page formats no date.
    expect([loaded?.published_label, loaded?.related[0]?.published_label]).toEqual([
      '2 novembre 2026',
      '2 novembre 2026',
    ]);
  });

  it('notes an English fallback and opens site links from the text in the reader’s language', async () => {
    fetchBlogPost.mockResolvedValue(post);
    renderBlog('/fr/blog/welcome-to-playnook', 'fr');
    expect(await screen.findByTestId('untranslated-note')).toHaveTextContent(
      'Le texte de cet article n’est pas encore traduit en français ; il est affiché en anglais.',
    );
    expect(screen.getByRole('link', { name: 'Retour au blog' })).toHaveAttribute('href', '/fr/blog');
    await userEvent.click(screen.getByRole('link', { name: 'Puzzle' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/fr/categories/puzzle');
  });

  it('shows a translated title with the English text, marked as English, and says so in the reader’s language', async () => {
    fetchBlogPost.mockResolvedValue({ ...post, title: 'Benvenuti su Playnook', excerpt: 'Ciao', language: 'en' });
    const { container } = renderBlog('/it/blog/welcome-to-playnook', 'it');
    expect(await screen.findByRole('heading', { level: 1, name: 'Benvenuti su Playnook' })).toBeInTheDocument();
    expect(screen.getByTestId('untranslated-note')).toHaveTextContent(
      'Il testo di questo articolo non è ancora tradotto in italiano, quindi è mostrato in inglese.',
    );
    expect(container.querySelector('.blog-post__body')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Lettura: 3 minuti')).toBeInTheDocument();
  });

  it('keeps an English text and its contents left-to-right on a right-to-left page', async () => {
    fetchBlogPost.mockResolvedValue({ ...post, title: 'مرحبًا بك في Playnook', html: longHtml });
    const { container } = renderBlog('/ar/blog/welcome-to-playnook', 'ar');
    expect(await screen.findByTestId('untranslated-note')).toHaveTextContent('لم يُترجم نص هذه المقالة إلى العربية بعد');
    expect(container.querySelector('.blog-post__body')).toHaveAttribute('dir', 'ltr');
    expect(within(screen.getByRole('navigation', { name: 'محتويات المقالة' })).getByRole('list')).toHaveAttribute(
      'dir',
      'ltr',
    );
  });

  it('has no note where the text is in the reader’s language', async () => {
    fetchBlogPost.mockResolvedValue({
      ...post,
      title: 'Bienvenue sur Playnook',
      language: 'fr',
      html: '<p>Bonjour.</p>',
    });
    const { container } = renderBlog('/fr/blog/welcome-to-playnook', 'fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bienvenue sur Playnook' })).toBeInTheDocument();
    expect(screen.queryByTestId('untranslated-note')).not.toBeInTheDocument();
    expect(container.querySelector('.blog-post__body')).toHaveAttribute('lang', 'fr');
  });

  it('gives a long post a table of contents linking to its sections, and a short one none', async () => {
    fetchBlogPost.mockResolvedValue({ ...post, html: longHtml });
    const { unmount } = renderBlog('/blog/welcome-to-playnook');
    const toc = await screen.findByRole('navigation', { name: 'On this page' });
    expect(
      within(toc)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['First steps', '#first-steps'],
      ['Controls', '#controls'],
      ['Scoring', '#scoring'],
    ]);
    unmount();
    // A new visit of the page, not the cached answer of the last one.
    portalQueryClient().clear();

    fetchBlogPost.mockResolvedValue(post);
    renderBlog('/blog/welcome-to-playnook');
    await screen.findByRole('article', { name: 'Welcome to Playnook' });
    expect(screen.queryByRole('navigation', { name: 'On this page' })).not.toBeInTheDocument();
  });

  it('opens at the section a link names once the text is there, and ignores a malformed one', async () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    fetchBlogPost.mockResolvedValue({ ...post, html: longHtml });
    const { unmount } = renderBlog('/blog/welcome-to-playnook#scoring');
    await screen.findByRole('article', { name: 'Welcome to Playnook' });
    expect(scrollIntoView.mock.contexts.map((element) => (element as Element).id)).toEqual(['scoring']);
    unmount();

    renderBlog('/blog/welcome-to-playnook#%E0%A4%A');
    await screen.findByRole('article', { name: 'Welcome to Playnook' });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('shares the post’s address in the page’s language with the device’s share sheet', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    fetchBlogPost.mockResolvedValue({ ...post, title: 'Bienvenue sur Playnook', language: 'fr' });
    renderBlog('/fr/blog/welcome-to-playnook', 'fr');
    await userEvent.click(await screen.findByRole('button', { name: 'Partager' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Bienvenue sur Playnook',
      url: 'http://localhost/fr/blog/welcome-to-playnook',
    });
    expect(portalStore.get(toastsAtom)).toEqual([]);
    Reflect.deleteProperty(navigator, 'share');
  });

  it('copies the address with a toast without a share sheet, and opens the share box when copying fails', async () => {
    const writeText = jest.fn<Promise<void>, [string]>().mockResolvedValue();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fetchBlogPost.mockResolvedValue(post);
    renderBlog('/fr/blog/welcome-to-playnook', 'fr');
    const button = await screen.findByRole('button', { name: 'Partager' });
    await userEvent.click(button);
    expect(writeText).toHaveBeenCalledWith('http://localhost/fr/blog/welcome-to-playnook');
    await waitFor(() =>
      expect(portalStore.get(toastsAtom)).toEqual([
        expect.objectContaining({ type: 'success', message: 'Lien copié.' }),
      ]),
    );
    expect(portalStore.get(overlayAtom)).toEqual({ box: 'none' });

    writeText.mockRejectedValue(new Error('denied'));
    await userEvent.click(button);
    await waitFor(() =>
      expect(portalStore.get(overlayAtom)).toEqual({ box: 'share', props: { title: 'Welcome to Playnook' } }),
    );
  });

  it('says a post the API does not know is not found', async () => {
    fetchBlogPost.mockRejectedValue(new ApiError(40404, 'Blog post not found: nope', 404));
    renderBlog('/blog/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByTestId('not-found')).toHaveTextContent('There is no blog post “nope”.');
  });
});
