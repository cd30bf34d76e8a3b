import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeOverlay, overlayAtom, portalStore } from '@portal/shared';
import { renderAccount, signInForTest, signOutForTest } from '../test/renderAccount';
import AccountMenu from './AccountMenu';

beforeEach(() => {
  closeOverlay();
  signOutForTest();
});

describe('AccountMenu', () => {
  it('offers a guest to sign in', async () => {
    renderAccount(<AccountMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(portalStore.get(overlayAtom).box).toBe('login');
  });

  it('shows a signed-in player their avatar, opening the user-info box, and follows a logout', async () => {
    signInForTest();
    renderAccount(<AccountMenu />);
    const menu = screen.getByRole('button', { name: 'Your account: Ada' });
    expect(menu.querySelector('[data-initial]')).toHaveAttribute('data-initial', 'A');
    await userEvent.click(menu);
    expect(portalStore.get(overlayAtom).box).toBe('loginuserinfo');
    act(() => signOutForTest());
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});
