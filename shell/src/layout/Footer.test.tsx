import { act, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { offlineReadyAtom, portalStore } from '@portal/shared';
import { createTestI18n } from '../test/i18n';
import { Footer } from './Footer';

describe('Footer', () => {
  it('says the portal works offline on a line of its own at its very end, so nothing moves or is covered', () => {
    render(
      <Provider store={portalStore}>
        <I18nextProvider i18n={createTestI18n()}>
          <MemoryRouter>
            <Footer />
          </MemoryRouter>
        </I18nextProvider>
      </Provider>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    act(() => portalStore.set(offlineReadyAtom, true));
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Playnook is ready to work offline.');
    expect(screen.getByRole('contentinfo').lastElementChild).toBe(notice);
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(screen.queryByRole('status')).toBeNull();
  });
});
