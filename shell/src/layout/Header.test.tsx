import { act, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { authAtom, LOGGED_OUT, portalStore } from '@portal/shared';
import { createTestI18n } from '../test/i18n';
import { Header } from './Header';

// The remote's module stands in as its name; the page counts as idle at once.
jest.mock('../federation/RemoteMount', () => ({
  RemoteMount: ({ remote, module }: { remote: string; module: string }) => (
    <span data-testid="remote-mount">{`${remote}/${module}`}</span>
  ),
}));
jest.mock('../federation/useIdle', () => ({ useIdle: () => true }));

const signedIn = {
  user: {
    identity: 'playnook:1',
    user_id: 'u-1',
    name: 'Ada',
    game_stats: { play_count: 0, favorite_count: 0, liked_count: 0 },
  },
  access_token: 'token',
  expires_at: Date.now() + 60_000,
  isLoggedIn: true,
};

const mount = (compact: boolean) =>
  render(
    <Provider store={portalStore}>
      <I18nextProvider i18n={createTestI18n()}>
        <MemoryRouter>
          <Header categories={[]} compact={compact} />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );

const bellSlot = (container: HTMLElement) => container.querySelector('.header__bell');

afterEach(() => act(() => portalStore.set(authAtom, LOGGED_OUT)));

describe('Header', () => {
  it("on a phone, keeps the bell's place before the search button and fills it once a player is signed in", () => {
    const { container } = mount(true);
    const slot = bellSlot(container);
    expect(slot).toBeEmptyDOMElement();
    // Before the buttons at the line's end, so the bell's arrival moves none of them.
    expect(slot?.nextElementSibling).toBe(screen.getByTestId('open-search'));
    act(() => portalStore.set(authAtom, signedIn));
    expect(slot).toContainElement(screen.getByTestId('remote-mount'));
    expect(screen.getByTestId('remote-mount')).toHaveTextContent('account/HeaderBell');
    act(() => portalStore.set(authAtom, LOGGED_OUT));
    expect(slot).toBeEmptyDOMElement();
  });

  it('on a wide screen, leaves the bell to the account menu', () => {
    act(() => portalStore.set(authAtom, signedIn));
    const { container } = mount(false);
    expect(bellSlot(container)).toBeNull();
    expect(screen.getByTestId('remote-mount')).toHaveTextContent('account/AccountMenu');
  });
});
