import { render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { HeaderSearch } from './HeaderSearch';

// The games remote's combobox, as useOptionalRemote hands it over once the page is idle.
let remote: ComponentType | null = null;
jest.mock('../federation/useOptionalRemote', () => ({ useOptionalRemote: () => remote }));

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  resources: { en: { common: { header: { searchLabel: 'Search games', searchSubmit: 'Search' } } } },
  defaultNS: 'common',
  showSupportNotice: false,
});

const mount = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        {/* The layout's boundary around the header: it must never be the one that shows its (empty) fallback. */}
        <Suspense fallback={<p>header hidden</p>}>
          <HeaderSearch />
        </Suspense>
      </MemoryRouter>
    </I18nextProvider>,
  );

describe('HeaderSearch', () => {
  it('keeps the plain form while the combobox is still suspended, never hiding the header', () => {
    remote = () => {
      throw new Promise(() => undefined);
    };
    mount();
    expect(screen.getByRole('search', { name: 'Search games' })).toBeVisible();
    expect(screen.queryByText('header hidden')).not.toBeInTheDocument();
  });

  it('shows the combobox once it renders', () => {
    remote = () => <input aria-label="Combobox" />;
    mount();
    expect(screen.getByRole('textbox', { name: 'Combobox' })).toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });
});
