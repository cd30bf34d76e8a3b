import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { LOCALES } from '@portal/shared';
import { createTestI18n } from '../test/i18n';
import { LanguagePicker } from './LanguagePicker';

function Where() {
  const { pathname, search } = useLocation();
  return <output>{`${pathname}${search}`}</output>;
}

function mount(path: string) {
  render(
    <I18nextProvider i18n={createTestI18n()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <LanguagePicker />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
  return screen.getByTestId('language-picker');
}

const optionValues = () => screen.getAllByRole('option').map((option) => option.getAttribute('value'));

describe('language picker', () => {
  it('shows the page’s language, and lists every language once focused', async () => {
    const picker = mount('/ja/search?q=snake');
    expect(picker).toHaveValue('ja');
    expect(optionValues()).toEqual(['ja']);
    await userEvent.tab();
    expect(picker).toHaveFocus();
    expect(optionValues()).toEqual(LOCALES.map((l) => l.code));
    expect(picker).toHaveValue('ja');
  });

  it('lists every language on a press, and a choice keeps the path and query', async () => {
    const picker = mount('/search?q=snake');
    await userEvent.pointer({ keys: '[MouseLeft>]', target: picker });
    expect(optionValues()).toHaveLength(LOCALES.length);
    await userEvent.selectOptions(picker, 'fr');
    expect(screen.getByRole('status')).toHaveTextContent('/fr/search?q=snake');
  });
});
