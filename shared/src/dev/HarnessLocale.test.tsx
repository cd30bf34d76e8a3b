import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { i18n } from '../i18n/instance';
import { HarnessLocale } from './HarnessLocale';

function Go({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(to)}>
      {to}
    </button>
  );
}

test("the document's lang and dir follow the path's locale, Arabic right to left, and so does i18n", () => {
  const changeLanguage = jest.spyOn(i18n, 'changeLanguage').mockResolvedValue(i18n.t);
  render(
    <MemoryRouter initialEntries={['/ar/blog']}>
      <HarnessLocale />
      <Go to="/fr/blog" />
      <Go to="/blog" />
    </MemoryRouter>,
  );
  expect(document.documentElement).toHaveAttribute('lang', 'ar');
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(changeLanguage).toHaveBeenLastCalledWith('ar');

  fireEvent.click(screen.getByRole('button', { name: '/fr/blog' }));
  expect(document.documentElement).toHaveAttribute('lang', 'fr');
  expect(document.documentElement).toHaveAttribute('dir', 'ltr');

  fireEvent.click(screen.getByRole('button', { name: '/blog' }));
  expect(document.documentElement).toHaveAttribute('lang', 'en');
  expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  expect(changeLanguage).toHaveBeenLastCalledWith('en');
});
