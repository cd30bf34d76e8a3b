import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, snake } from '../test/renderPage';
import { GameCard } from './GameCard';
import { GameGrid } from './GameGrid';

const games = Array.from({ length: 6 }, (_, i) => ({ ...snake, slug: `game-${i}`, title: `Game ${i}` }));

describe('GameCard', () => {
  it('is one focusable link holding the thumbnail, title, category and like count', async () => {
    renderPage(<GameCard game={{ ...snake, likes: 7 }} href="/games/snake" />, { path: '/', route: '/' });
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/games/snake');
    expect(link).toHaveAccessibleName('Snake Arcade Likes: 7');
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
    expect(image).toHaveClass('game-card__thumb');
    expect(image).toHaveAttribute('alt', '');
  });

  it('keeps the box with a placeholder when a game has no thumbnail, and shows no like count without one', () => {
    renderPage(<GameCard game={{ slug: 'snake', title: 'Snake', thumbnail: '' }} href="/games/snake" />, {
      path: '/',
      route: '/',
    });
    const link = screen.getByRole('link');
    expect(link.querySelector('img')).toBeNull();
    expect(link.querySelector('.game-card__thumb')).toBeInTheDocument();
    expect(link).toHaveAccessibleName('Snake');
  });

  it('shows like counts short and in the page language, with the exact number for screen readers', () => {
    const { unmount } = renderPage(<GameCard game={{ ...snake, likes: 1234 }} href="/games/snake" />, {
      path: '/',
      route: '/',
    });
    expect(screen.getByText('♥ 1.2K')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Likes: 1,234')).toHaveClass('visually-hidden');
    unmount();
    renderPage(<GameCard game={{ ...snake, likes: 2_500_000 }} href="/fr/games/snake" />, {
      path: '/fr',
      route: '/fr',
      locale: 'fr',
    });
    expect(screen.getByText(/^♥ 2,5\sM$/)).toBeInTheDocument();
    expect(screen.getByText(/^J’aime : 2\s500\s000$/)).toBeInTheDocument();
  });

  it('never shows a negative count', () => {
    renderPage(<GameCard game={{ ...snake, likes: -3 }} href="/games/snake" />, { path: '/', route: '/' });
    expect(screen.getByText('♥ 0')).toBeInTheDocument();
  });
});

describe('GameGrid', () => {
  it('loads the first row eagerly with high priority and the rest lazily', () => {
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
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual([
      'high',
      'high',
      'high',
      'high',
      'auto',
      'auto',
    ]);
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
