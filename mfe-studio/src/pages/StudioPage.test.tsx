// First: the fake network must be in place before @portal/shared loads ofetch.
import { fail, installFakeRoutes, ok } from '@portal/shared/testing/fakeApi';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCESS_TOKEN, game, renderStudio, signInMaker, signOut, statsFor } from '../test/renderStudio';

const STATS = `/studio/games/${game.slug}/stats`;

function makerApi() {
  return installFakeRoutes({
    'GET /studio/games': () => ok({ games: [game] }),
    [`GET ${STATS}`]: (request) => ok(statsFor(request.query.get('from')!, request.query.get('to')!)),
  });
}

const chart = (testId: string) => screen.getByTestId(testId);

beforeEach(signInMaker);
afterEach(signOut);

describe('StudioPage', () => {
  it("lists the maker's games and draws the first one's charts with the same numbers in tables", async () => {
    const seen = makerApi();
    renderStudio('/studio');

    expect(screen.getByRole('heading', { level: 1, name: 'Studio' })).toBeInTheDocument();
    const list = await screen.findByTestId('studio-games');
    expect(within(list).getByRole('link', { name: 'Moon Jump' })).toHaveAttribute('href', '/studio/games/moon-jump');
    expect(within(list).getByText('Live', { selector: '.studio-game__head .studio-badge' })).toBeInTheDocument();
    expect(within(list).getByText('2 versions')).toBeInTheDocument();
    expect(within(list).getByText('Replaced')).toBeInTheDocument();

    await waitFor(() => expect(screen.getByTestId('game-stats')).toHaveAttribute('data-loaded', 'true'));
    expect(screen.getByRole('heading', { level: 2, name: 'Statistics of \u2068Moon Jump\u2069' })).toBeInTheDocument();
    // Every call carried the maker's token; the default range is the last 30 days, both ends included.
    const stats = seen.find((request) => request.path === STATS)!;
    expect(stats.headers.get('authorization')).toBe(`Bearer ${ACCESS_TOKEN}`);
    const from = new Date(`${stats.query.get('from')}T00:00:00Z`).getTime();
    const to = new Date(`${stats.query.get('to')}T00:00:00Z`).getTime();
    expect((to - from) / 86_400_000).toBe(29);

    // The plays chart: one line per series, and its table holds the day's plays (3, then 17).
    const plays = chart('chart-plays');
    expect(plays.querySelectorAll('svg path.visx-linepath')).toHaveLength(2);
    const rows = within(within(plays).getByRole('table')).getAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['3', '17']);
    // The funnel, the headline and the comment to answer.
    const funnel = within(chart('chart-funnel')).getByRole('table');
    expect(within(funnel).getByRole('row', { name: /Plays started 20 50%/ })).toBeInTheDocument();
    expect(within(screen.getByTestId('stats-headline')).getByText('30')).toBeInTheDocument();
    expect(screen.getByText('Level 3 is too hard')).toBeInTheDocument();
  });

  it('asks for the chosen range, and shows or hides a chart’s numbers with its button', async () => {
    const seen = makerApi();
    renderStudio('/studio');
    await waitFor(() => expect(screen.getByTestId('game-stats')).toHaveAttribute('data-loaded', 'true'));

    await userEvent.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    await waitFor(() => {
      const last = seen.filter((request) => request.path === STATS).at(-1)!;
      const days =
        (Date.parse(`${last.query.get('to')}T00:00:00Z`) - Date.parse(`${last.query.get('from')}T00:00:00Z`)) /
        86_400_000;
      expect(days).toBe(6);
    });
    expect(screen.getByRole('radio', { name: 'Last 7 days' })).toBeChecked();

    const plays = chart('chart-plays');
    const toggle = within(plays).getByRole('button', { name: 'Show the numbers' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(plays).getByRole('table').parentElement).toHaveClass('visually-hidden');
    await userEvent.click(toggle);
    expect(within(plays).getByRole('button', { name: 'Hide the numbers' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(plays).getByRole('table').parentElement).not.toHaveClass('visually-hidden');
  });

  it('breaks page views and plays down by language, device and source behind tabs', async () => {
    makerApi();
    renderStudio('/studio');
    await waitFor(() => expect(screen.getByTestId('game-stats')).toHaveAttribute('data-loaded', 'true'));
    expect(within(screen.getByTestId('breakdown-locale')).getByRole('row', { name: 'fr 30 15' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Device' }));
    expect(
      within(screen.getByTestId('breakdown-device')).getByRole('row', { name: 'Phone 25 12' }),
    ).toBeInTheDocument();
  });

  it('a maker without games is shown the way to upload one, and no charts', async () => {
    installFakeRoutes({ 'GET /studio/games': () => ok({ games: [] }) });
    renderStudio('/studio');
    expect(await screen.findByTestId('studio-no-games')).toHaveTextContent('You have not uploaded a game yet.');
    expect(screen.getByRole('link', { name: 'Upload your first game' })).toHaveAttribute('href', '/gameupload');
    expect(screen.queryByTestId('game-stats')).not.toBeInTheDocument();
  });

  it("another maker's game reads as none of the maker's, with no request the API would refuse", async () => {
    const seen = installFakeRoutes({
      'GET /studio/games': () => ok({ games: [game] }),
      'GET /studio/games/not-mine/stats': () => fail(404, 40490, 'Unknown game'),
    });
    renderStudio('/fr/studio/games/not-mine', 'fr');
    const notFound = await screen.findByTestId('studio-not-found');
    expect(notFound).toHaveTextContent('Aucun de vos jeux n’a cette adresse.');
    expect(within(notFound).getByRole('link', { name: 'Retour au studio' })).toHaveAttribute('href', '/fr/studio');
    expect(seen.map((request) => request.path)).toEqual(['/studio/games']);
  });
});
