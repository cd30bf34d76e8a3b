import { screen, within } from '@testing-library/react';
import PrivacyPage from './PrivacyPage';
import TermsPage from './TermsPage';
import { renderStaticPage, shellMessages } from './testing/renderStaticPage';

const englishOnlyNote = (locale: 'fr' | 'ar') =>
  (shellMessages(locale).static as { legal: { englishOnly: string } }).legal.englishOnly;

describe('legal pages (translation switched off)', () => {
  it('shows the English privacy policy in an English, left-to-right container, without the note in English', () => {
    renderStaticPage(<PrivacyPage />, '/privacy-policy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    const document = screen.getByTestId('legal-document');
    expect(document).toHaveAttribute('lang', 'en');
    expect(document).toHaveAttribute('dir', 'ltr');
    expect(document).toHaveTextContent('Last updated: 2026-11-21');
    expect(within(document).getByRole('heading', { name: '3. Cookies and local storage' })).toBeInTheDocument();
    expect(document).toHaveTextContent('i18n_redirected');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('puts the translated note before the English text in another locale, and keeps links in that locale', () => {
    renderStaticPage(<PrivacyPage />, '/fr/privacy-policy');
    const note = screen.getByRole('note');
    expect(note.textContent).toBe(englishOnlyNote('fr'));
    expect(englishOnlyNote('fr')).toMatch(/anglais/);
    const document = screen.getByTestId('legal-document');
    expect(note.compareDocumentPosition(document) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(document).toHaveAttribute('lang', 'en');
    expect(within(document).getByRole('heading', { name: '7. Your rights' })).toBeInTheDocument();
    expect(within(document).getByRole('link', { name: 'contact Playnook' })).toHaveAttribute(
      'href',
      '/fr/about#contact',
    );
  });

  it('keeps the English terms left-to-right inside an Arabic page', () => {
    renderStaticPage(<TermsPage />, '/ar/terms-of-service');
    expect(screen.getByRole('note').textContent).toBe(englishOnlyNote('ar'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('شروط الخدمة');
    const document = screen.getByTestId('legal-document');
    expect(document).toHaveAttribute('dir', 'ltr');
    expect(within(document).getByRole('heading', { name: '6. Uploading games' })).toBeInTheDocument();
    expect(document).toHaveTextContent('Every upload is reviewed by our team before it is published.');
  });
});
