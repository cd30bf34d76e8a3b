import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, snake } from '../test/renderPage';
import { GameCard } from './GameCard';
import { GameGrid } from './GameGrid';

const games = Array.from({ length: 6 }, (_, i) => ({ ...snake, slug: `game-${i}`, title: `Game ${i}` }));

describe('GameCard', () => {
  it('is one focusable link holding the thumbnail, title, category and rating', async () => {
    renderPage(<GameCard game={{ ...snake, votes_up: 7, votes_down: 1 }} href="/games/snake" />, {
      path: '/',
      route: '/',
    });
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/games/snake');
    expect(link).toHaveAccessibleName('Snake Arcade 88% positive');
    expect(within(link).getByText('Snake')).toBeInTheDocument();
    expect(link.querySelector('img')).toBeInTheDocument();
    await userEvent.tab();
    expect(link).toHaveFocus();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('reserves the thumbnail box (16:9) before the image loads', () => {
    renderPage(<GameCard game={snake} href="/games/snake" />, { path: '/', route: '/' });
    const image = screen.getByRole('link').querySelector('img')!;
    expect(image).toHaveAttribute('width', '320');
    expect(image).toHaveAttribute('height', '180');
    expect(image).toHaveClass('media-16x9');
    expect(image).toHaveAttribute('alt', '');
  });

  it('keeps the box with a placeholder when a game has no thumbnail, and shows no rating without votes', () => {
    renderPage(<GameCard game={{ slug: 'snake', title: 'Snake', thumbnail: '' }} href="/games/snake" />, {
      path: '/',
      route: '/',
    });
    const link = screen.getByRole('link');
    expect(link.querySelector('img')).toBeNull();
    expect(link.querySelector('.media-16x9')).toBeInTheDocument();
    expect(link).toHaveAccessibleName('Snake');
  });

  it('shows the share of thumbs up only from RATING_MIN_VOTES votes on, in the page language', () => {
    const { unmount } = renderPage(<GameCard game={{ ...snake, votes_up: 3, votes_down: 1 }} href="/games/snake" />, {
      path: '/',
      route: '/',
    });
    expect(screen.queryByTestId('card-rating')).toBeNull();
    unmount();
    renderPage(<GameCard game={{ ...snake, votes_up: 4, votes_down: 1 }} href="/fr/games/snake" />, {
      path: '/fr',
      route: '/fr',
      locale: 'fr',
    });
    const shown = screen.getByTestId('card-rating').querySelector('[aria-hidden="true"]');
    expect(shown).toHaveTextContent(/^80\s%$/);
    expect(screen.getByText(/^80\s% d’avis positifs$/)).toHaveClass('visually-hidden');
  });

  it('badges a game published in the last two weeks as new', () => {
    const published = new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString();
    renderPage(<GameCard game={{ ...snake, published_at: published, updated_at: published }} href="/games/snake" />, {
      path: '/',
      route: '/',
    });
    expect(screen.getByTestId('game-badge')).toHaveTextContent('New');
  });
});

describe('GameGrid', () => {
  it('loads the first row eagerly, the first two with high priority, and the rest lazily', () => {
    renderPage(<GameGrid games={games} locale="en" testId="grid" />, { path: '/', route: '/' });
    const images = [...screen.getByTestId('grid').querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', 'high', null, null, null, null]);
  });

  it('links each card to its game in the page language', () => {
    renderPage(<GameGrid games={games.slice(0, 2)} locale="fr" eagerCount={0} />, { path: '/', route: '/' });
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/fr/games/game-0',
      '/fr/games/game-1',
    ]);
    expect(screen.getAllByRole('link')[0]!.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });
});
