// The fake network must be installed before ofetch is first loaded (through @portal/shared).
import { fail, installFakeApi, ok, type FakeReply, type FakeRequest } from '@portal/shared/testing/fakeApi';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AiPlayPage from './AiPlayPage';
import { renderStaticPage } from './testing/renderStaticPage';

const game = (slug: string, title: string) => ({
  slug,
  title,
  description: `${title} description`,
  thumbnail: `http://games.test/${slug}/thumb.png`,
  category: { slug: 'arcade', name: 'Arcade' },
  likes: 1,
  plays: 2,
});
const tagPage = (items: unknown[]) =>
  ok({
    items,
    page: 1,
    limit: 24,
    total: items.length,
    has_more: false,
    tag: { slug: 'ai-made', name: 'AI-made', game_count: items.length },
  });

let requests: FakeRequest[] = [];
const answer = (reply: FakeReply) => {
  requests = installFakeApi(() => reply);
};

describe('AI play page', () => {
  it('shows a loading skeleton, then the AI-made games as cards linking to their localised pages', async () => {
    answer(tagPage([game('snake', 'Snake'), game('merge-tiles', 'Merge Tiles')]));
    renderStaticPage(<AiPlayPage />, '/fr/sea-play-ai');
    expect(document.querySelector('[aria-busy="true"]')).toBeInTheDocument();

    const snake = await screen.findByRole('link', { name: /Snake/ });
    expect(snake).toHaveAttribute('href', '/fr/games/snake');
    expect(within(snake).getByRole('presentation')).toHaveAttribute('src', 'http://games.test/snake/thumb.png');
    expect(screen.getByRole('link', { name: /Merge Tiles/ })).toHaveAttribute('href', '/fr/games/merge-tiles');
    expect(document.querySelector('[aria-busy="true"]')).not.toBeInTheDocument();

    expect(requests[0]!.path).toBe('/g/t/ai-made');
    expect(requests[0]!.query.get('sort')).toBe('new');
  });

  it('shows an error with a retry button that loads the games again', async () => {
    answer(fail(503, 503, 'Service unavailable'));
    renderStaticPage(<AiPlayPage />, '/sea-play-ai');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The games could not be loaded.');

    answer(tagPage([game('snake', 'Snake')]));
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Snake/ })).toHaveAttribute('href', '/games/snake');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads a missing tag as an empty collection', async () => {
    answer(fail(404, 40401, 'Tag not found: ai-made'));
    renderStaticPage(<AiPlayPage />, '/sea-play-ai');
    expect(await screen.findByText('No AI-made games yet. Check back soon!')).toBeInTheDocument();
  });

  it('explains how Playnook uses AI, including what is not AI', async () => {
    answer(tagPage([]));
    renderStaticPage(<AiPlayPage />, '/sea-play-ai');
    expect(await screen.findByText('No AI-made games yet. Check back soon!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How Playnook uses AI' })).toBeInTheDocument();
    expect(screen.getByText('Search is not AI')).toBeInTheDocument();
  });
});
