// First: the fake network must be in place before @portal/shared loads ofetch.
import { fail, installFakeApi, ok, type FakeReply, type FakeRequest } from '@portal/shared/testing/fakeApi';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { isLoggedInAtom, overlayAtom, portalStore, recentlyPlayedAtom } from '@portal/shared';
import { game, pageOf, renderAccount, signInForTest, signOutForTest } from '../test/renderAccount';
import ProfilePage from './ProfilePage';

const snake = game('snake', 'Snake');
const tetra = game('tetra', 'Tetra Blocks');
const golf = game('tiny-golf', 'Tiny Golf');

type Handler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;
function api(overrides: Record<string, Handler> = {}): FakeRequest[] {
  const routes: Record<string, Handler> = {
    'GET /user/g/favorite': () => ok(pageOf([snake])),
    'GET /user/g/liked': () => ok(pageOf([tetra])),
    'GET /user/g/recent': () => ok(pageOf([golf, snake])),
    'POST /user/g/delete': () => ok({ removed: 1 }),
    'GET /user/n': () => ok({ ...pageOf([]), unread: 2 }),
    ...overrides,
  };
  return installFakeApi(
    (request) => routes[`${request.method} ${request.path}`]?.(request) ?? fail(404, 404, 'no route'),
  );
}

const renderAt = (path = '/account') => renderAccount(<ProfilePage />, { path });
const tab = (name: string) => screen.getByRole('tab', { name });
const where = () => screen.getByTestId('location');

/** The page plus a probe of the router's location, to see the tab in the URL. */
function Probe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}
const renderWithProbe = (path: string) =>
  renderAccount(
    <>
      <ProfilePage />
      <Probe />
    </>,
    { path },
  );

beforeEach(() => {
  signInForTest();
  portalStore.set(overlayAtom, { box: 'none' });
});

describe('ProfilePage', () => {
  it('shows the profile and the favourites tab by default', async () => {
    api();
    renderAt();
    expect(screen.getByRole('heading', { level: 1, name: 'Your profile' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Your games' })).toBeInTheDocument();
    expect(tab('Favourites')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Liked')).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Favourites' });
    expect(await within(panel).findByRole('link', { name: /Snake/ })).toHaveAttribute('href', '/games/snake');
  });

  it('opens the tab the URL names and keeps the choice in the URL, with other parameters left alone', async () => {
    api();
    renderWithProbe('/account?tab=liked&reset_token=abc');
    expect(tab('Liked')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: /Tetra Blocks/ })).toBeInTheDocument();
    await userEvent.click(tab('History'));
    expect(where()).toHaveTextContent('/account?tab=history&reset_token=abc');
    expect(await screen.findByRole('link', { name: /Tiny Golf/ })).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys, Home and End', async () => {
    api();
    renderWithProbe('/account?tab=nonsense');
    expect(tab('Favourites')).toHaveAttribute('aria-selected', 'true');
    tab('Favourites').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Liked')).toHaveFocus();
    expect(tab('Liked')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(tab('History')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Favourites')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('History')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(where()).toHaveTextContent('?tab=favorites');
  });

  it('follows what the eye sees in Arabic: the left arrow goes to the next tab', async () => {
    api();
    renderAccount(<ProfilePage />, { path: '/ar/account', locale: 'ar' });
    const tabs = screen.getAllByRole('tab');
    tabs[0]!.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tabs[1]).toHaveFocus();
  });

  it('deletes one game from the play history, and puts it back if the server refuses', async () => {
    let answer: FakeReply = ok({ removed: 1 });
    const requests = api({ 'POST /user/g/delete': () => answer });
    portalStore.set(recentlyPlayedAtom, [{ slug: 'snake', title: 'Snake', thumbnail: '', playedAt: 1 }]);
    renderAt('/account?tab=history');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Snake from history' }));
    expect(screen.queryByRole('link', { name: /^Snake/ })).not.toBeInTheDocument();
    await waitFor(() => expect(portalStore.get(recentlyPlayedAtom)).toEqual([]));
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ slug: 'snake' }]);

    answer = fail(500, 500, 'boom');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Tiny Golf from history' }));
    expect(await screen.findByRole('link', { name: /Tiny Golf/ })).toBeInTheDocument();
  });

  it('clears the whole history once the server confirms', async () => {
    const requests = api();
    renderAt('/account?tab=history');
    await userEvent.click(await screen.findByRole('button', { name: 'Clear history' }));
    expect(await screen.findByTestId('list-empty')).toHaveTextContent('No games played yet.');
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ all: true }]);
  });

  it('shows empty and failed lists for what they are', async () => {
    let failures = 2;
    api({
      'GET /user/g/liked': () => ok(pageOf([])),
      'GET /user/g/recent': () => (failures-- > 0 ? fail(500, 500, 'boom') : ok(pageOf([golf]))),
    });
    renderAt('/account?tab=liked');
    expect(await screen.findByTestId('list-empty')).toHaveTextContent('You have not liked any games yet.');
    await userEvent.click(tab('History'));
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Tiny Golf/ })).toBeInTheDocument();
  });

  it('leads to the notifications, with the unread count (phones have no header bell)', async () => {
    api();
    renderAt();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    expect(portalStore.get(overlayAtom)).toEqual({ box: 'notifications', props: undefined });
  });

  it('logs out from the page itself (phones have no header account menu) and then asks to sign in', async () => {
    const requests = api({
      'POST /user/logout': () => ok({ done: true }),
      'POST /identity/sign-out': () => ok({ done: true }),
    });
    renderAt();
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(portalStore.get(isLoggedInAtom)).toBe(false));
    expect(requests.map((r) => r.path)).toEqual(expect.arrayContaining(['/user/logout', '/identity/sign-out']));
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('asks a guest to sign in instead of showing lists, and calls no account API', async () => {
    const requests = api();
    signOutForTest();
    renderAt();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    await userEvent.click(within(screen.getByTestId('account-guest')).getByRole('button', { name: 'Sign in' }));
    expect(portalStore.get(overlayAtom)).toEqual({ box: 'login', props: undefined });
    expect(requests).toEqual([]);
  });
});
