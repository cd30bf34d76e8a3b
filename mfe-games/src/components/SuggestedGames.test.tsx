// First: the fake network must be in place before @portal/shared loads ofetch.
import { installFakeApi, ok } from '@portal/shared/testing/fakeApi';
import { screen, waitFor } from '@testing-library/react';
import { renderPage, snake } from '../test/renderPage';
import SuggestedGames, { SUGGESTED_COUNT } from './SuggestedGames';

const games = Array.from({ length: 12 }, (_, i) => ({ ...snake, slug: `game-${i}`, title: `Game ${i}` }));

describe('SuggestedGames (under the 404 screen)', () => {
  it('offers the most popular games, at most eight', async () => {
    const requests = installFakeApi(({ path }) => (path.includes('hot') ? ok(games) : ok([])));
    renderPage(<SuggestedGames />, { path: '/nowhere', route: '/nowhere' });
    expect(await screen.findByRole('heading', { name: 'Popular games you might like' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('game-card')).toHaveLength(SUGGESTED_COUNT);
    expect(requests.some((r) => r.path.includes('hot'))).toBe(true);
  });

  it('says nothing when the games cannot be read', async () => {
    const requests = installFakeApi(() => ({
      status: 500,
      body: { code: 500, message: 'down', success: false, data: null },
    }));
    renderPage(<SuggestedGames />, { path: '/nowhere', route: '/nowhere' });
    // While loading it keeps its place with a skeleton; the failed answer takes the section away.
    expect(screen.getByRole('heading', { name: 'Popular games you might like' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading')).toBeNull());
    expect(requests.length).toBeGreaterThan(0);
  });
});
