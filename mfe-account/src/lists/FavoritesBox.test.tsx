// First: the fake network must be in place before @portal/shared loads ofetch.
import { fail, installFakeApi, ok, type FakeReply, type FakeRequest } from '@portal/shared/testing/fakeApi';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authAtom, portalStore, toastsAtom } from '@portal/shared';
import { game, pageOf, renderAccount, signInForTest, signOutForTest } from '../test/renderAccount';
import FavoritesBox from './FavoritesBox';

const snake = game('snake', 'Snake');
const tetra = game('tetra', 'Tetra Blocks', '2026-01-01T10:00:00.000Z');
const stats = { play_count: 3, favorite_count: 1, liked_count: 1 };

type Handler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;
function api(routes: Record<string, Handler>): FakeRequest[] {
  return installFakeApi(
    (request) => routes[`${request.method} ${request.path}`]?.(request) ?? fail(404, 404, 'no route'),
  );
}

const close = jest.fn();
const open = jest.fn();
const renderBox = (path = '/start') => renderAccount(<FavoritesBox close={close} open={open} />, { path });

beforeEach(() => {
  close.mockReset();
  open.mockReset();
  signInForTest();
  portalStore.set(toastsAtom, []);
});

describe('FavoritesBox', () => {
  it('shows a placeholder while loading, then the favourites linking to their pages in the current locale', async () => {
    api({ 'GET /user/g/favorite': () => ok(pageOf([snake, tetra])) });
    renderAccount(<FavoritesBox close={close} open={open} />, { path: '/fr/start', locale: 'fr' });
    expect(screen.getByTestId('list-loading')).toHaveAttribute('aria-busy', 'true');
    const list = await screen.findByRole('list', { name: 'Vos favoris' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/fr/games/snake', '/fr/games/tetra']);
    expect(links[0]).toHaveTextContent('Snake');
    expect(screen.getByRole('link', { name: 'Tout voir sur votre page de compte' })).toHaveAttribute(
      'href',
      '/fr/account?tab=favorites',
    );
  });

  it('shows the favourites as game tiles, each link followed by its remove button for the keyboard', async () => {
    api({ 'GET /user/g/favorite': () => ok(pageOf([snake, tetra])) });
    renderBox();
    const list = await screen.findByRole('list', { name: 'Your favourites' });
    const tiles = within(list).getAllByTestId('game-tile');
    expect(tiles).toHaveLength(2);
    expect(within(tiles[0]!).getByRole('link')).toHaveTextContent(/Snake.*Added/);
    expect(tiles[0]!.querySelector('img')).toHaveAttribute('width', '320');
    within(tiles[0]!).getByRole('link').focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Remove Snake from favourites' })).toHaveFocus();
    await userEvent.tab();
    expect(within(tiles[1]!).getByRole('link')).toHaveFocus();
  });

  it('goes to a game and closes the box when one is chosen', async () => {
    api({ 'GET /user/g/favorite': () => ok(pageOf([snake])) });
    renderBox();
    await userEvent.click(await screen.findByRole('link', { name: /Snake/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/games/snake');
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('loads the next page on "Load more"', async () => {
    const requests = api({
      'GET /user/g/favorite': ({ query }) =>
        query.get('page') === '2'
          ? ok(pageOf([tetra], { page: 2, total: 2 }))
          : ok(pageOf([snake], { has_more: true, total: 2 })),
    });
    renderBox();
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: /Tetra Blocks/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(requests.map((r) => r.query.get('page'))).toEqual(['1', '2']);
  });

  it('says so when there are none, with a way to find games', async () => {
    api({ 'GET /user/g/favorite': () => ok(pageOf([])) });
    renderBox();
    expect(await screen.findByTestId('list-empty')).toHaveTextContent('No favourites yet.');
    expect(screen.getByRole('link', { name: 'Browse games' })).toHaveAttribute('href', '/');
  });

  it('offers a retry when loading fails, and shows the list when it then works', async () => {
    let failures = 2; // the client retries a failed GET once by itself
    api({ 'GET /user/g/favorite': () => (failures-- > 0 ? fail(500, 500, 'boom') : ok(pageOf([snake]))) });
    renderBox();
    expect(await screen.findByRole('alert')).toHaveTextContent('This could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Snake/ })).toBeInTheDocument();
  });

  it('removes a favourite at once and keeps the counts the server answers', async () => {
    const requests = api({
      'GET /user/g/favorite': () => ok(pageOf([snake, tetra])),
      'POST /user/g/favorite': () => ok({ slug: 'snake', favorite: false, game_stats: stats }),
    });
    renderBox();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Snake from favourites' }));
    expect(screen.queryByRole('link', { name: /Snake/ })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Your favourites' })).toHaveFocus();
    await waitFor(() => expect(portalStore.get(authAtom).user?.game_stats).toEqual(stats));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ slug: 'snake', favorite: false });
  });

  it('puts a favourite back when the server refuses to remove it', async () => {
    let refuse: () => void = () => undefined;
    api({
      'GET /user/g/favorite': () => ok(pageOf([snake])),
      'POST /user/g/favorite': () =>
        new Promise<FakeReply>((resolve) => (refuse = () => resolve(fail(500, 500, 'Database down')))),
    });
    renderBox();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Snake from favourites' }));
    expect(screen.queryByRole('link', { name: /Snake/ })).not.toBeInTheDocument();
    refuse();
    expect(await screen.findByRole('link', { name: /Snake/ })).toBeInTheDocument();
    expect(portalStore.get(authAtom).user?.game_stats.favorite_count).toBe(2);
  });

  it('sends a guest to the sign-in prompt without calling the API', () => {
    const requests = api({});
    signOutForTest();
    renderBox();
    expect(open).toHaveBeenCalledWith('contactlogin', { action: 'favorite' });
    expect(screen.queryByTestId('favorites-box')).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
