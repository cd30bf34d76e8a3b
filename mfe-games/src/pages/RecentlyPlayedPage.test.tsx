import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addRecentlyPlayed, clearRecentlyPlayed, portalStore, recentlyPlayedAtom } from '@portal/shared';
import { renderPage } from '../test/renderPage';
import RecentlyPlayedPage from './RecentlyPlayedPage';

const renderRecent = () => renderPage(<RecentlyPlayedPage />, { path: '/recently-played', route: '/recently-played' });

beforeEach(() => {
  clearRecentlyPlayed();
  addRecentlyPlayed({ slug: 'snake', title: 'Snake', thumbnail: 'http://games.test/snake.png', playedAt: 1_000 });
  addRecentlyPlayed({ slug: 'merge-tiles', title: 'Merge Tiles', thumbnail: 'http://games.test/merge.png', playedAt: 2_000 });
});

describe('RecentlyPlayedPage', () => {
  it('lists the games newest first, each linking to its page', () => {
    renderRecent();
    const links = within(screen.getByTestId('recent-list')).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Merge Tiles', '/games/merge-tiles'],
      ['Snake', '/games/snake'],
    ]);
  });

  it('removes one game, keeping focus on the page', async () => {
    renderRecent();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Merge Tiles' }));
    expect(portalStore.get(recentlyPlayedAtom).map((g) => g.slug)).toEqual(['snake']);
    expect(screen.queryByRole('link', { name: 'Merge Tiles' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Recently played' })).toHaveFocus();
  });

  it('clears the list and then offers a way to find a game', async () => {
    renderRecent();
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(portalStore.get(recentlyPlayedAtom)).toEqual([]);
    expect(screen.getByText('You have not played any games yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a game' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
  });
});
