import { render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { authAtom, LOGGED_OUT, portalStore } from '@portal/shared';
import { createTestI18n } from '../test/i18n';
import { resolveMiddleware, UnknownMiddlewareError, WithMiddleware } from './middleware';

const mount = (names: string[]) =>
  render(
    <Provider store={portalStore}>
      <I18nextProvider i18n={createTestI18n()}>
        <WithMiddleware names={names}>
          <p>secret page</p>
        </WithMiddleware>
      </I18nextProvider>
    </Provider>,
  );

describe('route middleware', () => {
  it('an unregistered name is the spec error', () => {
    expect(() => resolveMiddleware(['auth', 'vip'])).toThrow(new UnknownMiddlewareError('vip'));
    expect(() => resolveMiddleware(['vip'])).toThrow("Unknown route middleware: 'vip'.");
  });

  it('"auth" asks a visitor to sign in and lets a signed-in user through', () => {
    portalStore.set(authAtom, LOGGED_OUT);
    delete document.documentElement.dataset.hydrated;
    const { unmount } = mount(['auth']);
    expect(screen.getByRole('heading', { name: 'Sign in to continue' })).toBeInTheDocument();
    expect(screen.queryByText('secret page')).not.toBeInTheDocument();
    // The prompt is the page now: it marks the document live, whether or not the page's own code ever loaded.
    expect(document.documentElement.dataset.hydrated).toBe('true');
    unmount();
    portalStore.set(authAtom, {
      isLoggedIn: true,
      access_token: 't',
      expires_at: Date.now() + 60_000,
      user: {
        identity: 'x',
        user_id: 'u1',
        name: 'Ada',
        game_stats: { play_count: 0, favorite_count: 0, liked_count: 0 },
      },
    });
    const signedIn = mount(['auth']);
    expect(screen.getByText('secret page')).toBeInTheDocument();
    // Signed out again for the next test, once nothing renders the atom.
    signedIn.unmount();
    portalStore.set(authAtom, LOGGED_OUT);
  });

  it('a page without middleware renders as it is', () => {
    portalStore.set(authAtom, LOGGED_OUT);
    mount([]);
    expect(screen.getByText('secret page')).toBeInTheDocument();
  });
});
