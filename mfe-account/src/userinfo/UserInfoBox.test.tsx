// First: the fake network must be in place before @portal/shared loads ofetch.
import { installFakeApi, ok } from '@portal/shared/testing/fakeApi';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adjustGameStat, authAtom, LOGGED_OUT, portalStore, toastsAtom } from '@portal/shared';
import { stopSession } from '../session/session';
import { initSharedI18nInEnglish, renderAccount, SIGNED_IN, signInForTest } from '../test/renderAccount';
import UserInfoBox from './UserInfoBox';

const close = jest.fn();
const open = jest.fn();
const renderBox = (path?: string) => renderAccount(<UserInfoBox close={close} open={open} />, { path });

beforeAll(() => initSharedI18nInEnglish());

beforeEach(() => {
  close.mockReset();
  open.mockReset();
  portalStore.set(toastsAtom, []);
  signInForTest();
});

afterEach(() => stopSession());

describe('UserInfoBox', () => {
  it('shows the name, the avatar initial and the game counts, following local changes', () => {
    renderBox();
    expect(screen.getByTestId('userinfo-name')).toHaveTextContent('Ada');
    expect(screen.getByText('A')).toBeInTheDocument();
    const stats = screen.getByRole('group', { name: 'Your game counts' });
    expect(within(stats).getByTestId('userinfo-plays')).toHaveTextContent('Plays3');
    expect(within(stats).getByTestId('userinfo-favorites')).toHaveTextContent('Favourites2');
    expect(within(stats).getByTestId('userinfo-likes')).toHaveTextContent('Likes1');
    act(() => {
      adjustGameStat(portalStore, 'liked_count', 1);
      adjustGameStat(portalStore, 'favorite_count', -5);
    });
    expect(screen.getByTestId('userinfo-likes')).toHaveTextContent('Likes2');
    expect(screen.getByTestId('userinfo-favorites')).toHaveTextContent('Favourites0');
  });

  it('opens the favourites box in its place', async () => {
    renderBox();
    await userEvent.click(screen.getByRole('button', { name: 'Favourites' }));
    expect(open).toHaveBeenCalledWith('favorites');
  });

  it('links to the liked, history, uploads and profile pages in the page language, closing the box', async () => {
    renderBox('/fr/start');
    expect(screen.getByRole('link', { name: 'Liked games' })).toHaveAttribute('href', '/fr/account?tab=liked');
    expect(screen.getByRole('link', { name: 'Play history' })).toHaveAttribute('href', '/fr/account?tab=history');
    expect(screen.getByRole('link', { name: 'My uploads' })).toHaveAttribute('href', '/fr/gameupload');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/fr/account');
    await userEvent.click(screen.getByRole('link', { name: 'Play history' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/fr/account?tab=history');
    expect(close).toHaveBeenCalled();
  });

  it('logs out and closes', async () => {
    const requests = installFakeApi(() => ok({ done: true }));
    renderBox();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(requests.map((r) => r.path).sort()).toEqual(['/identity/sign-out', '/user/logout']);
    expect(portalStore.get(authAtom)).toEqual(LOGGED_OUT);
  });

  it('offers to sign in when the player was logged out meanwhile', async () => {
    portalStore.set(authAtom, { ...SIGNED_IN, access_token: null, isLoggedIn: false });
    renderBox();
    expect(screen.getByText('You are not signed in.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(open).toHaveBeenCalledWith('login');
  });
});
